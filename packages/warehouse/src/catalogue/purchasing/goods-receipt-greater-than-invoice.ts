import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { masterColumns, masterSelectSql } from './purchasing-columns';
import {
  grAgeBins,
  grByPoLineCte,
  invoicedByPoLineCte,
  uninvoicedValueSql,
  lowerEdgeBinSql,
  masterJoinsSql,
} from './purchasing-sql';

/**
 * Goods receipt greater than invoice (spec 02 'Goods receipt greater than invoice'): one row per PO
 * line that has been invoiced (at least one invoice line) but for less than was received, measured by
 * `uninvoicedValueSql` (value_difference > 0): net counted GR quantity above the net invoiced quantity,
 * or — when the invoice lines have no quantity (FI vendor lines) — local GR value above local invoiced
 * value. PO lines never invoiced are the 'Goods receipts without invoice' page. gr_age_days
 * is the age of the latest receipt (the line's minimum GR age) for the 'Min GR Age (days)' bins.
 */
export const goodsReceiptGreaterThanInvoice: AnalysisDefinition = {
  module: 'pos',
  analysis: 'gr_greater_than_invoice',
  displayName: 'Goods Receipt Greater than Invoice',
  description:
    'Invoiced PO lines whose goods receipts exceed what has been invoiced, by quantity (else by value).',
  sql: `
WITH ${grByPoLineCte},
${invoicedByPoLineCte},
lines AS (
  SELECT g.*, i.invoice_line_count, i.invoice_count, i.invoiced_quantity, i.invoiced_value,
    i.invoiced_local_value,
    poi.company_code AS po_company_code, poi.vendor_id AS po_vendor_id, poi.material_number AS po_material_number,
    ${asOfDateSql} - g.gr_max_date AS gr_age_days
  FROM gr_by_po_line g
  JOIN invoiced_by_po_line i USING (po_number, po_line_item_number)
  LEFT JOIN canon.purchase_order_items poi ON poi.system_id = $system_id
    AND poi.po_number = g.po_number AND poi.po_line_item_number = g.po_line_item_number
),
differences AS (
  SELECT *, ${uninvoicedValueSql} AS value_difference FROM lines
)
SELECT
  $system_id::INTEGER AS system_id,${masterSelectSql('coalesce(l.po_company_code, l.company_code)', 'coalesce(l.po_vendor_id, l.vendor_id)')}
  l.po_number::VARCHAR AS po_number,
  l.po_line_item_number::VARCHAR AS po_line_item_number,
  coalesce(l.po_material_number, l.material_number)::VARCHAR AS material_number,
  l.gr_count::INTEGER AS gr_count,
  l.gr_min_date::DATE AS gr_min_date,
  l.gr_max_date::DATE AS gr_max_date,
  l.gr_age_days::INTEGER AS gr_age_days,
  (${lowerEdgeBinSql('l.gr_age_days', grAgeBins)})::VARCHAR AS gr_age_bin,
  l.invoice_line_count::INTEGER AS invoice_line_count,
  l.invoice_count::INTEGER AS invoice_count,
  l.gr_quantity::DECIMAL(18,3) AS gr_quantity,
  l.invoiced_quantity::DECIMAL(18,3) AS invoiced_quantity,
  (l.gr_quantity - l.invoiced_quantity)::DECIMAL(18,3) AS quantity_difference,
  l.common_currency::VARCHAR AS common_currency,
  l.gr_value::DECIMAL(18,2) AS gr_value,
  l.invoiced_value::DECIMAL(18,2) AS invoiced_value,
  l.value_difference::DECIMAL(18,2) AS value_difference
FROM differences l${masterJoinsSql('coalesce(l.po_vendor_id, l.vendor_id)', 'coalesce(l.po_company_code, l.company_code)')}
WHERE l.value_difference > 0`,
  columns: [
    ...masterColumns,
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
    { name: 'po_line_item_number', displayName: 'PO Line Item', dataType: 'string' },
    { name: 'material_number', displayName: 'Material', dataType: 'string' },
    { name: 'gr_count', displayName: 'No. of GR Lines', dataType: 'number' },
    { name: 'gr_min_date', displayName: 'First GR Date', dataType: 'date' },
    { name: 'gr_max_date', displayName: 'Last GR Date', dataType: 'date' },
    { name: 'gr_age_days', displayName: 'Min GR Age (days)', dataType: 'number' },
    {
      name: 'gr_age_bin',
      displayName: 'Min GR Age',
      dataType: 'string',
      order: grAgeBins.map((bin) => bin.label),
    },
    { name: 'invoice_line_count', displayName: 'No. of Invoice Lines', dataType: 'number' },
    { name: 'invoice_count', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'gr_quantity', displayName: 'GR Quantity', dataType: 'number' },
    { name: 'invoiced_quantity', displayName: 'Invoiced Quantity', dataType: 'number' },
    { name: 'quantity_difference', displayName: 'Quantity Difference', dataType: 'number' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'gr_value', displayName: 'GR Value', dataType: 'currency', noSort: true, noFilter: true },
    {
      name: 'invoiced_value',
      displayName: 'Invoiced Value',
      dataType: 'currency',
      noSort: true,
      noFilter: true,
    },
    {
      name: 'value_difference',
      displayName: 'Value Difference',
      dataType: 'currency',
      noSort: true,
      noFilter: true,
    },
  ],
  dateColumn: 'gr_max_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'goods_receipts',
    moduleDisplayName: 'Goods Receipts',
    name: 'gr_greater_than_invoice',
    displayName: 'Goods Receipt Greater than Invoice',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'gr_age_bin', displayName: 'Min GR Age' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'po_number', displayName: 'PO Number' },
      ],
      aggregate: [
        {
          col: 'po_line_item_number',
          fn: 'count',
          alias: 'number_of_po_lines',
          displayName: 'No. of PO Lines',
          dataType: 'number',
        },
        {
          col: 'value_difference',
          fn: 'sum',
          alias: 'total_difference',
          displayName: 'GR Value not Invoiced',
          dataType: 'currency',
        },
      ],
      sortField: 'total_difference',
    },
    helpAlert: {
      text: 'Invoiced PO lines where more has been received (counted movements, net of reversals and returns) than invoiced, by quantity or, without quantities, by value. Min GR Age is the age of the latest receipt; the > 180 bin is on by default.',
      variant: 'info',
    },
  },
};
