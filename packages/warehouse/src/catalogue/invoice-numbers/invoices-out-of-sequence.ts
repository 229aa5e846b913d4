import { publishedTableName, type AnalysisDefinition } from '../../catalogue-types';
import { invoiceNumberOutlierPlot } from './invoice-number-outlier-plot';

/**
 * Invoice Numbers out of Sequence (spec 02 'Invoice numbers out of sequence', spec 03 §2.2: a row
 * opens the outlier plot of its invoice): the outliers of the published invoice-number outlier plot —
 * invoices whose number lies beyond 3.5 robust standard deviations from the least-squares line of
 * their vendor's numbers (of one numbering format) against date (README.md of this folder). late_early is 'Early' when the
 * number is above the line (the invoice is dated earlier than its number implies) and 'Late' when
 * below (dated later: an old number on a recent invoice). Every row is an exception.
 */
export const invoicesOutOfSequence: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'late_early_id',
  displayName: 'Invoice Numbers out of Sequence',
  description:
    'Invoices whose numeric invoice number deviates from the least-squares line of their vendor’s numbers against date (per company code and invoice year) by more than 3.5 robust standard deviations.',
  sql: `
SELECT
  p.system_id::INTEGER AS system_id,
  p.company_code::VARCHAR AS company_code,
  p.company_name::VARCHAR AS company_name,
  p.region::VARCHAR AS region,
  p.vendor_id::VARCHAR AS vendor_id,
  p.vendor_name::VARCHAR AS vendor_name,
  p.account_group::VARCHAR AS account_group,
  p.fiscal_year::INTEGER AS fiscal_year,
  p.accounting_document_no::VARCHAR AS accounting_document_no,
  p.invoice_id::VARCHAR AS internal_invoice_id,
  p.external_invoice_id::VARCHAR AS external_invoice_id,
  p.dates::DATE AS invoice_date,
  p.posting_date::DATE AS posting_date,
  p.common_currency::VARCHAR AS common_currency,
  p.common_amount::DECIMAL(18,2) AS common_amount,
  p.invoice_numbers::DOUBLE AS invoice_number,
  p.fit_line::DOUBLE AS expected_invoice_number,
  p.residual::DOUBLE AS deviation,
  p.robust_z_score::DOUBLE AS robust_z_score,
  p.late_early::VARCHAR AS late_early,
  p.series_id::VARCHAR AS series_id,
  p.invoice_year::INTEGER AS invoice_year,
  p.series_size::INTEGER AS series_size,
  p.point_index::INTEGER AS point_index
FROM pub.${publishedTableName(invoiceNumberOutlierPlot)} p
WHERE p.system_id = $system_id AND p.is_outlier`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'region', displayName: 'Region', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
    { name: 'invoice_number', displayName: 'Numeric Invoice Number', dataType: 'number', format: 'code' },
    { name: 'expected_invoice_number', displayName: 'Expected Invoice Number', dataType: 'number' },
    { name: 'deviation', displayName: 'Deviation from the Line', dataType: 'number' },
    { name: 'robust_z_score', displayName: 'Robust Z-Score', dataType: 'number' },
    { name: 'late_early', displayName: 'Late or Early', dataType: 'string' },
    { name: 'series_id', displayName: 'Series', dataType: 'string' },
    { name: 'invoice_year', displayName: 'Invoice Year', dataType: 'number', format: 'code' },
    { name: 'series_size', displayName: 'Invoices in Series', dataType: 'number' },
    { name: 'point_index', displayName: 'Position in Series', dataType: 'number' },
  ],
  dateColumn: 'invoice_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'late_early_id',
    displayName: 'Invoice Numbers out of Sequence',
  },
  display: {
    defaultView: 'detail',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'late_early', displayName: 'Late or Early' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value_of_invoices',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
      ],
      sortField: 'number_of_invoices',
    },
    rowChart: {
      chart: 'invoice_outlier_plot',
      idColumn: 'internal_invoice_id',
      label: 'View outlier',
      header: 'Outlier Plot',
    },
    helpAlert: {
      variant: 'info',
      text: 'Invoices whose number does not fit the sequence of their vendor’s invoice numbers in the company code and year: more than 3.5 robust standard deviations from the least-squares line of number against invoice date. "Early": the invoice is dated earlier than its number implies; "Late": later. View outlier shows the invoice among its vendor’s numbers with the line.',
    },
  },
  finding: {
    kind: 'invoice_number_out_of_sequence',
    key: ['internal_invoice_id'],
    evidence: ['invoice_number', 'round(expected_invoice_number, 2)'],
    label:
      "'Invoice number ' || invoice_number || ' of ' || coalesce(vendor_name, vendor_id) || ' out of sequence'",
  },
  exception: { condition: 'true', weight: 5 },
};
