import { formatCount, formatCurrency } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';

/** A widget's rows of invoices: a label, their number and their value. */
export function CountValueTable({
  heading,
  rows,
  currency,
  rowTestId,
}: {
  heading: string;
  rows: { label: string; number_of_invoices: number; value_of_invoices: number }[];
  currency: string | null;
  rowTestId: string;
}) {
  return (
    <Table size="sm" className="mb-0">
      <thead>
        <tr>
          <th>{heading}</th>
          <th className="text-end">Invoices</th>
          <th className="text-end">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label} data-testid={rowTestId}>
            <td>{r.label}</td>
            <td className="text-end">{formatCount(r.number_of_invoices)}</td>
            <td className="text-end">{formatCurrency(r.value_of_invoices, currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** '850 · €10,260,446.60': a number of invoices and their value. */
export function countAndValue(
  totals: { number_of_invoices: number; value_of_invoices: number },
  currency: string | null,
): string {
  return `${formatCount(totals.number_of_invoices)} · ${formatCurrency(totals.value_of_invoices, currency)}`;
}
