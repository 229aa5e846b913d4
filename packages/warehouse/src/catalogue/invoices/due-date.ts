import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import { dueDateBins, dueDateBinSql } from './due-date-bins';
import { genericStatusSql } from './generic-status';
import {
  daysBetweenSql,
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
  paymentBlockSql,
} from './invoice-sql';

/**
 * Due Date Analysis (spec 02 'Due-date chart'): every invoice open on the as-of date (the backlog's
 * latest snapshot: PO or non-PO invoice, not reversed, posted on or before the as-of date, not
 * cleared or cleared after it) with days_to_due_date = due_date − as-of date (negative: overdue;
 * NULL without a due date), its bin, bin order and bin view ('Overdue + Unclear Payment Terms',
 * 'Near', 'Future'). An overdue open invoice is an exception.
 */
export const dueDate: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'due_date',
  displayName: 'Due Date Analysis',
  description:
    'Invoices open on the latest invoice date with the days to their due date, binned from < -180 to > 180 (Unclear without a due date).',
  sql: `
WITH a AS (SELECT ${asOfDateSql} AS d),
open_invoices AS (
  SELECT i.*, a.d AS as_of_date, ${daysBetweenSql('a.d', 'i.due_date')} AS days
  FROM canon.invoices i
  JOIN a ON i.posting_date <= a.d AND (NOT coalesce(i.is_cleared, false) OR i.clearing_date > a.d)
  WHERE ${invoicesWhereSql('i')}
)
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.due_date::DATE AS due_date,
  i.payment_term::VARCHAR AS payment_term,
  ${paymentBlockSql('i')}::VARCHAR AS payment_block,
  ${genericStatusSql('i', 'i.as_of_date')}::VARCHAR AS generic_status,
  i.as_of_date::DATE AS as_of_date,
  i.days::INTEGER AS days_to_due_date,
  (${dueDateBinSql('i.days', 'label')})::VARCHAR AS days_to_due_date_bin,
  (${dueDateBinSql('i.days', 'order')})::INTEGER AS days_to_due_date_bin_order,
  (${dueDateBinSql('i.days', 'view')})::VARCHAR AS due_date_bin_view
FROM open_invoices i
${partyJoinsSql('i')}`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'due_date', displayName: 'Due Date', dataType: 'date' },
    { name: 'payment_term', displayName: 'Payment Term', dataType: 'string' },
    { name: 'payment_block', displayName: 'Payment Block', dataType: 'string' },
    { name: 'generic_status', displayName: 'Status', dataType: 'string' },
    { name: 'as_of_date', displayName: 'As-of Date', dataType: 'date' },
    { name: 'days_to_due_date', displayName: 'Days to Due Date', dataType: 'datediff' },
    {
      name: 'days_to_due_date_bin',
      displayName: 'Days to Due Date (range)',
      dataType: 'string',
      order: dueDateBins.map((bin) => bin.label),
    },
    { name: 'days_to_due_date_bin_order', displayName: 'Range Order', dataType: 'number' },
    { name: 'due_date_bin_view', displayName: 'Due Date View', dataType: 'string' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'due_date',
    displayName: 'Due Date Analysis',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'bar',
      x: 'days_to_due_date_bin',
      measures: [
        { col: 'internal_invoice_id', fn: 'count', alias: 'volume', displayName: 'No. of Invoices' },
        { col: 'common_amount', fn: 'sum', alias: 'value', displayName: 'Value of Invoices' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'due_date_bin_view', displayName: 'Due Date View' },
        { name: 'days_to_due_date_bin', displayName: 'Days to Due Date' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'generic_status', displayName: 'Status' },
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
      sortField: 'value_of_invoices',
    },
    helpAlert: {
      variant: 'info',
      text: 'Invoices open on the latest invoice date, by days from that date to their net due date (negative: overdue). "Unclear" invoices have no due date. "Near" is due today or in the next 7 days.',
    },
  },
  finding: {
    kind: 'overdue_invoice',
    key: ['internal_invoice_id'],
    evidence: ['due_date', 'common_amount'],
    label:
      "'Invoice ' || coalesce(external_invoice_id, internal_invoice_id) || ' of ' || coalesce(vendor_name, vendor_id) || ' overdue'",
  },
  exception: { condition: 'days_to_due_date < 0', weight: 3 },
};
