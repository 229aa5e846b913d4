import { dashboardTopRows, formatCount, formatCurrency } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import type { CrossSystemLinks } from '../utils/crossSystemLinks';
import { WidgetCard, WidgetEmpty } from './WidgetCard';

const link = (to: string | undefined, label: string) => (to ? { to, label } : undefined);

/**
 * A multi-system's key figures (the cross_system widget, over the member systems the user holds):
 * vendors matched across the members and how many of those pairs conflict, by kind; invoices booked
 * in two members and those paid in both; the vendors shared by members with the largest net value.
 * Each card links to its cross-system page.
 */
export function CrossSystemFigures({
  scope,
  links,
}: {
  scope: DashboardWidgetScope;
  links: CrossSystemLinks;
}) {
  const widget = useDashboardWidget('cross_system', scope);
  return (
    <section className="mb-4" data-testid="cross-system-figures">
      <h2 className="h5 mb-3">Key figures across systems</h2>
      <div className="widget-grid">
        <WidgetCard
          title="Vendors Across Systems"
          subtitle="Vendor records of two systems matched as one vendor (master data: all dates), and the pairs whose master data differ."
          testId="widget-vendor-pairs"
          query={widget}
          link={link(links.dataQuality ?? links.vendorMatches, 'View Cross-System Data Quality')}
        >
          {({ vendor_pairs: p }) =>
            p.pairs === 0 ? (
              <WidgetEmpty testId="widget-vendor-pairs" />
            ) : (
              <Table size="sm" className="mb-0">
                <tbody>
                  {(
                    [
                      ['Matched pairs', p.pairs, 'pairs'],
                      ['With a conflict', p.with_conflicts, 'with-conflicts'],
                      ['Different bank details', p.different_bank_details, 'bank'],
                      ['Different payment terms', p.different_payment_terms, 'terms'],
                      ['Different address', p.different_address, 'address'],
                      ['Blocked in one system only', p.different_block, 'block'],
                    ] as const
                  ).map(([label, n, id]) => (
                    <tr key={id}>
                      <th scope="row" className="fw-normal">
                        {label}
                      </th>
                      <td className="text-end" data-testid={`vendor-pairs-${id}`}>
                        {formatCount(n)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </WidgetCard>
        <WidgetCard
          title="Duplicate Invoices Across Systems"
          subtitle="The same invoice booked in two systems (invoice date in system A in the date range), and those paid in both."
          testId="widget-duplicates-across"
          query={widget}
          link={link(links.duplicateInvoices, 'View Duplicate Invoices Across Systems')}
        >
          {({ duplicate_invoices: rows }) =>
            rows.length === 0 ? (
              <WidgetEmpty testId="widget-duplicates-across" />
            ) : (
              <Table size="sm" className="mb-0">
                <thead>
                  <tr>
                    <th />
                    <th className="text-end">Invoices</th>
                    <th className="text-end">Value</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.flatMap((r) => [
                    <tr key={`${r.common_currency}-all`} data-testid="duplicates-across-found">
                      <th scope="row" className="fw-normal">
                        Booked in two systems
                      </th>
                      <td className="text-end">{formatCount(r.pairs)}</td>
                      <td className="text-end">{formatCurrency(r.value, r.common_currency)}</td>
                    </tr>,
                    <tr key={`${r.common_currency}-paid`} data-testid="duplicates-across-paid">
                      <th scope="row" className="fw-normal">
                        Paid in both
                      </th>
                      <td className="text-end">{formatCount(r.paid_in_both_pairs)}</td>
                      <td className="text-end">{formatCurrency(r.paid_in_both_value, r.common_currency)}</td>
                    </tr>,
                  ])}
                </tbody>
              </Table>
            )
          }
        </WidgetCard>
        <WidgetCard
          title={`Top ${dashboardTopRows} Shared Vendors`}
          subtitle="Vendors held by two or more systems, by net value of their invoices and credits posted in the date range in all of them."
          testId="widget-shared-vendors"
          query={widget}
          link={link(links.vendorSummary, 'View the Vendor Summary Across Systems')}
        >
          {({ top_vendors: rows }) =>
            rows.length === 0 ? (
              <WidgetEmpty testId="widget-shared-vendors" />
            ) : (
              <Table size="sm" className="mb-0">
                <thead>
                  <tr>
                    <th>Vendor</th>
                    <th className="text-end">Systems</th>
                    <th className="text-end">Net Value</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((v) => (
                    <tr key={`${v.cross_vendor_id}-${v.common_currency}`} data-testid="widget-shared-vendor">
                      <td>{v.vendor_name ?? v.cross_vendor_id}</td>
                      <td className="text-end">{formatCount(v.systems)}</td>
                      <td className="text-end">{formatCurrency(v.net_value, v.common_currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </WidgetCard>
      </div>
    </section>
  );
}
