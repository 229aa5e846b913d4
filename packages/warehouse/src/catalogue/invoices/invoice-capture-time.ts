import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { invoicesWhereSql } from './invoice-sql';

/**
 * Invoice Capture Time (spec 02 'Invoice capture time: slider No. of Target Vendors'): per vendor
 * and company code, how long invoices take from their date to their entry in the system:
 * mean_vendor_invoice_delay_days = mean(entry_date − invoice_date) over the PO and non-PO invoices
 * (not reversed) with both dates (a negative delay — entered before its date — counts as it is),
 * with the sum and count so the client can weigh several company codes, the longest delay, and
 * min_created_days = as-of date − the vendor's latest entry date (days since its last invoice was
 * entered). The slider keeps the n vendors with the longest mean delay (sorted descending).
 */
export const invoiceCaptureTime: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'invoice_capture_time',
  displayName: 'Invoice Capture Time',
  description: 'Per vendor and company code: mean days from invoice date to entry date.',
  sql: `
WITH delays AS (
  SELECT
    i.system_id,
    i.company_code,
    i.vendor_id,
    count(*) AS number_of_invoices,
    sum(i.entry_date - i.invoice_date) AS sum_delay_days,
    max(i.entry_date - i.invoice_date) AS max_delay_days,
    max(i.entry_date) AS last_entry_date,
    sum(i.common_amount) AS value_of_invoices,
    any_value(i.common_currency) AS common_currency
  FROM canon.invoices i
  WHERE ${invoicesWhereSql('i')} AND i.entry_date IS NOT NULL AND i.invoice_date IS NOT NULL
  GROUP BY i.system_id, i.company_code, i.vendor_id
)
SELECT
  d.system_id::INTEGER AS system_id,
  d.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  d.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  d.number_of_invoices::INTEGER AS number_of_invoices,
  d.common_currency::VARCHAR AS common_currency,
  d.value_of_invoices::DECIMAL(18,2) AS value_of_invoices,
  round(d.sum_delay_days / d.number_of_invoices, 2)::DOUBLE AS mean_vendor_invoice_delay_days,
  d.sum_delay_days::INTEGER AS sum_vendor_invoice_delay_days,
  d.max_delay_days::INTEGER AS max_vendor_invoice_delay_days,
  d.last_entry_date::DATE AS last_entry_date,
  ((${asOfDateSql}) - d.last_entry_date)::INTEGER AS min_created_days
FROM delays d
LEFT JOIN canon.company_codes cc ON cc.system_id = d.system_id AND cc.company_code = d.company_code
LEFT JOIN canon.vendors v ON v.system_id = d.system_id AND v.vendor_id = d.vendor_id`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'value_of_invoices', displayName: 'Value of Invoices', dataType: 'currency' },
    {
      name: 'mean_vendor_invoice_delay_days',
      displayName: 'Mean Capture Time (days)',
      dataType: 'mean_invoice_time',
    },
    { name: 'sum_vendor_invoice_delay_days', displayName: 'Total Capture Days', dataType: 'number' },
    {
      name: 'max_vendor_invoice_delay_days',
      displayName: 'Longest Capture Time (days)',
      dataType: 'datediff',
    },
    { name: 'last_entry_date', displayName: 'Last Invoice Entered', dataType: 'date' },
    { name: 'min_created_days', displayName: 'Days since Last Invoice Entered', dataType: 'datediff' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  requires: ['invoices.entry_date', 'invoices.invoice_date'],
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'invoice_capture_time',
    displayName: 'Invoice Capture Time',
  },
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: 'vendor_name',
      measures: [
        {
          col: 'mean_vendor_invoice_delay_days',
          fn: 'max',
          alias: 'mean_delay',
          displayName: 'Mean Capture Time (days)',
        },
      ],
      // the vendors slowest to capture their invoices, slowest first (not A to Z)
      top: { n: 20, rankings: [{ label: 'Slowest', alias: 'mean_delay', order: 'desc' }] },
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
        {
          col: 'sum_vendor_invoice_delay_days',
          fn: 'sum',
          alias: 'sum_delay',
          displayName: 'Total Capture Days',
          dataType: 'number',
        },
        {
          col: 'mean_vendor_invoice_delay_days',
          fn: 'mean',
          alias: 'mean_delay',
          displayName: 'Mean Capture Time (days)',
          dataType: 'mean_invoice_time',
        },
      ],
      sortField: 'mean_delay',
    },
    helpAlert: {
      variant: 'info',
      text: 'Days from the invoice date to its entry in the system, averaged per vendor; the slider shows the vendors with the longest mean capture time.',
    },
  },
};
