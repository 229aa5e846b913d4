import { formatCount, formatCurrency, type SummaryRequestInput } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useSummaryRows } from '../hooks/useSummaryRows';
import { amountSummaryFigures } from '../utils/profileListQuery';

/**
 * An invoice or payment summary of a profile (spec 03 §3 'Invoice and payment summary'): per common
 * currency, the number of documents and their total, mean, median, least and greatest amount, over
 * every document of the vendor or company code in the user's grant.
 */
export function AmountSummary({
  title,
  payload,
  testId,
}: {
  title: string;
  payload: SummaryRequestInput;
  testId: string;
}) {
  const answer = useSummaryRows(payload);
  const rows = answer.data?.data ?? [];
  if (answer.isPending || answer.isError || rows.length === 0) return null;
  return (
    <div className="mb-2" data-testid={testId}>
      <Table size="sm" bordered className="mb-0 w-auto small">
        <thead>
          <tr>
            <th>{title}</th>
            <th className="text-end">Number</th>
            {amountSummaryFigures.map((f) => (
              <th key={f.alias} className="text-end">
                {f.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => {
            const currency = r['common_currency'] === null ? null : String(r['common_currency']);
            return (
              <tr key={i} data-currency={currency ?? ''}>
                <td>{currency ?? '-'}</td>
                <td className="text-end" data-figure="number_of_documents">
                  {formatCount(r['number_of_documents'] as number)}
                </td>
                {amountSummaryFigures.map((f) => (
                  <td key={f.alias} className="text-end" data-figure={f.alias}>
                    {formatCurrency(r[f.alias] as number, currency)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
