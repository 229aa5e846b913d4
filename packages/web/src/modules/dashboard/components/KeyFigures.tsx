import type { DashboardWidgetScope } from '../hooks/useDashboardWidget';
import type { WidgetLinks } from '../utils/widgetLinks';
import { BacklogWidget } from './BacklogWidget';
import { DueDateWidget } from './DueDateWidget';
import { ExceptionsWidget } from './ExceptionsWidget';
import { PaidOnTimeWidget } from './PaidOnTimeWidget';
import { TopVendorsWidget } from './TopVendorsWidget';

/**
 * The dashboard's key figures for the selection (company code and date range; dashboards ignore the
 * account groups): the invoice backlog, invoices paid on time, due dates of the open invoices, the
 * top vendors by spend and the exceptions, each linking to the page that shows it in full.
 */
export function KeyFigures({
  scope,
  links,
  currency,
}: {
  scope: DashboardWidgetScope;
  links: WidgetLinks;
  /** The system's currency (its common currency). */
  currency: string;
}) {
  return (
    <section className="mb-4" data-testid="key-figures">
      <h2 className="h5 mb-3">Key figures</h2>
      <div className="widget-grid">
        <BacklogWidget scope={scope} link={links.backlog} />
        <PaidOnTimeWidget scope={scope} link={links.paidOnTime} currency={currency} />
        <DueDateWidget scope={scope} link={links.dueDate} />
        <TopVendorsWidget scope={scope} link={links.topVendors} />
        <ExceptionsWidget scope={scope} link={links.exceptions} />
      </div>
    </section>
  );
}
