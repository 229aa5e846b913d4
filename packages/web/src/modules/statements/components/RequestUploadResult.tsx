import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import {
  markedMessage,
  notFoundMessage,
  requestLineSystem,
  type RequestUploadOutcome,
} from '../utils/requestUploadOutcome';

/** The result of a bulk request upload (spec 03 §2.3): how many were marked, and the ids not found. */
export function RequestUploadResult({ outcome }: { outcome: RequestUploadOutcome }) {
  return (
    <div data-testid="request-upload-result">
      <Alert variant="success">{markedMessage(outcome.marked)}</Alert>
      {outcome.unknown.length > 0 && (
        <Alert variant="warning" className="mb-0" data-testid="request-upload-warning">
          <p className="fw-bold mb-1">Warning!</p>
          <p className="mb-2">{notFoundMessage(outcome.unknown.length)}</p>
          <Table size="sm" bordered className="mb-0 bg-white" data-testid="request-upload-unknown">
            <thead>
              <tr>
                <th>Vendor Id</th>
                <th>System</th>
              </tr>
            </thead>
            <tbody>
              {outcome.unknown.map((line, i) => (
                <tr key={i}>
                  <td>{line.vendor_id}</td>
                  <td>{requestLineSystem(line)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Alert>
      )}
    </div>
  );
}
