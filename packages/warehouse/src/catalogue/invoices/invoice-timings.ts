import type { AnalysisDefinition } from '../../catalogue-types';
import { yearMonthSql } from '../shared-sql';
import {
  daysBetweenSql,
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
} from './invoice-sql';

/**
 * Invoice Timings (spec 03 §2.8): every PO and non-PO invoice (not reversed) with the five timings
 * of the trend, in days, each `first − second` of its name, NULL when a date is missing (the three
 * clearing ones while the invoice is open):
 * - clearing_date_created_date = clearing date − entry date (CPUDT),
 * - clearing_date_document_date = clearing date − invoice (document) date,
 * - posting_date_created_date = posting date − entry date (negative for a posting back-dated before
 *   its entry),
 * - clearing_date_posting_date = clearing date − posting date,
 * - clearing_date_due_date = clearing date − due date (positive: paid late),
 * plus created_date_invoice_date = entry date − invoice date, the capture time. The trend averages
 * them per posting month (year_month); the processing-days metrics read this table.
 */
export const invoiceTimings: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'invoice_timings',
  displayName: 'Invoice Timings',
  description:
    'Per invoice, days between its dates: clearing − entry, clearing − invoice date, posting − entry, clearing − posting, clearing − due date.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.entry_date::DATE AS entry_date,
  i.due_date::DATE AS due_date,
  i.clearing_date::DATE AS clearing_date,
  i.created_by::VARCHAR AS created_by,
  ${yearMonthSql('i.posting_date')}::VARCHAR AS year_month,
  ${daysBetweenSql('i.invoice_date', 'i.entry_date')} AS created_date_invoice_date,
  ${daysBetweenSql('i.entry_date', 'i.clearing_date')} AS clearing_date_created_date,
  ${daysBetweenSql('i.invoice_date', 'i.clearing_date')} AS clearing_date_document_date,
  ${daysBetweenSql('i.entry_date', 'i.posting_date')} AS posting_date_created_date,
  ${daysBetweenSql('i.posting_date', 'i.clearing_date')} AS clearing_date_posting_date,
  ${daysBetweenSql('i.due_date', 'i.clearing_date')} AS clearing_date_due_date
FROM (
  SELECT * REPLACE (CASE WHEN coalesce(is_cleared, false) THEN clearing_date END AS clearing_date)
  FROM canon.invoices
) i
${partyJoinsSql('i')}
WHERE ${invoicesWhereSql('i')}`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'entry_date', displayName: 'Entry Date', dataType: 'date' },
    { name: 'due_date', displayName: 'Due Date', dataType: 'date' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'created_by', displayName: 'Created By', dataType: 'string' },
    { name: 'year_month', displayName: 'Posting Month', dataType: 'string' },
    { name: 'created_date_invoice_date', displayName: 'Invoice Date to Entry (days)', dataType: 'datediff' },
    { name: 'clearing_date_created_date', displayName: 'Entry to Clearing (days)', dataType: 'datediff' },
    {
      name: 'clearing_date_document_date',
      displayName: 'Invoice Date to Clearing (days)',
      dataType: 'datediff',
    },
    { name: 'posting_date_created_date', displayName: 'Entry to Posting (days)', dataType: 'datediff' },
    { name: 'clearing_date_posting_date', displayName: 'Posting to Clearing (days)', dataType: 'datediff' },
    { name: 'clearing_date_due_date', displayName: 'Due Date to Clearing (days)', dataType: 'datediff' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'invoice_timings',
    displayName: 'Invoice Timings',
  },
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'line',
      x: 'year_month',
      measures: [
        {
          col: 'clearing_date_created_date',
          fn: 'mean',
          alias: 'clearing_date_created_date',
          displayName: 'Entry to Clearing',
        },
        {
          col: 'clearing_date_document_date',
          fn: 'mean',
          alias: 'clearing_date_document_date',
          displayName: 'Invoice Date to Clearing',
        },
        {
          col: 'posting_date_created_date',
          fn: 'mean',
          alias: 'posting_date_created_date',
          displayName: 'Entry to Posting',
        },
        {
          col: 'clearing_date_posting_date',
          fn: 'mean',
          alias: 'clearing_date_posting_date',
          displayName: 'Posting to Clearing',
        },
        {
          col: 'clearing_date_due_date',
          fn: 'mean',
          alias: 'clearing_date_due_date',
          displayName: 'Due Date to Clearing',
        },
      ],
    },
    helpAlert: {
      variant: 'info',
      text: 'Mean days between the dates of invoices per posting month: entry to clearing, invoice date to clearing, entry to posting, posting to clearing and due date to clearing. Clearing timings count cleared invoices only.',
    },
  },
};
