import { publishedTableName, type AnalysisDefinition } from '../../catalogue-types';
import { yearMonthSql } from '../shared-sql';
import { duplicateInvoices } from './duplicate-invoices';

const duplicatesTable = `pub.${publishedTableName(duplicateInvoices)}`;

/**
 * Recovered value of duplicate payments (issue 23 item 4, docs/recovered-value.md): per company
 * code, account group and month, the duplicate-invoice findings found, confirmed and dismissed (how
 * many, and their value at risk) and the value recovered. Read from the published duplicate
 * invoices (so published after them, and recomputed with them when a case changes) and the cases.
 *
 * - A finding is one cluster's non-reversed rows (those with a finding_key; a reversed invoice or a
 *   reversal is no finding).
 * - Its value at risk, the amount paid twice: the common amounts of its non-reversed members except
 *   the earliest (by posting date, then internal_invoice_id), which is the genuine invoice. A
 *   cluster whose other members are all reversed is worth 0.
 * - It belongs to the company code, account group and month (posting date) of its latest member (by
 *   posting date, then internal_invoice_id): the month the duplicate was posted.
 * - Confirmed and dismissed are its case's status (open, investigating: found only).
 * - Recovered: the amount_recovered of the confirmed cases, in the system's common currency. A case
 *   whose finding is no longer published (gone at the last ingest) is not counted.
 */
export const recoveredValue: AnalysisDefinition = {
  module: 'invoice_duplicates',
  analysis: 'recovered_value',
  displayName: 'Duplicate Payments: Found, Confirmed, Recovered',
  description:
    'Per company code, account group and month: the duplicate-invoice findings found, confirmed and dismissed with the value paid twice, and the value recovered of the confirmed ones.',
  sql: `
WITH members AS (
  SELECT d.finding_key, d.case_status, d.company_code, d.account_group, d.posting_date, d.common_currency,
    coalesce(d.common_amount, 0) AS common_amount,
    row_number() OVER (PARTITION BY d.finding_key
      ORDER BY d.posting_date ASC NULLS LAST, d.internal_invoice_id ASC) AS from_first,
    row_number() OVER (PARTITION BY d.finding_key
      ORDER BY d.posting_date DESC NULLS LAST, d.internal_invoice_id DESC) AS from_last
  FROM ${duplicatesTable} d
  WHERE d.system_id = $system_id AND d.finding_key IS NOT NULL
),
findings AS (
  SELECT m.finding_key,
    coalesce(sum(m.common_amount) FILTER (WHERE m.from_first > 1), 0) AS value_at_risk,
    max(m.case_status) AS case_status,
    max(m.company_code) FILTER (WHERE m.from_last = 1) AS company_code,
    max(m.account_group) FILTER (WHERE m.from_last = 1) AS account_group,
    max(m.posting_date) FILTER (WHERE m.from_last = 1) AS posting_date,
    max(m.common_currency) AS common_currency
  FROM members m
  GROUP BY m.finding_key
),
cased AS (
  SELECT f.*, CASE WHEN f.case_status = 'confirmed' THEN fc.amount_recovered END AS amount_recovered
  FROM findings f
  LEFT JOIN canon.finding_cases fc ON fc.system_id = $system_id AND fc.finding_key = f.finding_key
)
SELECT
  CAST($system_id AS INTEGER) AS system_id,
  c.company_code::VARCHAR AS company_code,
  any_value(cc.company_name)::VARCHAR AS company_name,
  c.account_group::VARCHAR AS account_group,
  date_trunc('month', c.posting_date)::DATE AS month_start,
  ${yearMonthSql("date_trunc('month', c.posting_date)")}::VARCHAR AS year_month,
  any_value(c.common_currency)::VARCHAR AS common_currency,
  count(*)::INTEGER AS found_findings,
  sum(c.value_at_risk)::DECIMAL(18,2) AS found_value,
  count(*) FILTER (WHERE c.case_status = 'confirmed')::INTEGER AS confirmed_findings,
  coalesce(sum(c.value_at_risk) FILTER (WHERE c.case_status = 'confirmed'), 0)::DECIMAL(18,2) AS confirmed_value,
  count(*) FILTER (WHERE c.case_status = 'dismissed')::INTEGER AS dismissed_findings,
  coalesce(sum(c.value_at_risk) FILTER (WHERE c.case_status = 'dismissed'), 0)::DECIMAL(18,2) AS dismissed_value,
  count(c.amount_recovered)::INTEGER AS recovered_findings,
  coalesce(sum(c.amount_recovered), 0)::DECIMAL(18,2) AS recovered_value
FROM cased c
LEFT JOIN canon.company_codes cc ON cc.system_id = $system_id AND cc.company_code = c.company_code
GROUP BY c.company_code, c.account_group, date_trunc('month', c.posting_date)`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'month_start', displayName: 'Month Start', dataType: 'date' },
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'found_findings', displayName: 'Duplicates Found', dataType: 'number' },
    { name: 'found_value', displayName: 'Value Found', dataType: 'currency' },
    { name: 'confirmed_findings', displayName: 'Duplicates Confirmed', dataType: 'number' },
    { name: 'confirmed_value', displayName: 'Value Confirmed', dataType: 'currency' },
    { name: 'dismissed_findings', displayName: 'Duplicates Dismissed', dataType: 'number' },
    { name: 'dismissed_value', displayName: 'Value Dismissed', dataType: 'currency' },
    { name: 'recovered_findings', displayName: 'Duplicates with a Recovery', dataType: 'number' },
    { name: 'recovered_value', displayName: 'Value Recovered', dataType: 'currency' },
  ],
  dateColumn: 'month_start',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: null,
};
