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
 * The approval limit of a company code without one of its own (canon.approval_limits), in the
 * company code's currency, and the default window in days.
 */
export const defaultApprovalLimit = 10_000;
export const defaultSplitWindowDays = 7;

/**
 * Invoices Split under the Approval Limit (docs/red-flags.md). Approval limits apply to invoices
 * without a purchase order (a PO invoice was approved with its PO), so the candidates are a company
 * code's non-PO invoices (not reversed, with an invoice date) whose local amount (company code
 * currency) is under the company code's limit. A vendor's candidates in a company code, ordered by
 * invoice date, form a run while each is dated at most `window_days` after the one before; a run of
 * two or more invoices whose amounts together exceed the limit, all dated within `window_days` of its
 * first, is a split group, and each of its invoices is an exception row (a longer run is the vendor's
 * regular invoicing, not one purchase split up). The limits and windows come from canon.approval_limits (the app
 * store's, copied at each ingest and when saved); a company code without one has the defaults.
 */
export const splitInvoices: AnalysisDefinition = {
  module: redFlagsModule,
  analysis: 'split_invoices',
  displayName: 'Invoices Split under the Approval Limit',
  description:
    "Groups of a vendor's non-PO invoices in a company code, each under the approval limit and dated within a few days of the one before, that together exceed the limit.",
  sql: `
WITH candidates AS (
  SELECT i.*,
    coalesce(l.approval_limit, ${defaultApprovalLimit}) AS approval_limit,
    coalesce(l.window_days, ${defaultSplitWindowDays}) AS window_days
  FROM canon.invoices i
  LEFT JOIN canon.approval_limits l ON l.system_id = i.system_id AND l.company_code = i.company_code
  WHERE ${invoicesWhereSql('i')} AND i.derived_document_type = 'NON-PO-INVOICE'
    AND i.invoice_date IS NOT NULL AND i.local_amount IS NOT NULL
    AND abs(i.local_amount) < coalesce(l.approval_limit, ${defaultApprovalLimit})
),
breaks AS (
  SELECT *,
    CASE WHEN invoice_date - lag(invoice_date) OVER w <= window_days THEN 0 ELSE 1 END AS starts_run
  FROM candidates
  WINDOW w AS (PARTITION BY vendor_id, company_code ORDER BY invoice_date, internal_invoice_id)
),
runs AS (
  SELECT *,
    sum(starts_run) OVER (PARTITION BY vendor_id, company_code ORDER BY invoice_date, internal_invoice_id
      ROWS UNBOUNDED PRECEDING) AS run_no
  FROM breaks
),
groups AS (
  SELECT *,
    count(*) OVER g AS group_invoice_count,
    sum(abs(local_amount)) OVER g AS group_local_amount,
    min(invoice_date) OVER g AS group_first_date,
    max(invoice_date) OVER g AS group_last_date
  FROM runs
  WINDOW g AS (PARTITION BY vendor_id, company_code, run_no)
)
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.local_currency::VARCHAR AS local_currency,
  abs(i.local_amount)::DECIMAL(18,2) AS local_amount,
  i.approval_limit::DECIMAL(18,2) AS approval_limit,
  i.window_days::INTEGER AS window_days,
  (i.vendor_id || ' ' || i.company_code || ' ' || strftime(i.group_first_date, '%Y-%m-%d'))::VARCHAR AS split_group,
  i.group_invoice_count::INTEGER AS group_invoice_count,
  i.group_local_amount::DECIMAL(18,2) AS group_local_amount,
  i.group_first_date::DATE AS group_first_date,
  i.group_last_date::DATE AS group_last_date,
  i.created_by::VARCHAR AS created_by
FROM groups i
${partyJoinsSql('i')}
WHERE i.group_invoice_count >= 2 AND i.group_local_amount > i.approval_limit
  -- a run longer than the window is a vendor's regular invoicing, not one purchase split up
  AND i.group_last_date - i.group_first_date <= i.window_days`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'local_currency', displayName: 'Local Currency', dataType: 'string' },
    { name: 'local_amount', displayName: 'Local Amount', dataType: 'currency' },
    { name: 'approval_limit', displayName: 'Approval Limit', dataType: 'currency' },
    { name: 'window_days', displayName: 'Window (Days)', dataType: 'number' },
    { name: 'split_group', displayName: 'Split Group', dataType: 'string' },
    { name: 'group_invoice_count', displayName: 'Invoices in Group', dataType: 'number' },
    { name: 'group_local_amount', displayName: 'Group Amount', dataType: 'currency' },
    { name: 'group_first_date', displayName: 'Group First Invoice Date', dataType: 'date' },
    { name: 'group_last_date', displayName: 'Group Last Invoice Date', dataType: 'date' },
    { name: 'created_by', displayName: 'Entered By', dataType: 'string' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...redFlagsPage, name: 'split_invoices', displayName: 'Invoices Split under the Approval Limit' },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'split_group', displayName: 'Split Group' },
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'created_by', displayName: 'Entered By' },
      ],
      aggregate: [
        ...invoiceAggregates,
        {
          col: 'local_amount',
          fn: 'sum',
          alias: 'local_value',
          displayName: 'Value (Local Currency)',
          dataType: 'currency',
        },
        {
          col: 'approval_limit',
          fn: 'max',
          alias: 'limit',
          displayName: 'Approval Limit',
          dataType: 'currency',
        },
      ],
      sortField: 'local_value',
    },
    helpAlert: {
      variant: 'warning',
      text: `A vendor's non-PO invoices in a company code, each under the company code's approval limit and dated at most the window's days after the one before, whose amounts together exceed the limit. Limits and windows are set per company code by an administrator (default ${defaultApprovalLimit.toLocaleString('en-US')} in the company code's currency, ${defaultSplitWindowDays} days).`,
    },
  },
  exception: { condition: 'true', weight: 6 },
  finding: {
    kind: 'split_invoices',
    // the group by its vendor, company code and first document (a later invoice joining the group
    // changes its evidence, not its key)
    key: [
      'vendor_id',
      'company_code',
      "min(company_code || '-' || fiscal_year::VARCHAR || '-' || accounting_document_no) OVER (PARTITION BY split_group)",
    ],
    evidence: ['group_local_amount', 'group_invoice_count', 'approval_limit'],
    label: `'Split under the approval limit: ' || group_invoice_count::VARCHAR || ' invoices of vendor ' || vendor_id || ' in ' || company_code || ' totalling ' || group_local_amount::VARCHAR || ' ' || coalesce(local_currency, '') || ' (limit ' || approval_limit::VARCHAR || ')'`,
  },
  requires: ['invoices.local_amount', 'invoices.invoice_date'],
};
