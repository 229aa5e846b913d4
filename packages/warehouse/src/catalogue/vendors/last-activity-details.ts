import type { AnalysisDefinition } from '../../catalogue-types';
import { vendorJoinsSql, vendorPartyColumns, vendorPartySelectSql } from './vendor-sql';

/** The latest `id` by `date` then `id` of a group (rows without a date are not candidates). */
const latestSql = (id: string, date: string): string =>
  `max(${date}) AS last_date, arg_max(${id}, (${date}, ${id})) FILTER (WHERE ${date} IS NOT NULL) AS last_id`;

/**
 * Last Activity Details (spec 03 §2.2 'Last-activity table', sap/hana style; the 'Last Activity
 * Details' modal of spec 02): per vendor and company code, the latest purchase order, goods
 * receipt, invoice and payment with their dates and ids, by the rules of canon.vendor_last_activity
 * applied within the company code (so a company-code grant sees only its own activity):
 * - PO: not DELETED, latest document date, then PO number;
 * - GR: a counted (movement types of `is_counted`) debit ('S') movement not reversed, latest posting
 *   date, then document number;
 * - invoice: any invoice document but a REVERSAL, latest invoice date, then internal_invoice_id;
 * - payment: latest clearing date, id `<company_code>-<clearing_document_no>-<fiscal_year>`.
 * last_purchase_date is the latest of the PO's and the invoice's dates: a purchase ordered or
 * invoiced, the one purchase date of the Oracle and JDE table (spec 03 §2.2), which has no id since it
 * may be either. last_activity_date is the latest of the four, last_activity_type which one it was (on
 * a tie the later step of PO → GR → invoice → payment). Which of these columns a system type shows is
 * `lastActivityColumns` below, chosen per type in source-support.ts. vendor_last_activity_date is the vendor's latest
 * activity in any company code. Rows: every vendor and company code with activity or an LFB1 record.
 * No page of its own: the modal reads it filtered by vendor_id.
 */
/**
 * The activity columns of the last-activity table by style (spec 03 §2.2 'Last-activity table by
 * system type'): sap/hana style, every document's date and id; Oracle and JDE, the last payment with
 * its id and the last purchase only. The vendor and company-code columns are in every style.
 */
export const lastActivityColumns = {
  documents: [
    'last_po_date',
    'last_po_number',
    'last_gr_date',
    'last_gr_number',
    'last_invoice_date',
    'last_invoice_id',
    'last_payment_date',
    'last_payment_id',
    'last_activity_date',
    'last_activity_type',
    'vendor_last_activity_date',
  ],
  purchaseAndPayment: ['last_payment_date', 'last_payment_id', 'last_purchase_date'],
} as const;

export const lastActivityDetails: AnalysisDefinition = {
  module: 'vendors',
  analysis: 'last_activity_details',
  displayName: 'Last Activity Details',
  description: 'Per vendor and company code: the latest purchase order, goods receipt, invoice and payment.',
  sql: `
WITH po AS (
  SELECT vendor_id, company_code, ${latestSql('po_number', 'document_date')}
  FROM canon.purchase_orders
  WHERE system_id = $system_id AND coalesce(po_status, '') <> 'DELETED'
  GROUP BY vendor_id, company_code
),
gr AS (
  SELECT vendor_id, company_code, ${latestSql('document_number', 'posting_date')}
  FROM canon.goods_receipts
  WHERE system_id = $system_id AND coalesce(is_counted, false) AND debit_credit = 'S' AND NOT coalesce(is_reversed, false)
  GROUP BY vendor_id, company_code
),
inv AS (
  SELECT vendor_id, company_code, ${latestSql('internal_invoice_id', 'invoice_date')}
  FROM canon.invoices
  WHERE system_id = $system_id AND coalesce(derived_document_type, '') <> 'REVERSAL'
  GROUP BY vendor_id, company_code
),
pay AS (
  SELECT vendor_id, company_code,
    ${latestSql("company_code || '-' || clearing_document_no || '-' || fiscal_year::VARCHAR", 'clearing_date')}
  FROM canon.payments
  WHERE system_id = $system_id
  GROUP BY vendor_id, company_code
),
pairs AS (
  SELECT vendor_id, company_code FROM canon.vendor_company_codes WHERE system_id = $system_id
  UNION SELECT vendor_id, company_code FROM po
  UNION SELECT vendor_id, company_code FROM gr
  UNION SELECT vendor_id, company_code FROM inv
  UNION SELECT vendor_id, company_code FROM pay
),
x AS (
  SELECT p.vendor_id, p.company_code,
    po.last_date AS last_po_date, po.last_id AS last_po_number,
    gr.last_date AS last_gr_date, gr.last_id AS last_gr_number,
    inv.last_date AS last_invoice_date, inv.last_id AS last_invoice_id,
    pay.last_date AS last_payment_date, pay.last_id AS last_payment_id,
    greatest(po.last_date, gr.last_date, inv.last_date, pay.last_date) AS last_activity_date
  FROM pairs p
  LEFT JOIN po ON po.vendor_id = p.vendor_id AND po.company_code = p.company_code
  LEFT JOIN gr ON gr.vendor_id = p.vendor_id AND gr.company_code = p.company_code
  LEFT JOIN inv ON inv.vendor_id = p.vendor_id AND inv.company_code = p.company_code
  LEFT JOIN pay ON pay.vendor_id = p.vendor_id AND pay.company_code = p.company_code
  WHERE p.vendor_id IS NOT NULL AND p.company_code IS NOT NULL
)
SELECT
  $system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('x')},
  x.last_po_date::DATE AS last_po_date,
  x.last_po_number::VARCHAR AS last_po_number,
  x.last_gr_date::DATE AS last_gr_date,
  x.last_gr_number::VARCHAR AS last_gr_number,
  x.last_invoice_date::DATE AS last_invoice_date,
  x.last_invoice_id::VARCHAR AS last_invoice_id,
  x.last_payment_date::DATE AS last_payment_date,
  x.last_payment_id::VARCHAR AS last_payment_id,
  greatest(x.last_po_date, x.last_invoice_date)::DATE AS last_purchase_date,
  x.last_activity_date::DATE AS last_activity_date,
  (CASE x.last_activity_date
    WHEN x.last_payment_date THEN 'Payment'
    WHEN x.last_invoice_date THEN 'Invoice'
    WHEN x.last_gr_date THEN 'Goods Receipt'
    WHEN x.last_po_date THEN 'Purchase Order'
  END)::VARCHAR AS last_activity_type,
  greatest(la.last_po_date, la.last_gr_date, la.last_invoice_date, la.last_payment_date)::DATE AS vendor_last_activity_date
FROM x
LEFT JOIN canon.vendor_last_activity la ON la.system_id = $system_id AND la.vendor_id = x.vendor_id
${vendorJoinsSql('x')}`,
  columns: [
    ...vendorPartyColumns,
    { name: 'last_po_date', displayName: 'Last PO Date', dataType: 'date' },
    { name: 'last_po_number', displayName: 'Last PO Number', dataType: 'string' },
    { name: 'last_gr_date', displayName: 'Last GR Date', dataType: 'date' },
    { name: 'last_gr_number', displayName: 'Last GR Number', dataType: 'string' },
    { name: 'last_invoice_date', displayName: 'Last Invoice Date', dataType: 'date' },
    { name: 'last_invoice_id', displayName: 'Last Invoice ID', dataType: 'string' },
    { name: 'last_payment_date', displayName: 'Last Payment Date', dataType: 'date' },
    { name: 'last_payment_id', displayName: 'Last Payment ID', dataType: 'string' },
    { name: 'last_purchase_date', displayName: 'Last Purchase Date', dataType: 'date' },
    { name: 'last_activity_date', displayName: 'Last Activity Date', dataType: 'date' },
    { name: 'last_activity_type', displayName: 'Last Activity', dataType: 'string' },
    { name: 'vendor_last_activity_date', displayName: 'Last Activity (All Company Codes)', dataType: 'date' },
  ],
  dateColumn: null,
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: null,
  display: {
    defaultView: 'detail',
    allDatesOnly: true,
    hideFromNav: true,
    helpAlert: {
      variant: 'info',
      text: 'The latest purchase order (not deleted), goods receipt (counted, not reversed), invoice (not a reversal) and payment of the vendor in each company code.',
    },
  },
};
