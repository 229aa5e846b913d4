import type { OpenedCell } from '@spendlens/domain';
import { messages } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useMyCases } from '../hooks/useMyCases';
import { caseStatusLabels, caseStatusVariants } from '../utils/caseLabels';
import { AlertSubscriptions } from './AlertSubscriptions';
import { FindingCaseModal } from './FindingCaseModal';

/**
 * /my_cases (docs/cases.md): the user's open and investigating cases in every system of the client,
 * each opening its case; below, the user's alerts of new findings.
 */
export function MyCasesPage() {
  const cases = useMyCases();
  const [opened, setOpened] = useState<{ systemId: number; cell: OpenedCell } | null>(null);
  return (
    <div className="p-3" data-testid="my-cases">
      <h2 className="h5">Assigned to me</h2>
      {cases.isPending ? (
        <LoadingMessage />
      ) : cases.isError ? (
        <Alert variant="danger">{messages.tableLoadError}</Alert>
      ) : cases.data.length === 0 ? (
        <p data-testid="my-cases-empty">No open cases are assigned to you.</p>
      ) : (
        <Table size="sm" striped hover data-testid="my-cases-table">
          <thead>
            <tr>
              <th>System</th>
              <th>Finding</th>
              <th>Status</th>
              <th>Last change</th>
            </tr>
          </thead>
          <tbody>
            {cases.data.map((c) => (
              <tr key={`${c.system_id}:${c.finding_key}`} data-testid="my-case">
                <td>{c.system_name}</td>
                <td>
                  <Button
                    variant="link"
                    size="sm"
                    className="p-0 text-start"
                    data-testid="open-my-case"
                    onClick={() =>
                      setOpened({
                        systemId: c.system_id,
                        cell: { modal: 'finding_case', value: c.finding_key, context: {}, row: {} },
                      })
                    }
                  >
                    {c.label}
                  </Button>
                  {c.finding_gone && <span className="text-muted small"> (no longer found)</span>}
                </td>
                <td>
                  <Badge bg={caseStatusVariants[c.status]}>{caseStatusLabels[c.status]}</Badge>
                </td>
                <td className="text-nowrap">
                  {c.updated_at.slice(0, 10)} {c.updated_by ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AlertSubscriptions />
      {opened && (
        <FindingCaseModal systemId={opened.systemId} cell={opened.cell} onHide={() => setOpened(null)} />
      )}
    </div>
  );
}
