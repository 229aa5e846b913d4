import { dashboardTopRows, formatCount, formatCurrency } from '@spendlens/domain';
import Table from 'react-bootstrap/Table';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { WidgetCard, WidgetEmpty } from './WidgetCard';

/** The top_vendors widget: the vendors of the largest spend in the date range. */
export function TopVendorsWidget({ scope, link }: { scope: DashboardWidgetScope; link: string | undefined }) {
  const widget = useDashboardWidget('top_vendors', scope);
  return (
    <WidgetCard
      title={`Top ${dashboardTopRows} Vendors by Spend`}
      subtitle="Net value of the invoice documents posted in the date range (credits and reversals netted)."
      testId="widget-top-vendors"
      query={widget}
      link={link ? { to: link, label: 'View the Top 25 Vendors' } : undefined}
    >
      {(data) =>
        data.vendors.length === 0 ? (
          <WidgetEmpty testId="widget-top-vendors" />
        ) : (
          <Table size="sm" className="mb-0">
            <thead>
              <tr>
                <th>Vendor</th>
                <th className="text-end">Documents</th>
                <th className="text-end">Spend</th>
              </tr>
            </thead>
            <tbody>
              {data.vendors.map((v) => (
                <tr key={v.vendor_id} data-testid="widget-top-vendor">
                  <td>{v.vendor_name ? `${v.vendor_id} ${v.vendor_name}` : v.vendor_id}</td>
                  <td className="text-end">{formatCount(v.number_of_documents)}</td>
                  <td className="text-end">{formatCurrency(v.spend, data.common_currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )
      }
    </WidgetCard>
  );
}
