import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import {
  invoiceChannelSql,
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
  touchlessChannels,
} from './invoice-sql';

/**
 * Invoices Not Touched by Accounting (spec 02 'Invoices not touched by accounting: last 30 days'):
 * the PO and non-PO invoices (not reversed) dated in the 30 days up to the as-of date (invoice date
 * from as-of − 29 to as-of, both included) that no accounts-payable clerk keyed in: their invoice
 * channel (`invoiceChannelSql`) is ERS (MRRL, MRKO, MRIS) or EDI (an IDoc transaction or an
 * automated user such as WF-BATCH or EDI_IN). The canonical model has no change documents
 * (CDHDR/CDPOS), so a later manual change of such an invoice is not seen.
 */
export const invoicesNotTouched: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'invoices_not_touched_by_accounting',
  displayName: 'Invoices Not Touched by Accounting',
  description:
    'Invoices of the last 30 days (up to the latest invoice date) entered without a clerk: evaluated receipt settlement or EDI/automated users.',
  sql: `
WITH a AS (SELECT ${asOfDateSql} AS d)
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.entry_date::DATE AS entry_date,
  i.tcode::VARCHAR AS tcode,
  i.created_by::VARCHAR AS created_by,
  (${invoiceChannelSql('i')})::VARCHAR AS invoice_channel
FROM canon.invoices i
JOIN a ON i.invoice_date > a.d - 30 AND i.invoice_date <= a.d
${partyJoinsSql('i')}
WHERE ${invoicesWhereSql('i')}
  AND (${invoiceChannelSql('i')}) IN (${touchlessChannels.map((c) => `'${c}'`).join(', ')})`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'entry_date', displayName: 'Entry Date', dataType: 'date' },
    { name: 'tcode', displayName: 'Transaction Code', dataType: 'string' },
    { name: 'created_by', displayName: 'Created By', dataType: 'string' },
    { name: 'invoice_channel', displayName: 'Channel', dataType: 'invoice_channel' },
  ],
  dateColumn: 'invoice_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'invoices_not_touched_by_accounting',
    displayName: 'Invoices Not Touched by Accounting',
  },
  display: {
    defaultView: 'summary',
    allDatesOnly: true,
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'invoice_channel', displayName: 'Channel' },
        { name: 'created_by', displayName: 'Created By' },
        { name: 'company_code', displayName: 'Company Code' },
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
    helpAlert: {
      variant: 'info',
      text: 'Invoices dated in the last 30 days up to the latest invoice date that no clerk keyed in: evaluated receipt settlement (MRRL, MRKO, MRIS), IDoc transactions (BD87, WE19, WE14, WE16, RBDAPP01) or automated users (SAPSYS, DDIC, WF-BATCH, ids containing BATCH, or an EDI, IDOC, RFC or INTERFACE part).',
    },
  },
};
