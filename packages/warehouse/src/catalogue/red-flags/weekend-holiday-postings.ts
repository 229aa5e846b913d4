import type { AnalysisDefinition } from '../../catalogue-types';
import {
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
} from '../invoices/invoice-sql';
import { invoiceAggregates, redFlagsModule, redFlagsPage } from './red-flags-sql';

/**
 * What kind of day `d` (a DATE) is in the company code's country (`cc.country`; the join `h`):
 * 'Saturday', 'Sunday', the holiday's name from ref.public_holidays, or NULL for a working day.
 * A weekend holiday says its weekday.
 */
const dayKindSql = (d: string, h: string): string => `CASE
    WHEN isodow(${d}) = 6 THEN 'Saturday'
    WHEN isodow(${d}) = 7 THEN 'Sunday'
    WHEN ${h}.name IS NOT NULL THEN 'Holiday: ' || ${h}.name
  END`;

/**
 * Weekend and Holiday Postings: the invoices proper (PO and non-PO, not reversed) posted (posting
 * date) or entered (entry date) on a Saturday, a Sunday or a public holiday of the company code's
 * country (ref.public_holidays: reference/public-holidays.ts; a company code without a country, or of
 * a country without a calendar, has weekends only). Each is an exception.
 */
export const weekendHolidayPostings: AnalysisDefinition = {
  module: redFlagsModule,
  analysis: 'weekend_holiday_postings',
  displayName: 'Weekend and Holiday Postings',
  description:
    "Invoices posted or entered on a Saturday, a Sunday or a public holiday of the company code's country.",
  sql: `
WITH days AS (
  SELECT i.*,
    (${dayKindSql('i.posting_date', 'hp')}) AS posting_day_kind,
    (${dayKindSql('i.entry_date', 'he')}) AS entry_day_kind
  FROM canon.invoices i
  LEFT JOIN canon.company_codes c ON c.system_id = i.system_id AND c.company_code = i.company_code
  LEFT JOIN ref.public_holidays hp ON hp.country = c.country AND hp.holiday_date = i.posting_date
  LEFT JOIN ref.public_holidays he ON he.country = c.country AND he.holiday_date = i.entry_date
  WHERE ${invoicesWhereSql('i')}
)
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.entry_date::DATE AS entry_date,
  i.posting_day_kind::VARCHAR AS posting_day_kind,
  i.entry_day_kind::VARCHAR AS entry_day_kind,
  (CASE
    WHEN i.posting_day_kind IS NOT NULL AND i.entry_day_kind IS NOT NULL THEN 'Posted and entered'
    WHEN i.posting_day_kind IS NOT NULL THEN 'Posted'
    ELSE 'Entered'
  END)::VARCHAR AS flagged_on,
  i.created_by::VARCHAR AS created_by
FROM days i
${partyJoinsSql('i')}
WHERE i.posting_day_kind IS NOT NULL OR i.entry_day_kind IS NOT NULL`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'entry_date', displayName: 'Entry Date', dataType: 'date' },
    { name: 'posting_day_kind', displayName: 'Posting Day', dataType: 'string' },
    { name: 'entry_day_kind', displayName: 'Entry Day', dataType: 'string' },
    { name: 'flagged_on', displayName: 'Flagged On', dataType: 'string' },
    { name: 'created_by', displayName: 'Entered By', dataType: 'string' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...redFlagsPage, name: 'weekend_holiday_postings', displayName: 'Weekend and Holiday Postings' },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'posting_day_kind', displayName: 'Posting Day' },
        { name: 'entry_day_kind', displayName: 'Entry Day' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'created_by', displayName: 'Entered By' },
        { name: 'vendor_id', displayName: 'Vendor' },
      ],
      aggregate: invoiceAggregates,
      sortField: 'number_of_invoices',
    },
    helpAlert: {
      variant: 'info',
      text: "Invoices posted or entered on a Saturday, a Sunday or a public holiday of the company code's country (DE nationwide, GB England and Wales bank holidays, US federal, SG gazetted holidays).",
    },
  },
  exception: { condition: 'true', weight: 2 },
  finding: {
    kind: 'weekend_holiday_posting',
    key: ['company_code', 'fiscal_year', 'accounting_document_no'],
    evidence: ['posting_date', 'entry_date'],
    label: `'Posted or entered on ' || coalesce(posting_day_kind, entry_day_kind) || ': invoice ' || coalesce(external_invoice_id, accounting_document_no) || ' of vendor ' || vendor_id`,
  },
  requires: ['invoices.posting_date'],
};
