import type { AnalysisDefinition } from '../../catalogue-types';
import { publishedTableName } from '../../catalogue-types';
import { lowValueInvoices } from './low-value-invoices';

/**
 * Vendor Low Value Invoices (spec 02 'Vendor low value invoices', §9 'Heatmap'): per vendor and
 * company code, from the published Low Value Invoices, the invoices (number_of_invoices,
 * value_of_invoices), the low-value ones under 1000 USD (c_1000, s_1000) and the mid-value ones
 * under 5000 USD, low value included (c_5000, s_5000), and their shares of the count in percent
 * (pc_1000, pc_5000; an invoice without a USD amount counts in the total only). The 'share low/mid
 * value' slider (50 to 99 %) filters pc_1000 / pc_5000 on the client.
 *
 * Heatmap: heatmap_column is the 10-point column of pc_1000 (10, 20, … 100; 0 % to 10 % is column
 * 10, 10.01 % to 20 % column 20); heatmap_row the invoice-volume row: 10 rows over 1 … the system's
 * largest number_of_invoices, each `interval` = ceil(max / 10) invoices wide, rounded up to a
 * multiple of 10 when above 10; row k holds (k − 1)·interval + 1 … k·interval invoices. The client
 * counts vendors per cell; zooming re-bins number_of_invoices.
 */
export const vendorLowValueInvoices: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'vendor_low_value_invoices',
  displayName: 'Vendor Low Value Invoices',
  description:
    'Per vendor and company code: invoices under 1000 USD (low) and 5000 USD (mid) by count, value and share, with the heatmap row and column of the vendor.',
  sql: `
WITH per_vendor AS (
  SELECT
    l.system_id,
    l.vendor_id,
    l.company_code,
    any_value(l.company_name) AS company_name,
    any_value(l.vendor_name) AS vendor_name,
    any_value(l.account_group) AS account_group,
    any_value(l.common_currency) AS common_currency,
    count(*) AS number_of_invoices,
    sum(l.common_amount) AS value_of_invoices,
    count(*) FILTER (WHERE l.is_low_value) AS c_1000,
    count(*) FILTER (WHERE l.is_mid_value) AS c_5000,
    coalesce(sum(l.common_amount) FILTER (WHERE l.is_low_value), 0) AS s_1000,
    coalesce(sum(l.common_amount) FILTER (WHERE l.is_mid_value), 0) AS s_5000
  FROM pub.${publishedTableName(lowValueInvoices)} l
  WHERE l.system_id = $system_id
  GROUP BY l.system_id, l.vendor_id, l.company_code
),
shares AS (
  SELECT
    *,
    100.0 * c_1000 / number_of_invoices AS pc_1000,
    100.0 * c_5000 / number_of_invoices AS pc_5000,
    ceil(max(number_of_invoices) OVER () / 10.0) AS raw_interval
  FROM per_vendor
),
binned AS (
  SELECT
    *,
    CASE WHEN raw_interval > 10 THEN ceil(raw_interval / 10.0) * 10 ELSE raw_interval END AS row_interval
  FROM shares
)
SELECT
  b.system_id::INTEGER AS system_id,
  b.company_code::VARCHAR AS company_code,
  b.company_name::VARCHAR AS company_name,
  b.vendor_id::VARCHAR AS vendor_id,
  b.vendor_name::VARCHAR AS vendor_name,
  b.account_group::VARCHAR AS account_group,
  b.common_currency::VARCHAR AS common_currency,
  b.number_of_invoices::INTEGER AS number_of_invoices,
  b.value_of_invoices::DECIMAL(18,2) AS value_of_invoices,
  b.c_1000::INTEGER AS c_1000,
  b.c_5000::INTEGER AS c_5000,
  b.s_1000::DECIMAL(18,2) AS s_1000,
  b.s_5000::DECIMAL(18,2) AS s_5000,
  round(b.pc_1000, 2)::DOUBLE AS pc_1000,
  round(b.pc_5000, 2)::DOUBLE AS pc_5000,
  greatest(10, ceil(b.pc_1000 / 10) * 10)::INTEGER AS heatmap_column,
  ceil(b.number_of_invoices / b.row_interval)::INTEGER AS heatmap_row_order,
  ((ceil(b.number_of_invoices / b.row_interval) - 1) * b.row_interval + 1)::INTEGER::VARCHAR || ' - '
    || (ceil(b.number_of_invoices / b.row_interval) * b.row_interval)::INTEGER::VARCHAR AS heatmap_row
FROM binned b`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'value_of_invoices', displayName: 'Value of Invoices', dataType: 'currency' },
    { name: 'c_1000', displayName: 'No. Low Value (< 1000 USD)', dataType: 'number' },
    { name: 'c_5000', displayName: 'No. Mid Value (< 5000 USD)', dataType: 'number' },
    { name: 's_1000', displayName: 'Value Low Value', dataType: 'currency' },
    { name: 's_5000', displayName: 'Value Mid Value', dataType: 'currency' },
    { name: 'pc_1000', displayName: '% Low Value', dataType: '%' },
    { name: 'pc_5000', displayName: '% Mid Value', dataType: '%' },
    { name: 'heatmap_column', displayName: '% Low Value (column)', dataType: 'number' },
    { name: 'heatmap_row_order', displayName: 'Invoice Volume (row order)', dataType: 'number' },
    { name: 'heatmap_row', displayName: 'Invoice Volume', dataType: 'string' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'vendor_low_value_invoices',
    displayName: 'Vendor Low Value Invoices',
  },
  display: {
    defaultView: 'summary',
    allDatesOnly: true,
    chart: {
      kind: 'heatmap',
      x: 'heatmap_column',
      measures: [
        { col: 'vendor_id', fn: 'nunique', alias: 'number_of_vendors', displayName: 'No. of Vendors' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'number_of_invoices',
          fn: 'sum',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        { col: 'c_1000', fn: 'sum', alias: 'c_1000', displayName: 'No. Low Value', dataType: 'number' },
        { col: 's_1000', fn: 'sum', alias: 's_1000', displayName: 'Value Low Value', dataType: 'currency' },
        { col: 'c_5000', fn: 'sum', alias: 'c_5000', displayName: 'No. Mid Value', dataType: 'number' },
        { col: 's_5000', fn: 'sum', alias: 's_5000', displayName: 'Value Mid Value', dataType: 'currency' },
      ],
      sortField: 'c_1000',
    },
    helpAlert: {
      variant: 'info',
      text: 'Vendors whose invoices are mostly of low value (under 1000 USD) or mid value (under 5000 USD, at the ECB rate of the invoice date). The slider keeps vendors whose share of low or mid value invoices is at least the chosen percentage.',
    },
  },
};
