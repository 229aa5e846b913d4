import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { goodsReceiptLineColumns, goodsReceiptLineSelectSql } from './goods-receipt-line-columns';
import { grAgeBins, grDateSql, lowerEdgeBinSql, masterJoinsSql } from './purchasing-sql';

/**
 * Goods receipts without invoice (spec 02 'Goods receipts without invoice', module
 * material_document_header_line_items, analysis no_invoice): every counted goods-movement line of a
 * PO line that no invoice line references, with its age of receipt (days before the as-of date) and
 * age bin. Reversed lines and the lines reversing them cancel out and are left out; returns (122,
 * 161 …) stay, negative. A row is an exception when it received value (a positive line).
 */
export const goodsReceiptsWithoutInvoice: AnalysisDefinition = {
  module: 'material_document_header_line_items',
  analysis: 'no_invoice',
  displayName: 'Goods Receipts without Invoice',
  description: 'Goods receipt lines of PO lines against which no invoice has been posted, by age of receipt.',
  sql: `
WITH invoiced AS (
  SELECT DISTINCT po_number, po_line_item_number
  FROM canon.invoice_lines
  WHERE system_id = $system_id AND po_number IS NOT NULL
)
SELECT
  g.system_id::INTEGER AS system_id,${goodsReceiptLineSelectSql}
  (${asOfDateSql} - ${grDateSql('g')})::INTEGER AS gr_age_days,
  (${lowerEdgeBinSql(`(${asOfDateSql} - ${grDateSql('g')})`, grAgeBins)})::VARCHAR AS gr_age_bin
FROM canon.goods_receipts g
ANTI JOIN invoiced i ON i.po_number = g.po_number AND i.po_line_item_number = g.po_line_item_number${masterJoinsSql('g.vendor_id', 'g.company_code')}
WHERE g.system_id = $system_id AND g.is_counted AND g.po_number IS NOT NULL
  AND NOT coalesce(g.is_reversed, false) AND g.reversal_document_no IS NULL`,
  columns: [
    ...goodsReceiptLineColumns,
    { name: 'gr_age_days', displayName: 'Age of Receipt (days)', dataType: 'number' },
    {
      name: 'gr_age_bin',
      displayName: 'Age of Receipt',
      dataType: 'string',
      order: grAgeBins.map((bin) => bin.label),
    },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'goods_receipts',
    moduleDisplayName: 'Goods Receipts',
    name: 'no_invoice',
    displayName: 'Goods Receipts without Invoice',
  },
  display: {
    defaultView: 'chart',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'gr_age_bin', displayName: 'Age of Receipt' },
        { name: 'movement_type', displayName: 'Movement Type' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'document_number',
          fn: 'count',
          alias: 'number_of_gr_line_items',
          displayName: 'No. of GR Line Items',
          dataType: 'number',
        },
        {
          col: 'signed_line_item_common_amount',
          fn: 'sum',
          alias: 'total_value',
          displayName: 'Total Value',
          dataType: 'currency',
        },
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
      ],
      sortField: 'total_value',
    },
    chart: {
      kind: 'bar_line',
      x: 'gr_age_bin',
      measures: [
        { col: 'signed_line_item_common_amount', fn: 'sum', alias: 'total_value', displayName: 'Value' },
        { col: 'vendor_id', fn: 'nunique', alias: 'number_of_vendors', displayName: 'No. of Vendors' },
      ],
    },
    helpAlert: {
      text: 'Goods receipt lines (counted movement types) of PO lines with no invoice line at all. Reversed receipts and their reversals are left out; returns show as negative lines. Age of receipt is counted to the latest invoice date of the system.',
      variant: 'info',
    },
  },
  finding: {
    kind: 'gr_not_invoiced',
    key: ['document_number', 'fiscal_year', 'line_number'],
    evidence: ['signed_line_item_common_amount', 'quantity'],
    label:
      "'Goods receipt ' || document_number || '/' || line_number || ' of PO ' || coalesce(po_number, '-') || ': not invoiced'",
  },
  exception: { condition: 'signed_line_item_common_amount > 0', weight: 3 },
};
