import type { AnalysisDefinition } from '../../catalogue-types';
import { publishedTableName } from '../../catalogue-types';
import { invoiceTimings } from './invoice-timings';

const timings = `pub.${publishedTableName(invoiceTimings)}`;

/** The means of the processing-days metrics over the rows of the published invoice timings. */
const meansSql = `
  count(*)::INTEGER AS "countOfInvoices",
  sum(t.common_amount)::DECIMAL(18,2) AS "valueOfInvoices",
  round(avg(t.created_date_invoice_date), 2)::DOUBLE AS "meanInvoiceDateToCreatedDate",
  round(avg(t.clearing_date_posting_date), 2)::DOUBLE AS "meanPostingDateToClearingDate",
  round(avg(t.clearing_date_document_date), 2)::DOUBLE AS "meanInvoiceDateToClearingDate",
  count(t.clearing_date)::INTEGER AS "countOfClearedInvoices"`;

const meanColumns = [
  { name: 'countOfInvoices', displayName: 'No. of Invoices', dataType: 'number' },
  { name: 'valueOfInvoices', displayName: 'Value of Invoices', dataType: 'currency' },
  {
    name: 'meanInvoiceDateToCreatedDate',
    displayName: 'Invoice Date to Entry (mean days)',
    dataType: 'mean_invoice_time',
  },
  {
    name: 'meanPostingDateToClearingDate',
    displayName: 'Posting to Clearing (mean days)',
    dataType: 'mean_invoice_time',
  },
  {
    name: 'meanInvoiceDateToClearingDate',
    displayName: 'Invoice Date to Clearing (mean days)',
    dataType: 'mean_invoice_time',
  },
  { name: 'countOfClearedInvoices', displayName: 'No. of Cleared Invoices', dataType: 'number' },
] as const;

const page = {
  module: 'invoices',
  moduleDisplayName: 'Invoices',
  name: 'invoice_processing_days',
  displayName: 'Invoice Processing Days',
};

/**
 * Invoice Processing Days per company code (spec 03 §2.8 'Company-code metrics'): from the published
 * invoice timings (PO and non-PO invoices, not reversed), countOfInvoices and valueOfInvoices, the
 * mean days from invoice date to entry (meanInvoiceDateToCreatedDate, invoices with both dates),
 * from posting to clearing (meanPostingDateToClearingDate) and from invoice date to clearing
 * (meanInvoiceDateToClearingDate), both over cleared invoices (countOfClearedInvoices). The company
 * totals are the same means over every company code's invoices (the timings table).
 */
export const processingDaysByCompanyCode: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'metrics_invoice_processing_days',
  displayName: 'Invoice Processing Days by Company Code',
  description:
    'Per company code: invoices, and mean days from invoice date to entry, posting to clearing and invoice date to clearing.',
  sql: `
SELECT
  t.system_id::INTEGER AS system_id,
  t.company_code::VARCHAR AS company_code,
  any_value(t.company_name)::VARCHAR AS company_name,
  ${meansSql}
FROM ${timings} t
WHERE t.system_id = $system_id
GROUP BY t.system_id, t.company_code`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    ...meanColumns,
  ],
  dateColumn: null,
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
  page,
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    // a bubble per company code: its invoices across, its mean processing days up
    chart: {
      kind: 'scatter',
      x: 'company_code',
      measures: [
        { col: 'countOfInvoices', fn: 'sum', alias: 'invoices', displayName: 'No. of Invoices' },
        {
          col: 'meanInvoiceDateToClearingDate',
          fn: 'max',
          alias: 'processing_days',
          displayName: 'Invoice Date to Clearing (mean days)',
        },
      ],
    },
    helpAlert: {
      variant: 'info',
      text: 'Mean days per company code from invoice date to entry, from posting to clearing and from invoice date to clearing (cleared invoices), against the number and value of invoices.',
    },
  },
};

/**
 * Invoice Processing Days per invoice creator (spec 02 'buttons for 10 slowest and 10 fastest
 * invoice creators and processors'): the same metrics per company code and created_by (the user who
 * entered the invoice; the extract has no separate processor, so creators stand for processors).
 */
export const processingDaysByUser: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'metrics_invoice_processing_days_by_user',
  displayName: 'Invoice Processing Days by User',
  description:
    'Per company code and invoice creator: invoices and mean processing days, for the slowest and fastest users.',
  sql: `
SELECT
  t.system_id::INTEGER AS system_id,
  t.company_code::VARCHAR AS company_code,
  any_value(t.company_name)::VARCHAR AS company_name,
  t.created_by::VARCHAR AS created_by,
  ${meansSql}
FROM ${timings} t
WHERE t.system_id = $system_id
GROUP BY t.system_id, t.company_code, t.created_by`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'created_by', displayName: 'Created By', dataType: 'string' },
    ...meanColumns,
  ],
  dateColumn: null,
  accountGroupColumn: null,
  requires: ['invoices.created_by'],
  companyCodeColumn: 'company_code',
  page: null,
  display: { allDatesOnly: true },
};

/**
 * Clearing versus Due Date per company code (spec 03 §2.8 'bar chart of mean difference between
 * clearing and due date per company code'): the mean of clearing date − due date over the cleared
 * invoices with a due date (positive: paid late on average), and how many there are.
 */
export const clearingVersusDueDate: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'metrics_invoice_clearing_date_due_date',
  displayName: 'Clearing Date versus Due Date',
  description: 'Per company code: mean days between due date and clearing date of cleared invoices.',
  sql: `
SELECT
  t.system_id::INTEGER AS system_id,
  t.company_code::VARCHAR AS company_code,
  any_value(t.company_name)::VARCHAR AS company_name,
  count(*)::INTEGER AS "countOfInvoices",
  round(avg(t.clearing_date_due_date), 2)::DOUBLE AS "meanClearingDateToDueDate"
FROM ${timings} t
WHERE t.system_id = $system_id AND t.clearing_date_due_date IS NOT NULL
GROUP BY t.system_id, t.company_code`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'countOfInvoices', displayName: 'No. of Cleared Invoices', dataType: 'number' },
    {
      name: 'meanClearingDateToDueDate',
      displayName: 'Clearing − Due Date (mean days)',
      dataType: 'mean_invoice_time',
    },
  ],
  dateColumn: null,
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
  page: null,
  display: {
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: 'company_code',
      measures: [
        {
          col: 'meanClearingDateToDueDate',
          fn: 'max',
          alias: 'y',
          displayName: 'Clearing − Due Date (mean days)',
        },
      ],
    },
  },
};
