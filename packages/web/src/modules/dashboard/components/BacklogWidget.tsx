import { formatDate } from '@spendlens/domain';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { countAndValue, CountValueTable } from './CountValueTable';
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
                value={countAndValue(current, currency)}
                testId="widget-backlog-current"
              />
              {data.monthly_average && (
                <Fact
                  label="Monthly average"
                  value={countAndValue(data.monthly_average, currency)}
                  testId="widget-backlog-average"
                />
              )}
            </dl>
            <CountValueTable
              heading="Status"
              rows={current.statuses.map((s) => ({ ...s, label: s.generic_status ?? '(none)' }))}
              currency={currency}
              rowTestId="widget-backlog-status"
            />
          </>
        );
      }}
    </WidgetCard>
  );
}
