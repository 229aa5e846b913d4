import type { Row } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { formatLocalDateTime } from '../utils/formatLocalDateTime';

/** Date, Status and User ID of the Login Log (spec 03 §2.9). */
export function LoginLogTable({ rows }: { rows: Row[] }) {
  return (
    <Table striped bordered hover size="sm" data-testid="login-log">
      <thead>
        <tr>
          <th>Date</th>
          <th>Status</th>
          <th>User ID</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td>{formatLocalDateTime(row['ts'] as string | null)}</td>
            <td>{String(row['s'] ?? '')}</td>
            <td>{String(row['uid'] ?? '')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
