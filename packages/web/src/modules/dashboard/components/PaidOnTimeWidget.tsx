import { formatCount, formatCurrency, formatPercent } from '@spendlens/domain';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { OverviewFact as Fact } from './OverviewFact';
import { WidgetCard, WidgetEmpty } from './WidgetCard';

/**
 * The paid_on_time widget: of the invoices cleared in the newest month of the range, those paid by
 * their due date; the values in the system's currency, which is its common currency (the ingest's).
 */
export function PaidOnTimeWidget({
  scope,
  link,
  currency,
}: {
  scope: DashboardWidgetScope;
  link: string | undefined;
  currency: string;
}) {
  const widget = useDashboardWidget('paid_on_time', scope);
  return (
    <WidgetCard
      title="Paid on Time"
      subtitle="Invoices cleared in the newest month of the date range, paid on or before their due date."
      testId="widget-paid-on-time"
      query={widget}
      link={link ? { to: link, label: 'View Trends' } : undefined}
    >
      {(data) => {
        const month = data.month;
        if (!month) return <WidgetEmpty testId="widget-paid-on-time" />;
        return (
          <dl className="overview-facts mb-0">
            <Fact
              label={`Paid on time (${month.year_month})`}
              value={formatPercent(month.percentage_paid_on_time)}
              testId="widget-paid-on-time-percentage"
            />
            <Fact
              label="Invoices paid on time"
              value={`${formatCount(month.number_paid_on_time)} of ${formatCount(month.number_of_paid_invoices)}`}
              testId="widget-paid-on-time-count"
            />
            <Fact
              label="Value paid on time"
              value={`${formatCurrency(month.value_paid_on_time, currency)} of ${formatCurrency(month.value_of_paid_invoices, currency)}`}
              testId="widget-paid-on-time-value"
            />
          </dl>
        );
      }}
    </WidgetCard>
  );
}
