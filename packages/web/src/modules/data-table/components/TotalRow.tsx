import type { Row } from '@spendlens/domain';
import type { TableColumn } from '../types/TableState';
import { formatCell } from '../utils/formatCell';

/** The total row (spec 01 §2): 'Total' in the first cell, then the cells the server's totals hold (a column's TotalRule: blank for a mean, a rank, an age…). */
export function TotalRow({
  columns,
  totals,
  currency,
  leading,
  trailing = false,
}: {
  columns: readonly TableColumn[];
  totals: Row;
  currency: string | null | undefined;
  leading: boolean;
  /** A row-action column follows the data columns. */
  trailing?: boolean;
}) {
  // the server forms a cell only where the column's Total rule gives one (a mean of days too)
  const has = (c: TableColumn) => totals[c.name] !== undefined && totals[c.name] !== null;
  return (
    <tr className="fw-semibold table-light" data-testid="total-row">
      {leading && <td />}
      {columns.map((c, i) => (
        <td key={c.name} className={i > 0 && has(c) ? 'text-end' : undefined}>
          {i === 0 ? 'Total' : has(c) ? formatCell(totals[c.name], c.dataType, currency, c.format) : ''}
        </td>
      ))}
      {trailing && <td />}
    </tr>
  );
}
