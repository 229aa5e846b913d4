import type { AnalysisDefinition } from '../../catalogue-types';
import { membersCte, publishedPairsSql } from './cross-system-sql';

/**
 * Vendor Summary Across Systems (issue 21): per vendor record of every member system, company code
 * and month of the posting date, its invoices and credits (not reversed) in the common currency,
 * with `cross_vendor_id`: the same for every record of one vendor across the systems (the records
 * joined by matched pairs of `vendorMatches`, transitively), so the summary by cross-system vendor
 * adds up a vendor's spend in every system the user may see. The id is a hash of the group's first
 * record key: it says nothing of the records of a system outside the user's grant, whose rows are
 * never read.
 */
export const crossSystemVendorSummary: AnalysisDefinition = {
  module: 'cross_system',
  analysis: 'vendor_summary',
  displayName: 'Vendor Summary Across Systems',
  description:
    'Per vendor across the systems: invoices and credits of each vendor record by system, company code and month.',
  sql: `
WITH RECURSIVE ${membersCte},
${publishedPairsSql},
edges AS (
  SELECT member_a::VARCHAR || ':' || vendor_id_a AS x, member_b::VARCHAR || ':' || vendor_id_b AS y FROM pairs
  UNION ALL
  SELECT member_b::VARCHAR || ':' || vendor_id_b, member_a::VARCHAR || ':' || vendor_id_a FROM pairs
),
reach(node, label) AS (
  SELECT x, x FROM edges
  UNION
  SELECT e.y, r.label FROM reach r JOIN edges e ON e.x = r.node
),
vendor_groups AS (
  SELECT node, min(label) AS label FROM reach GROUP BY node
),
inv AS (
  SELECT i.system_id AS sid, i.vendor_id, i.company_code, date_trunc('month', i.posting_date)::DATE AS period_start,
    count(*) FILTER (WHERE i.derived_document_type <> 'VENDOR-CREDIT') AS number_of_invoices,
    coalesce(sum(i.common_amount) FILTER (WHERE i.derived_document_type <> 'VENDOR-CREDIT'), 0) AS invoice_value,
    count(*) FILTER (WHERE i.derived_document_type = 'VENDOR-CREDIT') AS number_of_credits,
    coalesce(sum(i.common_amount) FILTER (WHERE i.derived_document_type = 'VENDOR-CREDIT'), 0) AS credit_value,
    max(i.common_currency) AS common_currency
  FROM canon.invoices i
  JOIN members m ON m.sid = i.system_id
  WHERE i.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE', 'VENDOR-CREDIT')
    AND NOT coalesce(i.is_reversed, false) AND i.vendor_id IS NOT NULL AND i.posting_date IS NOT NULL
  GROUP BY ALL
)
SELECT
  $system_id::INTEGER AS system_id,
  ('XV-' || upper(substr(md5(coalesce(g.label, inv.sid::VARCHAR || ':' || inv.vendor_id)), 1, 10)))::VARCHAR AS cross_vendor_id,
  inv.sid::INTEGER AS member_system,
  m.system_name::VARCHAR AS system_name,
  (m.system_name || ' / ' || inv.vendor_id)::VARCHAR AS vendor_record,
  inv.company_code::VARCHAR AS company_code,
  inv.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.country::VARCHAR AS country,
  v.vat_id::VARCHAR AS vat_id,
  v.account_group::VARCHAR AS account_group,
  inv.period_start::DATE AS period_start_date,
  inv.number_of_invoices::INTEGER AS number_of_invoices,
  inv.invoice_value::DECIMAL(18,2) AS invoice_value,
  inv.number_of_credits::INTEGER AS number_of_credits,
  inv.credit_value::DECIMAL(18,2) AS credit_value,
  (inv.invoice_value + inv.credit_value)::DECIMAL(18,2) AS net_value,
  inv.common_currency::VARCHAR AS common_currency
FROM inv
JOIN members m ON m.sid = inv.sid
LEFT JOIN canon.vendors v ON v.system_id = inv.sid AND v.vendor_id = inv.vendor_id
LEFT JOIN vendor_groups g ON g.node = inv.sid::VARCHAR || ':' || inv.vendor_id`,
  columns: [
    { name: 'cross_vendor_id', displayName: 'Cross-System Vendor', dataType: 'string' },
    { name: 'member_system', displayName: 'System Id', dataType: 'number', format: 'code' },
    { name: 'system_name', displayName: 'System', dataType: 'string' },
    { name: 'vendor_record', displayName: 'Vendor Record', dataType: 'string' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'country', displayName: 'Country', dataType: 'string' },
    { name: 'vat_id', displayName: 'VAT ID', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'period_start_date', displayName: 'Month', dataType: 'date' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'invoice_value', displayName: 'Invoice Value', dataType: 'currency' },
    { name: 'number_of_credits', displayName: 'No. of Credits', dataType: 'number' },
    { name: 'credit_value', displayName: 'Credit Value', dataType: 'currency' },
    { name: 'net_value', displayName: 'Net Value', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
  ],
  dateColumn: 'period_start_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  memberColumns: ['member_system'],
  page: {
    module: 'cross_system',
    moduleDisplayName: 'Cross System',
    name: 'vendor_summary',
    displayName: 'Vendor Summary Across Systems',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'cross_vendor_id', displayName: 'Cross-System Vendor' },
        { name: 'vendor_name', displayName: 'Vendor Name' },
        { name: 'system_name', displayName: 'System' },
        { name: 'vendor_record', displayName: 'Vendor Record' },
      ],
      aggregate: [
        { col: 'system_name', fn: 'nunique', alias: 'systems', displayName: 'Systems', dataType: 'number' },
        {
          col: 'vendor_record',
          fn: 'nunique',
          alias: 'vendor_records',
          displayName: 'Vendor Records',
          dataType: 'number',
        },
        {
          col: 'number_of_invoices',
          fn: 'sum',
          alias: 'invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        { col: 'net_value', fn: 'sum', alias: 'net_spend', displayName: 'Net Spend', dataType: 'currency' },
      ],
      sortField: 'net_spend',
    },
    helpAlert: {
      text: 'One vendor across the systems: "Cross-System Vendor" joins the vendor records matched on Vendors Across Systems. Open a row for its records, company codes and months.',
      variant: 'info',
    },
  },
};
