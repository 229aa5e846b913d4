import { formatCount, formatCurrency, type DashboardWidgetData } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';

/** The duplicate_payments widget's company codes: found, confirmed and recovered over the months shown. */
export function DuplicatePaymentsCompanyCodes({
  companyCodes,
  currency,
}: {
  companyCodes: DashboardWidgetData<'duplicate_payments'>['company_codes'];
  currency: string | null;
}) {
  return (
    <Table size="sm" responsive className="mt-3 mb-0" data-testid="duplicate-payments-company-codes">
      <thead>
        <tr>
          <th>Company Code</th>
          <th className="text-end">Found</th>
          <th className="text-end">Value Found</th>
          <th className="text-end">Confirmed</th>
          <th className="text-end">Value Confirmed</th>
          <th className="text-end">Recovered</th>
        </tr>
      </thead>
      <tbody>
        {companyCodes.map((c) => (
          <tr key={c.company_code} data-testid="duplicate-payments-company-code">
            <td>{c.company_name ? `${c.company_code} ${c.company_name}` : c.company_code}</td>
            <td className="text-end">{formatCount(c.found_findings)}</td>
            <td className="text-end">{formatCurrency(c.found_value, currency)}</td>
            <td className="text-end">{formatCount(c.confirmed_findings)}</td>
            <td className="text-end">{formatCurrency(c.confirmed_value, currency)}</td>
            <td className="text-end">{formatCurrency(c.recovered_value, currency)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
