import type { CaseChange } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { caseChangeText } from '../utils/caseLabels';

/** Every change of a case, oldest first: when, who (the ingest for a reopening), what, the comment. */
export function CaseHistory({ changes }: { changes: readonly CaseChange[] }) {
  return (
    <div className="mt-3">
      <h3 className="h6">History</h3>
      {changes.length === 0 ? (
        <p className="text-muted small" data-testid="case-history-empty">
          No changes yet: the finding is open and unassigned.
        </p>
      ) : (
        <Table size="sm" striped data-testid="case-history">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Change</th>
              <th>Comment</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c, i) => (
              <tr key={i} data-testid="case-change">
                <td className="text-nowrap">{c.at.slice(0, 16).replace('T', ' ')}</td>
                <td>{c.user ?? 'the ingest'}</td>
                <td>{caseChangeText(c)}</td>
                <td style={{ whiteSpace: 'pre-wrap' }}>{c.comment ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
