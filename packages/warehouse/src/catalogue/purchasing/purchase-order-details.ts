import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql, quarterSql } from '../shared-sql';
import {
  purchaseOrderColumns,
  purchaseOrderSelectSql,
  purchaseOrdersPageModule,
} from './purchase-order-columns';
import { masterJoinsSql } from './purchasing-sql';

/**
 * The purchase-order entity (spec 02 §3 'Purchase order', module pos): every PO header, deleted ones
 * included (po_status says so), with item_count, created_days (days from its creation to the as-of
 * date) and its document-date quarter.
 */
export const purchaseOrderDetails: AnalysisDefinition = {
  module: 'pos',
  analysis: 'purchase_orders',
  displayName: 'Purchase Orders',
  description: 'Purchase order headers with vendor, terms, organisation, status and value.',
  sql: `
SELECT
  p.system_id::INTEGER AS system_id,${purchaseOrderSelectSql}
  p.item_count::INTEGER AS item_count,
  (${asOfDateSql} - p.created_date)::INTEGER AS created_days,
  ${quarterSql('p.document_date')}::VARCHAR AS quarter
FROM canon.purchase_orders p${masterJoinsSql('p.vendor_id', 'p.company_code')}
WHERE p.system_id = $system_id`,
  columns: [
    ...purchaseOrderColumns,
    { name: 'item_count', displayName: 'No. of Items', dataType: 'number' },
    { name: 'created_days', displayName: 'Created Days', dataType: 'number' },
    { name: 'quarter', displayName: 'Quarter', dataType: 'string' },
  ],
  dateColumn: 'document_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...purchaseOrdersPageModule, name: 'purchase_orders', displayName: 'Purchase Orders' },
  display: {
    defaultView: 'detail',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'po_status', displayName: 'PO Status' },
        { name: 'purchasing_org', displayName: 'Purchasing Org' },
        { name: 'created_by', displayName: 'Created By' },
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
      ],
    },
  },
};
