import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { goodsReceiptLineColumns, goodsReceiptLineSelectSql } from './goods-receipt-line-columns';
import { grDateSql, masterJoinsSql } from './purchasing-sql';

/**
 * The goods-receipt entity (spec 02 §3 'Goods receipt'; drill-down lists of a PO line): every goods
 * movement line, counted or not (is_counted says which), with created_days (days from its entry date
 * to the as-of date) and, over the counted lines of its PO line, gr_count, gr_min_date and
 * gr_max_date (posting dates). Window aggregates, no per-row subqueries.
 */
export const goodsReceiptDetails: AnalysisDefinition = {
  module: 'material_document_header_line_items',
  analysis: 'goods_receipts',
  displayName: 'Goods Receipts',
  description:
    'Goods movement lines with their PO line and the receipt count and date range of that PO line.',
  sql: `
WITH lines AS (
  SELECT g.*,
    count(*) FILTER (WHERE g.is_counted) OVER po_line AS po_line_gr_count,
    min(${grDateSql('g')}) FILTER (WHERE g.is_counted) OVER po_line AS po_line_gr_min_date,
    max(${grDateSql('g')}) FILTER (WHERE g.is_counted) OVER po_line AS po_line_gr_max_date
  FROM canon.goods_receipts g
  WHERE g.system_id = $system_id
  WINDOW po_line AS (PARTITION BY g.po_number, g.po_line_item_number)
)
SELECT
  g.system_id::INTEGER AS system_id,${goodsReceiptLineSelectSql}
  coalesce(g.is_counted, false)::BOOLEAN AS is_counted,
  (${asOfDateSql} - g.created_date)::INTEGER AS created_days,
  (CASE WHEN g.po_number IS NULL THEN NULL ELSE g.po_line_gr_count END)::INTEGER AS gr_count,
  (CASE WHEN g.po_number IS NULL THEN NULL ELSE g.po_line_gr_min_date END)::DATE AS gr_min_date,
  (CASE WHEN g.po_number IS NULL THEN NULL ELSE g.po_line_gr_max_date END)::DATE AS gr_max_date
FROM lines g${masterJoinsSql('g.vendor_id', 'g.company_code')}`,
  columns: [
    ...goodsReceiptLineColumns,
    { name: 'is_counted', displayName: 'Counted Movement', dataType: 'yesno' },
    { name: 'created_days', displayName: 'Created Days', dataType: 'number' },
    // the PO line's, on each of its receipts
    { name: 'gr_count', displayName: 'GR Count (PO line)', dataType: 'number', total: 'none' },
    { name: 'gr_min_date', displayName: 'First GR Date (PO line)', dataType: 'date' },
    { name: 'gr_max_date', displayName: 'Last GR Date (PO line)', dataType: 'date' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'goods_receipts',
    moduleDisplayName: 'Goods Receipts',
    name: 'goods_receipts',
    displayName: 'Goods Receipts',
  },
  display: {
    defaultView: 'detail',
    summaryTable: {
      viewByList: [
        { name: 'movement_type', displayName: 'Movement Type' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'po_number', displayName: 'PO Number' },
      ],
      aggregate: [
        {
          col: 'document_number',
          fn: 'count',
          alias: 'number_of_lines',
          displayName: 'No. of Lines',
          dataType: 'number',
        },
        {
          col: 'signed_local_currency_amount',
          fn: 'sum',
          alias: 'local_value',
          displayName: 'Local Currency Value',
          dataType: 'currency',
        },
      ],
    },
  },
};
