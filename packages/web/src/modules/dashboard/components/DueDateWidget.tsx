import { formatCount, formatCurrency } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
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
                value={`${formatCount(data.near_or_past_due.number_of_invoices)} · ${formatCurrency(data.near_or_past_due.value_of_invoices, currency)}`}
                testId="widget-due-date-near"
              />
              <Fact
                label="All open"
                value={`${formatCount(data.total.number_of_invoices)} · ${formatCurrency(data.total.value_of_invoices, currency)}`}
                testId="widget-due-date-total"
              />
            </dl>
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  <th>Days to due date</th>
                  <th className="text-end">Invoices</th>
                  <th className="text-end">Value</th>
                </tr>
              </thead>
              <tbody>
                {data.bins.map((b) => (
                  <tr key={b.days_to_due_date_bin ?? ''} data-testid="widget-due-date-bin">
                    <td>{b.days_to_due_date_bin ?? 'Unclear'}</td>
                    <td className="text-end">{formatCount(b.number_of_invoices)}</td>
                    <td className="text-end">{formatCurrency(b.value_of_invoices, currency)}</td>
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
