import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql, yearMonthSql } from '../shared-sql';
import { genericStatusSql } from './generic-status';
import { invoicesWhereSql } from './invoice-sql';

/**
 * Invoice Backlog (spec 02 'Invoice Backlog trend', 'Invoice Backlog Trend (value and volume)'):
 * the open invoices at each of 13 month ends — the as-of date's month and the 12 before it, the
 * current month's snapshot taken on the as-of date itself (the latest invoice date, never the wall
 * clock) — counted and summed per company code, account group and generic status (`genericStatusSql`).
 *
 * Open on a snapshot date d: a PO or non-PO invoice, not reversed, posted on or before d, and not
 * cleared, or cleared after d. An invoice flagged cleared without a clearing date is never open (its
 * clearing date is unknown); one without a posting date neither.
 *
 * curr_role is the document's current workflow role (canon.invoices.current_role: a document
 * system's open workflow step, as the VIM add-on's role for SAP); the ERPs' mappings have no workflow,
 * so it is NULL there, shown as 'No assigned role'. workflow_status is a document system's workflow
 * status (DocuWare: the mapped status), so its backlog is counted by workflow status too; NULL for the
 * ERPs, which do not show the column (source-support.ts).
 */
export const invoiceBacklog: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'invoice_backlog',
  displayName: 'Invoice Backlog',
  description:
    'Open invoices (not cleared, not reversed) at 13 month ends up to the latest invoice date, counted and summed per company code, account group, generic status, workflow status and role.',
  sql: `
WITH snapshots AS (
  SELECT
    least(last_day(date_trunc('month', a.d) - to_months(r.k::INTEGER)), a.d)::DATE AS snapshot_date
  FROM (SELECT ${asOfDateSql} AS d) a
  CROSS JOIN range(13) r(k)
  WHERE a.d IS NOT NULL
),
open_invoices AS (
  SELECT
    s.snapshot_date,
    i.system_id,
    i.company_code,
    i.vendor_id,
    i.common_currency,
    i.common_amount,
    i.workflow_status,
    i.current_role,
    ${genericStatusSql('i', 's.snapshot_date')} AS generic_status
  FROM canon.invoices i
  JOIN snapshots s
    ON i.posting_date <= s.snapshot_date
   AND (NOT coalesce(i.is_cleared, false) OR i.clearing_date > s.snapshot_date)
  WHERE ${invoicesWhereSql('i')}
)
SELECT
  o.system_id::INTEGER AS system_id,
  ${yearMonthSql('o.snapshot_date')}::VARCHAR AS year_month,
  o.snapshot_date::DATE AS snapshot_date,
  o.company_code::VARCHAR AS company_code,
  any_value(cc.company_name)::VARCHAR AS company_name,
  any_value(cc.region)::VARCHAR AS region,
  v.account_group::VARCHAR AS account_group,
  o.generic_status::VARCHAR AS generic_status,
  o.workflow_status::VARCHAR AS workflow_status,
  o.current_role::VARCHAR AS curr_role,
  count(*)::INTEGER AS number_of_invoices,
  sum(o.common_amount)::DECIMAL(18,2) AS value_of_invoices,
  any_value(o.common_currency)::VARCHAR AS common_currency
FROM open_invoices o
LEFT JOIN canon.company_codes cc ON cc.system_id = o.system_id AND cc.company_code = o.company_code
LEFT JOIN canon.vendors v ON v.system_id = o.system_id AND v.vendor_id = o.vendor_id
GROUP BY o.system_id, o.snapshot_date, o.company_code, v.account_group, o.generic_status, o.workflow_status,
  o.current_role`,
  columns: [
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'snapshot_date', displayName: 'Snapshot Date', dataType: 'date' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'region', displayName: 'Region', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'generic_status', displayName: 'Status', dataType: 'string' },
    { name: 'workflow_status', displayName: 'Workflow Status', dataType: 'string' },
    { name: 'curr_role', displayName: 'Role', dataType: 'string' },
    // month-end snapshots: the same open invoice is in every month it stays open, so months do not add up
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number', total: 'none' },
    { name: 'value_of_invoices', displayName: 'Value of Invoices', dataType: 'currency', total: 'none' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
  ],
  dateColumn: 'snapshot_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'backlog',
    displayName: 'Invoice Backlog',
  },
  display: {
    defaultView: 'chart',
    chart: {
      kind: 'bar_line',
      x: 'year_month',
      measures: [
        { col: 'number_of_invoices', fn: 'sum', alias: 'volume', displayName: 'No. of Invoices' },
        { col: 'value_of_invoices', fn: 'sum', alias: 'value', displayName: 'Value of Invoices' },
      ],
    },
    summaryTable: {
      viewByList: [
        { name: 'year_month', displayName: 'Summary' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'generic_status', displayName: 'Status' },
        { name: 'workflow_status', displayName: 'Workflow Status' },
        { name: 'curr_role', displayName: 'Role' },
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
          col: 'value_of_invoices',
          fn: 'sum',
          alias: 'value_of_invoices',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
      ],
      sortField: 'year_month',
    },
    helpAlert: {
      variant: 'info',
      text: 'Open invoices (PO and non-PO, not cleared, not reversed) at each of the last 13 month ends; the current month is taken on the latest invoice date. Status: payment block R is "Blocked for Payment (Invoice Verification)", any other block "Blocked for Payment", no due date "Unclear Payment Terms", then "Overdue", "Due within 7 Days" or "Not Yet Due" on the snapshot date. The payment block is the current one. Role is the current workflow role (a VIM field for SAP); without one it is "No assigned role".',
    },
  },
};
