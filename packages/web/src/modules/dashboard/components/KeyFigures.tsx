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
  available,
  currency,
}: {
  scope: DashboardWidgetScope;
  links: WidgetLinks;
  /** The key figures the system's type can have (availableKeyFigures): the others are not drawn. */
  available: Record<keyof WidgetLinks, boolean>;
  /** The system's currency (its common currency). */
  currency: string;
}) {
  if (!Object.values(available).some(Boolean)) return null;
  return (
    <section className="mb-4" data-testid="key-figures">
      <h2 className="h5 mb-3">Key figures</h2>
      <div className="widget-grid">
        {available.backlog && <BacklogWidget scope={scope} link={links.backlog} />}
        {available.paidOnTime && (
          <PaidOnTimeWidget scope={scope} link={links.paidOnTime} currency={currency} />
        )}
        {available.dueDate && <DueDateWidget scope={scope} link={links.dueDate} />}
        {available.topVendors && <TopVendorsWidget scope={scope} link={links.topVendors} />}
        {available.exceptions && <ExceptionsWidget scope={scope} link={links.exceptions} />}
      </div>
    </section>
  );
}
