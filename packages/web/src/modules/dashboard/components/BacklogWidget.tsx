import { formatCount, formatCurrency, formatDate } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { OverviewFact as Fact } from './OverviewFact';
import { WidgetCard, WidgetEmpty } from './WidgetCard';

/**
 * The invoice_backlog widget: the open invoices at the newest month end of the range (Current
 * Backlog) and the mean of the last 2 month ends (Monthly Average), the current one per status.
 */
export function BacklogWidget({ scope, link }: { scope: DashboardWidgetScope; link: string | undefined }) {
  const widget = useDashboardWidget('invoice_backlog', scope);
  return (
    <WidgetCard
      title="Invoice Backlog"
      subtitle="Open invoices at the month end, the last 2 month ends of the date range."
      testId="widget-backlog"
      query={widget}
      link={link ? { to: link, label: 'View the backlog trend' } : undefined}
    >
      {(data) => {
        const current = data.current;
        if (!current) return <WidgetEmpty testId="widget-backlog" />;
        const currency = data.common_currency;
        return (
          <>
            <dl className="overview-facts mb-3">
              <Fact
                label={`Current backlog (${formatDate(current.snapshot_date)})`}
                value={`${formatCount(current.number_of_invoices)} · ${formatCurrency(current.value_of_invoices, currency)}`}
                testId="widget-backlog-current"
              />
              {data.monthly_average && (
                <Fact
                  label="Monthly average"
                  value={`${formatCount(data.monthly_average.number_of_invoices)} · ${formatCurrency(data.monthly_average.value_of_invoices, currency)}`}
                  testId="widget-backlog-average"
                />
              )}
            </dl>
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  <th>Status</th>
                  <th className="text-end">Invoices</th>
                  <th className="text-end">Value</th>
                </tr>
              </thead>
              <tbody>
                {current.statuses.map((s) => (
                  <tr key={s.generic_status ?? ''} data-testid="widget-backlog-status">
                    <td>{s.generic_status ?? '(none)'}</td>
                    <td className="text-end">{formatCount(s.number_of_invoices)}</td>
                    <td className="text-end">{formatCurrency(s.value_of_invoices, currency)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        );
      }}
    </WidgetCard>
  );
}
