import { formatCount, formatPercent, messages } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { apiRequest, asIs } from '../../../api/apiClient';
import { matchesSearch } from '../../data-table/utils/valueListSearch';
import { downloadTextFile } from '../../export/utils/downloadTextFile';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { useSelectionSearch } from '../../selection/hooks/useSelectionSearch';
import { analysisCounts } from '../utils/analysisCounts';
import { analysisListCsv } from '../utils/analysisListCsv';
import { analysisListRows, type AnalysisListRow } from '../utils/analysisListRows';

/**
 * /getAnalysisLists (spec 01 §2, spec 03 §7): every analysis of the system the user can open, grouped
 * by module, with links, exception counts over all company codes and dates, a search, and the CSV
 * export. Design: modules/analysis-lists/README.md.
 */
export function AnalysisListsPage() {
  const { system, displayConfig } = useReadySelection();
  const search = useSelectionSearch();
  const [text, setText] = useState('');
  const dashboard = useQuery({
    queryKey: ['dashboard', system.id, '-1'],
    queryFn: async ({ signal }) => {
      const result = await apiRequest(`dashboard/${system.id}/-1/-1`, asIs<unknown>, { signal });
      return result.kind === 'data' ? result.data : null;
    },
  });
  const rows = analysisListRows(displayConfig, system, analysisCounts(dashboard.data));
  const shown = rows.filter((r) => matchesSearch(`${r.moduleDisplayName} ${r.pageDisplayName}`, text));
  const modules = [...new Set(shown.map((r) => r.moduleDisplayName))];
  const countText = (r: AnalysisListRow, value: number | null) =>
    dashboard.isPending ? '…' : value === null ? '-' : formatCount(value);

  return (
    <div className="p-3" data-testid="analysis-lists">
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <Form.Group controlId="analysis-search" style={{ maxWidth: 360 }} className="flex-grow-1">
          <Form.Label>Search analyses</Form.Label>
          <Form.Control
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Module or analysis"
          />
        </Form.Group>
        <Button
          variant="outline-secondary"
          disabled={shown.length === 0}
          onClick={() =>
            downloadTextFile(
              `analysis-list-${system.name}.csv`,
              analysisListCsv(shown, window.location.origin),
            )
          }
        >
          Download CSV
        </Button>
        <span className="text-body-secondary small ms-auto">
          {rows.length} analyses · counts over all company codes and dates
        </span>
      </div>
      {shown.length === 0 ? (
        <p>{messages.noResults}</p>
      ) : (
        modules.map((name) => (
          <section key={name} className="mb-3" data-testid="analysis-list-module">
            <h2 className="h6 text-uppercase text-body-secondary">{name}</h2>
            <Table size="sm" hover bordered className="mb-0">
              <thead>
                <tr>
                  <th>Analysis</th>
                  <th className="text-end" style={{ width: 140 }}>
                    Exceptions
                  </th>
                  <th className="text-end" style={{ width: 140 }}>
                    Transactions
                  </th>
                  <th className="text-end" style={{ width: 120 }}>
                    Exception rate
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown
                  .filter((r) => r.moduleDisplayName === name)
                  .map((r) => (
                    <tr key={r.path}>
                      <td>
                        <Link to={{ pathname: r.path, search }}>{r.pageDisplayName}</Link>
                        {r.hiddenFromNav && (
                          <span className="small text-body-secondary ms-2">(not in the menu)</span>
                        )}
                      </td>
                      <td className="text-end">{countText(r, r.exceptions)}</td>
                      <td className="text-end">{countText(r, r.transactions)}</td>
                      <td className="text-end">
                        {r.exceptions !== null && r.transactions
                          ? formatPercent((100 * r.exceptions) / r.transactions)
                          : '-'}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </Table>
          </section>
        ))
      )}
    </div>
  );
}
