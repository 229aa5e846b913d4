import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { purchaseOrdersPageModule } from './purchase-order-columns';
import { masterColumns, masterSelectSql } from './purchasing-columns';
import { grByPoLineCte, masterJoinsSql } from './purchasing-sql';

/**
 * Aged invoices without goods receipt (spec 02 'Aged invoices without goods receipt'): one row per
 * invoice line of a PO invoice (PO-INVOICE, not reversed) whose PO line has no goods received — no
 * counted movement, or counted movements that net to nothing (a 101 and its 102, a full 122 return).
 * A line without PO item number (FI vendor line with EBELN only) is matched on the whole PO.
 * A PO item that expects no goods receipt (EKPO-WEPOS blank) is left out.
 * invoice_age is the days from the invoice date to the as-of date; the page's 'Invoice Age
 * threshold' slider (90–360) filters on it. A row is an exception from the slider's default, 90 days.
 */
export const invoicesWithoutGoodsReceipt: AnalysisDefinition = {
  module: 'pos',
  analysis: 'invoices_without_gr',
  displayName: 'Aged Invoices without Goods Receipt',
  description:
    'PO invoice lines whose purchase order line has no goods receipt, with the age of the invoice.',
  sql: `
WITH ${grByPoLineCte},
gr_by_po AS (
  SELECT po_number, sum(gr_count) AS gr_count, sum(gr_quantity) AS gr_quantity, sum(gr_value) AS gr_value
  FROM gr_by_po_line GROUP BY po_number
),
lines AS (
  SELECT l.*, i.invoice_date AS header_invoice_date, i.posting_date, i.external_invoice_id AS header_external_invoice_id,
    CASE WHEN l.po_line_item_number IS NULL THEN coalesce(gp.gr_count, 0) ELSE coalesce(gl.gr_count, 0) END AS gr_count,
    CASE WHEN l.po_line_item_number IS NULL THEN gp.gr_quantity ELSE gl.gr_quantity END AS gr_quantity,
    CASE WHEN l.po_line_item_number IS NULL THEN gp.gr_value ELSE gl.gr_value END AS gr_value
  FROM canon.invoice_lines l
  JOIN canon.invoices i ON i.system_id = $system_id AND i.internal_invoice_id = l.internal_invoice_id
  LEFT JOIN gr_by_po_line gl ON gl.po_number = l.po_number AND gl.po_line_item_number = l.po_line_item_number
  LEFT JOIN gr_by_po gp ON gp.po_number = l.po_number
  LEFT JOIN canon.purchase_order_items pi ON pi.system_id = $system_id AND pi.po_number = l.po_number
    AND pi.po_line_item_number = l.po_line_item_number
  WHERE l.system_id = $system_id AND l.po_number IS NOT NULL
    AND i.derived_document_type = 'PO-INVOICE' AND NOT coalesce(i.is_reversed, false)
    -- a PO item that expects no goods receipt (EKPO-WEPOS blank: services, ...) is never "without GR";
    -- an item not found in the extract is kept
    AND coalesce(pi.gr_expected, true)
)
SELECT
  l.system_id::INTEGER AS system_id,${masterSelectSql('l.company_code', 'l.vendor_id')}
  l.internal_invoice_id::VARCHAR AS internal_invoice_id,
  coalesce(l.external_invoice_id, l.header_external_invoice_id)::VARCHAR AS external_invoice_id,
  l.invoice_line_item_number::INTEGER AS invoice_line_item_number,
  coalesce(l.invoice_date, l.header_invoice_date)::DATE AS invoice_date,
  l.posting_date::DATE AS posting_date,
  l.po_number::VARCHAR AS po_number,
  l.po_line_item_number::VARCHAR AS po_line_item_number,
  l.material_number::VARCHAR AS material_number,
  l.quantity::DECIMAL(18,3) AS quantity,
  l.document_currency::VARCHAR AS currency,
  l.line_item_signed_amount::DECIMAL(18,2) AS line_item_signed_amount,
  l.common_currency::VARCHAR AS common_currency,
  l.line_item_signed_common_amount::DECIMAL(18,2) AS line_item_signed_common_amount,
  l.gr_count::INTEGER AS gr_count,
  (${asOfDateSql} - coalesce(l.invoice_date, l.header_invoice_date))::INTEGER AS invoice_age
FROM lines l${masterJoinsSql('l.vendor_id', 'l.company_code')}
WHERE NOT (coalesce(l.gr_quantity, 0) > 0 OR coalesce(l.gr_value, 0) > 0)`,
  columns: [
    ...masterColumns,
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'invoice_line_item_number', displayName: 'Invoice Line', dataType: 'number' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
    { name: 'po_line_item_number', displayName: 'PO Line Item', dataType: 'string' },
    { name: 'material_number', displayName: 'Material', dataType: 'string' },
    { name: 'quantity', displayName: 'Quantity', dataType: 'number' },
    { name: 'currency', displayName: 'Currency', dataType: 'string' },
    { name: 'line_item_signed_amount', displayName: 'Amount', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    {
      name: 'line_item_signed_common_amount',
      displayName: 'Common Amount',
      dataType: 'currency',
      noSort: true,
      noFilter: true,
    },
    { name: 'gr_count', displayName: 'No. of GR Lines', dataType: 'number' },
    { name: 'invoice_age', displayName: 'Invoice Age (days)', dataType: 'number' },
  ],
  dateColumn: 'invoice_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    ...purchaseOrdersPageModule,
    name: 'invoices_without_gr',
    displayName: 'Aged Invoices without Goods Receipt',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'po_number', displayName: 'PO Number' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'nunique',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_lines',
          displayName: 'No. of Invoice Lines',
          dataType: 'number',
        },
        {
          col: 'line_item_signed_common_amount',
          fn: 'sum',
          alias: 'total_value',
          displayName: 'Total Value',
          dataType: 'currency',
        },
        {
          col: 'invoice_age',
          fn: 'max',
          alias: 'max_invoice_age',
          displayName: 'Max Invoice Age (days)',
          dataType: 'number',
        },
      ],
      sortField: 'total_value',
    },
    helpAlert: {
      text: 'Lines of PO invoices whose purchase order line has no goods receipt (none, or receipts fully reversed or returned). Use the Invoice Age threshold to show invoices at least that many days old, counted to the latest invoice date of the system.',
      variant: 'warning',
    },
  },
  finding: {
    kind: 'invoice_without_gr',
    key: ['internal_invoice_id', 'invoice_line_item_number'],
    evidence: ['po_number', 'po_line_item_number', 'line_item_signed_amount', 'gr_count'],
    label:
      "'Invoice ' || coalesce(external_invoice_id, internal_invoice_id) || ' line ' || invoice_line_item_number || ': no goods receipt'",
  },
  exception: { condition: 'invoice_age >= 90', weight: 6 },
};
