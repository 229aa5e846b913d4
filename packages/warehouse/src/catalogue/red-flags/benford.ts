import type { AnalysisColumn, AnalysisDefinition } from '../../catalogue-types';
import { invoicesWhereSql } from '../invoices/invoice-sql';
import { redFlagsModule, redFlagsPage } from './red-flags-sql';

/**
 * Benford's first-two digits test (Nigrini, 'Benford's Law', 2012, ch. 5 and table 7.1) of the
 * invoices' gross amounts in document currency, at least `benfordMinAmount`: per vendor account in a
 * company code, and per company code.
 */
export const benfordMinAmount = 10;

/**
 * The fewest invoices a vendor or company code needs for the test (below: 'Too few invoices', no
 * exception). Nigrini's MAD limits do not grow with the count, while the MAD of a sample drawn from
 * Benford's law itself falls only with √n: about 0.0046 at 300 invoices (nonconformity by chance
 * alone), 0.0025 at 1,000 and 0.0016 at 2,500, where 99 % of such samples stay under 0.0019
 * (simulated; docs/red-flags.md). So a group is tested from 2,500 invoices on.
 */
export const benfordMinInvoices = 2500;

/** Nigrini's MAD conformity limits for the first-two digits (upper bounds, inclusive). */
export const benfordMadLimits = {
  close: 0.0012,
  acceptable: 0.0018,
  marginal: 0.0022,
} as const;

export const benfordLevels = {
  close: 'Close conformity',
  acceptable: 'Acceptable conformity',
  marginal: 'Marginally acceptable conformity',
  nonconformity: 'Nonconformity',
  tooFew: 'Too few invoices',
} as const;

/** |z| above which a digit's share differs significantly (5 %, two-sided). */
export const benfordZLimit = 1.96;

type Level = 'vendor' | 'company_code';

/**
 * The SELECT of one level: for every group (vendor account in a company code, or company code) and
 * first-two digits 10..99, the invoices counted (actual), Benford's expected count n·log10(1+1/d),
 * both proportions, the absolute deviation, Nigrini's z statistic (with the continuity correction
 * 1/(2n) when it is smaller than the deviation), and the group's count, MAD (mean of the 90 absolute
 * deviations) and conformity level. The first two digits are read from the amount's integer part as
 * text, so no floating-point logarithm decides them.
 */
function benfordSql(level: Level): string {
  const groupCols = level === 'vendor' ? 'company_code, vendor_id' : 'company_code';
  const joinOn =
    level === 'vendor'
      ? 'c.company_code = g.company_code AND c.vendor_id = g.vendor_id'
      : 'c.company_code = g.company_code';
  return `
WITH amounts AS (
  SELECT i.company_code, i.vendor_id, i.posting_date,
    left(floor(abs(i.document_amount))::BIGINT::VARCHAR, 2)::INTEGER AS digits
  FROM canon.invoices i
  WHERE ${invoicesWhereSql('i')} AND abs(i.document_amount) >= ${benfordMinAmount}
),
grp AS (
  SELECT ${groupCols}, count(*) AS n, max(posting_date) AS last_posting_date
  FROM amounts GROUP BY ${groupCols}
),
cnt AS (SELECT ${groupCols}, digits, count(*) AS c FROM amounts GROUP BY ${groupCols}, digits),
benford AS (SELECT range::INTEGER AS digits, log10(1 + 1 / range::DOUBLE) AS p FROM range(10, 100)),
cells AS (
  SELECT g.*, b.digits, b.p, coalesce(c.c, 0) AS c
  FROM grp g CROSS JOIN benford b
  LEFT JOIN cnt c ON ${joinOn} AND c.digits = b.digits
),
scored AS (
  SELECT *,
    c::DOUBLE / n AS actual_p,
    abs(c::DOUBLE / n - p) AS deviation,
    avg(abs(c::DOUBLE / n - p)) OVER (PARTITION BY ${groupCols}) AS mad
  FROM cells
)
SELECT
  $system_id::INTEGER AS system_id,
  s.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  cc.region::VARCHAR AS region,
  ${
    level === 'vendor'
      ? `s.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,`
      : 'NULL::VARCHAR AS vendor_id,'
  }
  s.digits::INTEGER AS first_two_digits,
  s.c::INTEGER AS actual_count,
  round(s.n * s.p, 2)::DOUBLE AS expected_count,
  s.actual_p::DOUBLE AS actual_proportion,
  s.p::DOUBLE AS expected_proportion,
  s.deviation::DOUBLE AS absolute_deviation,
  (CASE WHEN 1 / (2 * s.n) < s.deviation THEN s.deviation - 1 / (2 * s.n) ELSE s.deviation END
    / sqrt(s.p * (1 - s.p) / s.n))::DOUBLE AS z_statistic,
  s.n::INTEGER AS invoice_count,
  s.mad::DOUBLE AS mad,
  (CASE
    WHEN s.n < ${benfordMinInvoices} THEN '${benfordLevels.tooFew}'
    WHEN s.mad <= ${benfordMadLimits.close} THEN '${benfordLevels.close}'
    WHEN s.mad <= ${benfordMadLimits.acceptable} THEN '${benfordLevels.acceptable}'
    WHEN s.mad <= ${benfordMadLimits.marginal} THEN '${benfordLevels.marginal}'
    ELSE '${benfordLevels.nonconformity}'
  END)::VARCHAR AS conformity,
  (s.n >= ${benfordMinInvoices} AND s.mad > ${benfordMadLimits.marginal})::BOOLEAN AS is_nonconforming,
  NOT (s.n >= ${benfordMinInvoices} AND s.mad > ${benfordMadLimits.marginal})::BOOLEAN AS conforms_or_untested,
  s.last_posting_date::DATE AS last_posting_date
FROM scored s
LEFT JOIN canon.company_codes cc ON cc.system_id = $system_id AND cc.company_code = s.company_code${
    level === 'vendor'
      ? `
LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = s.vendor_id`
      : ''
  }`;
}

const columns: AnalysisColumn[] = [
  { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
  { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
  { name: 'region', displayName: 'Region', dataType: 'string' },
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
  { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
  { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
  { name: 'first_two_digits', displayName: 'First Two Digits', dataType: 'number', format: 'code' },
  { name: 'actual_count', displayName: 'Actual Invoices', dataType: 'number' },
  { name: 'expected_count', displayName: 'Expected Invoices (Benford)', dataType: 'number' },
  { name: 'actual_proportion', displayName: 'Actual Proportion', dataType: '%100' },
  { name: 'expected_proportion', displayName: 'Expected Proportion', dataType: '%100' },
  { name: 'absolute_deviation', displayName: 'Absolute Deviation', dataType: '%100' },
  { name: 'z_statistic', displayName: 'Z Statistic', dataType: 'number' },
  // the group's invoices, on each of its 90 digit rows
  { name: 'invoice_count', displayName: 'Invoices Tested', dataType: 'number', total: 'none' },
  { name: 'mad', displayName: 'MAD', dataType: '%100' },
  { name: 'conformity', displayName: 'Conformity', dataType: 'string' },
  { name: 'is_nonconforming', displayName: 'Nonconformity', dataType: 'yesno' },
  { name: 'conforms_or_untested', displayName: 'Conforms or Too Few', dataType: 'yesno' },
  { name: 'last_posting_date', displayName: 'Last Posting Date', dataType: 'date' },
];

const helpText = (of: string): string =>
  `Benford's first-two digits test of ${of}: the invoices' gross amounts in document currency (at least ${benfordMinAmount}), actual against expected per first two digits 10–99. MAD is the mean absolute deviation of the 90 proportions (shown in percent: 0.22% = 0.0022); Nigrini's levels: close conformity up to 0.12%, acceptable up to 0.18%, marginally acceptable up to 0.22%, nonconformity above. Tested from ${benfordMinInvoices.toLocaleString('en-US')} invoices on. An exception is a digit whose share differs significantly (|z| > ${benfordZLimit}) in a nonconforming group.`;

function benford(level: Level): AnalysisDefinition {
  const vendor = level === 'vendor';
  return {
    module: redFlagsModule,
    analysis: vendor ? 'benford_vendor' : 'benford_company_code',
    displayName: vendor ? "Benford's Law by Vendor" : "Benford's Law by Company Code",
    description: vendor
      ? "Benford's first-two digits test of each vendor's invoice amounts in a company code: actual against expected per first two digits, with Nigrini's MAD and conformity level."
      : "Benford's first-two digits test of each company code's invoice amounts: actual against expected per first two digits, with Nigrini's MAD and conformity level.",
    sql: benfordSql(level),
    columns: vendor ? columns : columns.filter((c) => !['vendor_name', 'account_group'].includes(c.name)),
    dateColumn: 'last_posting_date',
    accountGroupColumn: vendor ? 'account_group' : null,
    companyCodeColumn: 'company_code',
    page: {
      ...redFlagsPage,
      name: vendor ? 'benford_vendor' : 'benford_company_code',
      displayName: vendor ? "Benford's Law: Vendors" : "Benford's Law: Company Codes",
    },
    display: {
      defaultView: 'chart',
      allDatesOnly: true,
      chart: {
        kind: 'bar',
        x: 'first_two_digits',
        measures: [
          { col: 'actual_count', fn: 'sum', alias: 'actual', displayName: 'Actual' },
          { col: 'expected_count', fn: 'sum', alias: 'expected', displayName: 'Expected (Benford)' },
        ],
      },
      summaryTable: {
        viewByList: vendor
          ? [
              { name: 'vendor_id', displayName: 'Vendor' },
              { name: 'conformity', displayName: 'Conformity' },
              { name: 'company_code', displayName: 'Company Code' },
            ]
          : [
              { name: 'company_code', displayName: 'Company Code' },
              { name: 'conformity', displayName: 'Conformity' },
            ],
        aggregate: [
          {
            col: 'actual_count',
            fn: 'sum',
            alias: 'invoices_tested',
            displayName: 'Invoices Tested',
            dataType: 'number',
          },
          { col: 'mad', fn: 'max', alias: 'max_mad', displayName: 'MAD', dataType: '%100' },
        ],
        sortField: 'max_mad',
      },
      hideOptions: [
        { column: 'conforms_or_untested', label: 'hide conforming and too few', defaultOn: false },
      ],
      helpAlert: {
        variant: 'info',
        text: helpText(vendor ? "each vendor's invoices in a company code" : "each company code's invoices"),
      },
    },
    exception: {
      condition: `is_nonconforming AND z_statistic > ${benfordZLimit}`,
      weight: 5,
    },
    finding: {
      kind: vendor ? 'benford_vendor' : 'benford_company_code',
      key: vendor ? ['vendor_id', 'company_code'] : ['company_code'],
      evidence: ['invoice_count', 'round(mad, 6)', 'conformity'],
      label: vendor
        ? `'Benford first-two digits: vendor ' || vendor_id || coalesce(' ' || vendor_name, '') || ' in ' || company_code || ' (' || conformity || ')'`
        : `'Benford first-two digits: company code ' || company_code || ' (' || conformity || ')'`,
    },
    requires: ['invoices.document_amount'],
  };
}

export const benfordVendor = benford('vendor');
export const benfordCompanyCode = benford('company_code');
