import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { countAndValue, CountValueTable } from './CountValueTable';
import { OverviewFact as Fact } from './OverviewFact';
import { WidgetCard, WidgetEmpty } from './WidgetCard';

/** The due_date widget: the open invoices by days to their due date, and those near or past due (under 7 days). */
export function DueDateWidget({ scope, link }: { scope: DashboardWidgetScope; link: string | undefined }) {
  const widget = useDashboardWidget('due_date', scope);
  return (
    <WidgetCard
      title="Due Dates of Open Invoices"
      subtitle="Open invoices by days to their due date; near or past due: fewer than 7 days left."
      testId="widget-due-date"
      query={widget}
      link={link ? { to: link, label: 'View the due date analysis' } : undefined}
    >
      {(data) => {
        if (data.total.number_of_invoices === 0) return <WidgetEmpty testId="widget-due-date" />;
        const currency = data.common_currency;
        return (
          <>
            <dl className="overview-facts mb-3">
              <Fact
                label="Near or past due"
                value={countAndValue(data.near_or_past_due, currency)}
                testId="widget-due-date-near"
              />
              <Fact
                label="All open"
                value={countAndValue(data.total, currency)}
                testId="widget-due-date-total"
              />
            </dl>
            <CountValueTable
              heading="Days to due date"
              rows={data.bins.map((b) => ({ ...b, label: b.days_to_due_date_bin ?? 'Unclear' }))}
              currency={currency}
              rowTestId="widget-due-date-bin"
            />
          </>
        );
      }}
    </WidgetCard>
  );
}
