import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useSelection } from '../../selection/hooks/useSelection';
import { useExtractLog } from '../hooks/useExtractLog';
import { formatLocalDateTime } from '../utils/formatLocalDateTime';
import { ExtractLogReason } from './ExtractLogReason';
import { UtilityPageFrame } from './UtilityPageFrame';

/**
 * /extraction_status (spec 01 §2, spec 03 §2.9): System, Date (local time), Status and each stage's
 * reason (a failure's sentence, problems or reference).
 */
export function ExtractionStatusPage() {
  const selection = useSelection();
  const system = 'system' in selection ? selection.system : undefined;
  const systems = 'systems' in selection ? (selection.systems ?? []) : [];
  const log = useExtractLog(system?.id);
  const nameOf = (id: number) => systems.find((s) => s.id === id)?.name ?? String(id);

  return (
    <UtilityPageFrame title="Extraction Status">
      {log.isPending ? (
        <LoadingMessage />
      ) : log.isError ? (
        <Alert variant="danger">{messages.tableLoadError}</Alert>
      ) : log.data.length === 0 ? (
        <p data-testid="extraction-status-empty">{messages.noExtractionStatus}</p>
      ) : (
        <Table striped bordered hover size="sm" data-testid="extraction-status">
          <thead>
            <tr>
              <th>System</th>
              <th>Date</th>
              <th>Status</th>
              <th>Reason</th>
            </tr>
          </thead>
          <tbody>
            {log.data.map((entry, i) => (
              <tr key={`${entry.created}-${i}`}>
                <td>{nameOf(entry.system_id)}</td>
                <td>{formatLocalDateTime(entry.created)}</td>
                <td>{entry.status}</td>
                <td>
                  <ExtractLogReason entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </UtilityPageFrame>
  );
}
