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
  // a year or document number (format 'code') names, it does not count: never summed
  const summable = (c: TableColumn) =>
    (c.dataType === 'currency' || c.dataType === 'number') && c.format !== 'code';
  return (
    <tr className="fw-semibold table-light" data-testid="total-row">
      {leading && <td />}
      {columns.map((c, i) => (
        <td key={c.name} className={summable(c) ? 'text-end' : undefined}>
          {i === 0
            ? 'Total'
            : summable(c) && totals[c.name] !== undefined
              ? formatCell(totals[c.name], c.dataType, currency)
              : ''}
        </td>
      ))}
      {trailing && <td />}
    </tr>
  );
}
