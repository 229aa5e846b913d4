import type { AnalysisDefinition } from '../../catalogue-types';
import { quarterSql } from '../shared-sql';
import {
  purchaseOrderColumns,
  purchaseOrderSelectSql,
  purchaseOrdersPageModule,
} from './purchase-order-columns';
import { masterJoinsSql } from './purchasing-sql';

/**
 * Average PO value by quarter (spec 02 'average PO value chart forces quarter'): one row per purchase
 * order that is not deleted, with the quarter and year of its document date; the chart takes the mean
 * common amount per quarter, so the average is over POs, not over items.
 */
export const averagePoValueByQuarter: AnalysisDefinition = {
  module: 'pos',
  analysis: 'average_po_value',
  displayName: 'Average PO Value by Quarter',
  description:
    'The mean common-currency value of purchase orders (not deleted) per quarter of the document date.',
  sql: `
SELECT
  p.system_id::INTEGER AS system_id,${purchaseOrderSelectSql}
  ${quarterSql('p.document_date')}::VARCHAR AS quarter,
  year(p.document_date)::INTEGER AS year
FROM canon.purchase_orders p${masterJoinsSql('p.vendor_id', 'p.company_code')}
WHERE p.system_id = $system_id AND coalesce(p.po_status, '') <> 'DELETED' AND p.document_date IS NOT NULL`,
  columns: [
    ...purchaseOrderColumns,
    { name: 'quarter', displayName: 'Quarter', dataType: 'string' },
    { name: 'year', displayName: 'Year', dataType: 'number', format: 'code' },
  ],
  dateColumn: 'document_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...purchaseOrdersPageModule, name: 'average_po_value', displayName: 'Average PO Value by Quarter' },
  display: {
    defaultView: 'chart',
    summaryTable: {
      viewByList: [
        { name: 'quarter', displayName: 'Quarter' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'po_number',
          fn: 'count',
          alias: 'number_of_pos',
          displayName: 'No. of POs',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'total_value',
          displayName: 'Total Value',
          dataType: 'currency',
        },
        {
          col: 'common_amount',
          fn: 'mean',
          alias: 'average_value',
          displayName: 'Avg. PO Value',
          dataType: 'currency',
        },
      ],
      sortField: 'quarter',
    },
    chart: {
      kind: 'bar',
      x: 'quarter',
      measures: [{ col: 'common_amount', fn: 'mean', alias: 'average_value', displayName: 'Avg. PO Value' }],
    },
    helpAlert: {
      text: 'The average value of purchase orders (deleted ones excluded) per quarter of the PO document date, in the system currency.',
      variant: 'info',
    },
  },
};
