import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import {
  lastActivityDateSql,
  vendorFlagColumns,
  vendorFlagSelectSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/** A vendor without activity for at most this many days is active, not dormant. */
export const dormantAfterDays = 180;

/**
 * The dormant periods, by days without activity up to the as-of date (lower edge exclusive): a
 * vendor never active since its creation date is binned by the days since it was created; one with
 * neither activity nor a creation date is 'No activity'.
 */
export const dormantPeriodBins = [
  { label: '6-12 months', fromDays: dormantAfterDays, toDays: 365 },
  { label: '1-2 years', fromDays: 365, toDays: 730 },
  { label: '> 2 years', fromDays: 730, toDays: null },
  { label: 'No activity', fromDays: null, toDays: null },
] as const;

const dormantPeriodSql = (days: string): string => `CASE
    WHEN ${days} IS NULL THEN 'No activity'
    WHEN ${days} <= 365 THEN '6-12 months'
    WHEN ${days} <= 730 THEN '1-2 years'
    ELSE '> 2 years'
  END`;

/**
 * Dormant Vendors (spec 02 'Dormant vendors: bar by dormant period'): every vendor, per company code
 * it is created in (LFB1), with no purchase order, goods receipt, invoice or payment in the
 * `dormantAfterDays` days up to the as-of date (the system's latest invoice date; never the wall
 * clock). Activity is vendor-wide (canon.vendor_last_activity, any company code):
 * last_activity_date is the latest of the four; inactive_since_date is last_activity_date, else the
 * company-code creation date, else the vendor's; dormant_days counts from it to the as-of date.
 *
 * A vendor dormant for more than a year that can still be posted to — not blocked centrally or for
 * the company code and not marked for deletion — is an exception (dormant accounts should be
 * blocked); it is counted in the month of the as-of date.
 */
export const dormantVendors: AnalysisDefinition = {
  module: 'vendors',
  analysis: 'dormant_vendors',
  displayName: 'Dormant Vendors',
  description: `Vendors per company code without a PO, goods receipt, invoice or payment for more than ${dormantAfterDays} days before the as-of date, by dormant period.`,
  sql: `
WITH a AS (SELECT ${asOfDateSql} AS as_of),
s AS (
  SELECT vcc.vendor_id, vcc.company_code, la.last_po_date, la.last_gr_date, la.last_invoice_date,
    la.last_payment_date, ${lastActivityDateSql('la')} AS last_activity_date,
    coalesce(${lastActivityDateSql('la')}, vcc.created_date, v0.created_date) AS inactive_since_date,
    (a.as_of - coalesce(${lastActivityDateSql('la')}, vcc.created_date, v0.created_date))::INTEGER AS dormant_days,
    a.as_of
  FROM canon.vendor_company_codes vcc
  CROSS JOIN a
  LEFT JOIN canon.vendors v0 ON v0.system_id = vcc.system_id AND v0.vendor_id = vcc.vendor_id
  LEFT JOIN canon.vendor_last_activity la ON la.system_id = vcc.system_id AND la.vendor_id = vcc.vendor_id
  WHERE vcc.system_id = $system_id AND a.as_of IS NOT NULL
)
SELECT
  $system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('s')},
  ${vendorFlagSelectSql},
  s.as_of::DATE AS as_of_date,
  s.last_activity_date::DATE AS last_activity_date,
  s.last_po_date::DATE AS last_po_date,
  s.last_gr_date::DATE AS last_gr_date,
  s.last_invoice_date::DATE AS last_invoice_date,
  s.last_payment_date::DATE AS last_payment_date,
  s.inactive_since_date::DATE AS inactive_since_date,
  s.dormant_days::INTEGER AS dormant_days,
  (${dormantPeriodSql('s.dormant_days')})::VARCHAR AS dormant_period
FROM s
${vendorJoinsSql('s')}
WHERE s.dormant_days IS NULL OR s.dormant_days > ${dormantAfterDays}`,
  columns: [
    ...vendorPartyColumns,
    ...vendorFlagColumns,
    { name: 'as_of_date', displayName: 'As-of Date', dataType: 'date' },
    { name: 'last_activity_date', displayName: 'Last Activity Date', dataType: 'date' },
    { name: 'last_po_date', displayName: 'Last PO Date', dataType: 'date' },
    { name: 'last_gr_date', displayName: 'Last GR Date', dataType: 'date' },
    { name: 'last_invoice_date', displayName: 'Last Invoice Date', dataType: 'date' },
    { name: 'last_payment_date', displayName: 'Last Payment Date', dataType: 'date' },
    { name: 'inactive_since_date', displayName: 'Inactive Since', dataType: 'date' },
    { name: 'dormant_days', displayName: 'Days Dormant', dataType: 'number' },
    {
      name: 'dormant_period',
      displayName: 'Dormant Period',
      dataType: 'string',
      order: dormantPeriodBins.map((bin) => bin.label),
    },
  ],
  dateColumn: 'as_of_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'dormant_vendors',
    displayName: 'Dormant Vendors',
  },
  display: {
    defaultView: 'chart',
    allDatesOnly: true,
    chart: {
      kind: 'bar',
      x: 'dormant_period',
      measures: [
        { col: 'vendor_id', fn: 'nunique', alias: 'number_of_vendors', displayName: 'No. of Vendors' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'dormant_period', displayName: 'Dormant Period' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'account_group', displayName: 'Account Group' },
      ],
      aggregate: [
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
        {
          col: 'dormant_days',
          fn: 'max',
          alias: 'max_dormant_days',
          displayName: 'Max. Days Dormant',
          dataType: 'number',
        },
      ],
    },
    helpAlert: {
      variant: 'info',
      text: `Vendors without a purchase order, goods receipt, invoice or payment in any company code for more than ${dormantAfterDays} days before the latest invoice date of the system (vendors never active: since their creation). Periods: 6-12 months, 1-2 years, > 2 years, No activity (no activity and no creation date). A vendor dormant for more than a year that is neither blocked nor marked for deletion is an exception.`,
    },
  },
  finding: {
    kind: 'dormant_vendor',
    key: ['vendor_id', 'company_code'],
    evidence: ['last_activity_date'],
    label: "'Dormant vendor ' || vendor_id || ': ' || coalesce(vendor_name, '')",
  },
  exception: {
    condition:
      '(dormant_days IS NULL OR dormant_days > 365) AND NOT is_vendor_blocked AND NOT is_vendor_company_code_blocked AND NOT marked_for_deletion',
    weight: 3,
  },
};
