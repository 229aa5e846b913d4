import { formatCount, formatPercent } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { OverviewFact as Fact } from './OverviewFact';
import { WidgetCard, WidgetEmpty } from './WidgetCard';

const share = (exceptions: number, transactions: number) =>
  transactions > 0 ? formatPercent((100 * exceptions) / transactions) : '-';

/**
 * The exceptions and exceptions_trend widgets: the exceptions of every analysis with an exception
 * rule in the date range, the analyses with the most, and the last 7 months with exceptions.
 */
export function ExceptionsWidget({ scope, link }: { scope: DashboardWidgetScope; link: string | undefined }) {
  const widget = useDashboardWidget('exceptions', scope);
  const trend = useDashboardWidget('exceptions_trend', scope);
  return (
    <WidgetCard
      title="Exceptions"
      subtitle="Rows of the analyses with an exception rule in the date range that break it."
      testId="widget-exceptions"
      query={widget}
      link={link ? { to: link, label: 'View the vendor ranking' } : undefined}
    >
      {(data) =>
        data.total.transactions === 0 ? (
          <WidgetEmpty testId="widget-exceptions" />
        ) : (
          <>
            <dl className="overview-facts mb-3">
              <Fact
                label="Exceptions"
                value={`${formatCount(data.total.exceptions)} of ${formatCount(data.total.transactions)} (${share(data.total.exceptions, data.total.transactions)})`}
                testId="widget-exceptions-total"
              />
            </dl>
            {trend.data && trend.data.months.length > 0 && (
              <p className="small text-body-secondary" data-testid="widget-exceptions-trend">
                Last months:{' '}
                {trend.data.months.map((m) => `${m.year_month} ${formatCount(m.exceptions)}`).join(' · ')}
              </p>
            )}
            <Table size="sm" className="mb-0">
              <thead>
                <tr>
                  <th>Analysis</th>
                  <th className="text-end">Exceptions</th>
                  <th className="text-end">Share</th>
                </tr>
              </thead>
              <tbody>
                {data.analyses.map((a) => (
                  <tr key={`${a.module}/${a.analysis}`} data-testid="widget-exceptions-analysis">
                    <td>{a.display_name ?? a.analysis}</td>
                    <td className="text-end">{formatCount(a.exceptions)}</td>
                    <td className="text-end">{share(a.exceptions, a.transactions)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )
      }
    </WidgetCard>
  );
}
