import type { SystemInfo } from '@spendlens/domain';
import { formatCount, formatCurrency, formatDate } from '@spendlens/domain';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import type { CrossSystemLinks } from '../utils/crossSystemLinks';
import { dataSpan } from '../utils/dataSpan';
import { OverviewFact as Fact } from './OverviewFact';

/**
 * A multi-system at a glance: the member systems it reads (those of the user's grant), each with its
 * type, last analysis, the vendors, invoices and net value posted in the date range (cross_system
 * widget), and a link to the member's own dashboard. A multi-system holds no data of its own.
 */
export function MultiSystemOverviewCard({
  system,
  members,
  scope,
  links,
}: {
  system: SystemInfo;
  members: SystemInfo[];
  scope: DashboardWidgetScope;
  links: CrossSystemLinks;
}) {
  const widget = useDashboardWidget('cross_system', scope);
  const figures = new Map((widget.data?.members ?? []).map((m) => [m.member_system, m] as const));
  const span = dataSpan(system);
  return (
    <Card className="overview-card mb-4" data-testid="system-overview">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {system.name}
        </Card.Title>
        <dl className="overview-facts mb-3">
          <Fact label="Kind" value="Multi-system" testId="system-kind" />
          <Fact label="Member systems" value={formatCount(members.length)} testId="member-count" />
          <Fact
            label="Last analysis"
            value={formatDate(system.last_analysis_date)}
            testId="last-analysis-date"
          />
          <Fact label="Data from" value={span} testId="date-span" />
        </dl>
        <p className="small text-body-secondary mb-2">
          A multi-system holds no data of its own: its pages read its member systems together. Open a member
          for its own dashboard and analyses.
        </p>
        <Table size="sm" className="mb-0" data-testid="member-systems">
          <thead>
            <tr>
              <th>System</th>
              <th>Type</th>
              <th>Last Analysis</th>
              <th className="text-end">Vendors with Invoices</th>
              <th className="text-end">Invoices</th>
              <th className="text-end">Net Value</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => {
              const f = figures.get(m.id);
              // a member without invoices in the range has no row: 0; '…' while reading, '-' when it failed
              const shown = (text: string) => (widget.isSuccess ? text : widget.isPending ? '…' : '-');
              return (
                <tr key={m.id} data-testid="member-system">
                  <td>
                    <Link to={links.member(m.id)} data-testid="member-system-link">
                      {m.name}
                    </Link>
                  </td>
                  <td className="text-uppercase small">{m.type}</td>
                  <td>{formatDate(m.last_analysis_date)}</td>
                  <td className="text-end">{shown(formatCount(f?.vendor_records ?? 0))}</td>
                  <td className="text-end">{shown(formatCount(f?.number_of_invoices ?? 0))}</td>
                  <td className="text-end">
                    {shown(formatCurrency(f?.net_value ?? 0, f?.common_currency ?? m.currency))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
