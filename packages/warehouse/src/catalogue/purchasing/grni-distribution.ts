import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { masterColumns, masterSelectSql, vendorViewBy } from './purchasing-columns';
import {
  grAgeBins,
  grByPoLineCte,
  grniValueBins,
  invoicedByPoLineCte,
  uninvoicedValueSql,
  lowerEdgeBinSql,
  masterJoinsSql,
} from './purchasing-sql';

/**
 * GRNI Distribution (spec 02 'GRNI Distribution'): one row per PO line with goods received and not
 * yet invoiced (grni_value > 0, common currency), with its value range and GR age bin. What is not
 * invoiced is measured by `uninvoicedValueSql`: in quantity when both sides have one
 * (grni_quantity = net counted GR quantity − net invoiced quantity), else by the smaller of the
 * common and local value differences, so exchange-rate differences between receipt and invoice
 * dates never make a GRNI. The GR age is the
 * age of the line's latest receipt (gr_max_date to the as-of date); age bins are a client filter.
 */
export const grniDistribution: AnalysisDefinition = {
  module: 'pos',
  analysis: 'grni_distribution',
  displayName: 'GRNI Distribution',
  description:
    'Goods received not invoiced: PO lines whose goods receipts are worth more than their invoices, by value range and age of the latest receipt.',
  sql: `
WITH ${grByPoLineCte},
${invoicedByPoLineCte},
valued AS (
  SELECT g.*, poi.company_code AS po_company_code, poi.vendor_id AS po_vendor_id,
    poi.material_number AS po_material_number, poi.description,
    coalesce(i.invoice_line_count, 0) AS invoice_line_count,
    CASE WHEN i.po_number IS NULL THEN 0 ELSE i.invoiced_quantity END AS invoiced_quantity,
    coalesce(i.invoiced_value, 0) AS invoiced_value,
    CASE WHEN i.po_number IS NULL THEN 0 ELSE i.invoiced_local_value END AS invoiced_local_value
  FROM gr_by_po_line g
  LEFT JOIN invoiced_by_po_line i USING (po_number, po_line_item_number)
  LEFT JOIN canon.purchase_order_items poi ON poi.system_id = $system_id
    AND poi.po_number = g.po_number AND poi.po_line_item_number = g.po_line_item_number
),
lines AS (
  SELECT *,
    CASE WHEN gr_quantity IS NOT NULL AND invoiced_quantity IS NOT NULL AND gr_quantity <> 0
      THEN gr_quantity - invoiced_quantity END AS grni_quantity,
    ${uninvoicedValueSql} AS grni_value,
    ${asOfDateSql} - gr_max_date AS gr_age_days
  FROM valued
)
SELECT
  $system_id::INTEGER AS system_id,${masterSelectSql('coalesce(l.po_company_code, l.company_code)', 'coalesce(l.po_vendor_id, l.vendor_id)')}
  l.po_number::VARCHAR AS po_number,
  l.po_line_item_number::VARCHAR AS po_line_item_number,
  coalesce(l.po_material_number, l.material_number)::VARCHAR AS material_number,
  l.description::VARCHAR AS description,
  l.gr_count::INTEGER AS gr_count,
  l.gr_min_date::DATE AS gr_min_date,
  l.gr_max_date::DATE AS gr_max_date,
  l.gr_age_days::INTEGER AS gr_age_days,
  (${lowerEdgeBinSql('l.gr_age_days', grAgeBins)})::VARCHAR AS gr_age_bin,
  l.gr_quantity::DECIMAL(18,3) AS gr_quantity,
  l.invoice_line_count::INTEGER AS invoice_line_count,
  l.invoiced_quantity::DECIMAL(18,3) AS invoiced_quantity,
  l.common_currency::VARCHAR AS common_currency,
  l.gr_value::DECIMAL(18,2) AS gr_value,
  l.invoiced_value::DECIMAL(18,2) AS invoiced_value,
  l.grni_quantity::DECIMAL(18,3) AS grni_quantity,
  l.grni_value::DECIMAL(18,2) AS grni_value,
  (${lowerEdgeBinSql('l.grni_value', grniValueBins)})::VARCHAR AS value_range
FROM lines l${masterJoinsSql('coalesce(l.po_vendor_id, l.vendor_id)', 'coalesce(l.po_company_code, l.company_code)')}
WHERE l.grni_value > 0`,
  columns: [
    ...masterColumns,
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
    { name: 'po_line_item_number', displayName: 'PO Line Item', dataType: 'string' },
    { name: 'material_number', displayName: 'Material', dataType: 'string' },
    { name: 'description', displayName: 'Description', dataType: 'string' },
    { name: 'gr_count', displayName: 'No. of GR Lines', dataType: 'number' },
    { name: 'gr_min_date', displayName: 'First GR Date', dataType: 'date' },
    { name: 'gr_max_date', displayName: 'Last GR Date', dataType: 'date' },
    { name: 'gr_age_days', displayName: 'GR Age (days)', dataType: 'number' },
    {
      name: 'gr_age_bin',
      displayName: 'GR Age',
      dataType: 'string',
      order: grAgeBins.map((bin) => bin.label),
    },
    { name: 'gr_quantity', displayName: 'GR Quantity', dataType: 'number' },
    { name: 'invoice_line_count', displayName: 'No. of Invoice Lines', dataType: 'number' },
    { name: 'invoiced_quantity', displayName: 'Invoiced Quantity', dataType: 'number' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'gr_value', displayName: 'GR Value', dataType: 'currency', noSort: true, noFilter: true },
    {
      name: 'invoiced_value',
      displayName: 'Invoiced Value',
      dataType: 'currency',
      noSort: true,
      noFilter: true,
    },
    { name: 'grni_quantity', displayName: 'GRNI Quantity', dataType: 'number' },
    { name: 'grni_value', displayName: 'GRNI Value', dataType: 'currency', noSort: true, noFilter: true },
    {
      name: 'value_range',
      displayName: 'GRNI Distribution',
      dataType: 'string',
      order: grniValueBins.map((bin) => bin.label),
    },
  ],
  dateColumn: 'gr_max_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'goods_receipts',
    moduleDisplayName: 'Goods Receipts',
    name: 'grni_distribution',
    displayName: 'GRNI Distribution',
  },
  display: {
    defaultView: 'distribution',
    summaryTable: {
      viewByList: [
        { name: 'value_range', displayName: 'GRNI Distribution' },
        { name: 'gr_age_bin', displayName: 'GR Age' },
        vendorViewBy,
      ],
      aggregate: [
        {
          col: 'po_line_item_number',
          fn: 'count',
          alias: 'number_of_gr_line_items',
          displayName: 'No. of GR Line Items',
          dataType: 'number',
        },
        {
          col: 'grni_value',
          fn: 'sum',
          alias: 'total_value',
          displayName: 'Total Value',
          dataType: 'currency',
        },
        {
          col: 'grni_value',
          fn: 'mean',
          alias: 'average_value',
          displayName: 'Avg. Value',
          dataType: 'currency',
        },
      ],
      sortField: 'value_range',
    },
    chart: {
      kind: 'bar',
      x: 'value_range',
      measures: [{ col: 'grni_value', fn: 'sum', alias: 'total_value', displayName: 'Total Value' }],
    },
    helpAlert: {
      text: 'PO lines whose goods receipts (counted movement types, net of reversals and returns) are worth more than the invoices posted against them, in the system currency. The GR age is the age of the latest receipt; switch age bins on or off to focus on old receipts.',
      variant: 'info',
    },
  },
};
