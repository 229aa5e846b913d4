import { formatCount, formatMonth, messages, type ProfileException } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useDisplayConfig } from '../../selection/hooks/useDisplayConfig';
import { exceptionMonthRows, moduleDisplayNames } from '../utils/exceptionMonthRows';
import { ProfileModalFrame } from './ProfileModalFrame';

interface ExceptionMonthModalProps {
  systemId: number;
  /** The profile's exceptions per month and analysis. */
  exceptions: readonly ProfileException[];
  /** The month clicked, YYYY-MM. */
  yearMonth: string;
  onHide(): void;
}

/**
 * The chart summary detail of a profile's Exceptions chart (spec 03 §2.2): the month's exceptions
 * per module and analysis, most first, with their total — from the profile's answer, no call of
 * its own (the module names come from the display configuration the app has already read).
 */
export function ExceptionMonthModal({ systemId, exceptions, yearMonth, onHide }: ExceptionMonthModalProps) {
  const config = useDisplayConfig(systemId);
  const { rows, total } = exceptionMonthRows(exceptions, yearMonth, moduleDisplayNames(config.data));
  return (
    <ProfileModalFrame
      title={`Exceptions > ${formatMonth(`${yearMonth}-01`)}`}
      testId="exception-month"
      onHide={onHide}
    >
      {rows.length === 0 ? (
        <p className="text-muted" data-testid="table-empty">
          {messages.noResults}
        </p>
      ) : (
        <Table size="sm" bordered className="mb-0 data-table" data-total={total}>
          <thead>
            <tr>
              <th>Module</th>
              <th>Analysis</th>
              <th className="text-end">Count</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.module}/${r.analysis}`} data-testid="exception-month-row">
                <td data-col="module">{r.module}</td>
                <td data-col="analysis">{r.analysis}</td>
                <td data-col="count" className="text-end">
                  {formatCount(r.count)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-bold" data-testid="exception-month-total">
              <td colSpan={2}>Total</td>
              <td data-col="count" className="text-end">
                {formatCount(total)}
              </td>
            </tr>
          </tfoot>
        </Table>
      )}
    </ProfileModalFrame>
  );
}
