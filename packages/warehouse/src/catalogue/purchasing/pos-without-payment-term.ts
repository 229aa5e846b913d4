import type { AnalysisDefinition } from '../../catalogue-types';
import { asOfDateSql } from '../shared-sql';
import {
  purchaseOrderColumns,
  purchaseOrderSelectSql,
  purchaseOrdersPageModule,
} from './purchase-order-columns';
import { masterJoinsSql, poInvoicesCteOf } from './purchasing-sql';

/**
 * POs with no payment term (spec 02 'POs with no payment term'): purchase orders, not deleted, whose
 * payment term is empty, with the payment terms of the invoices posted against them (distinct, sorted,
 * ', '-separated; the 'Invoice Payment Terms' modal) and the invoice count. Every row is an exception.
 */
export const posWithoutPaymentTerm: AnalysisDefinition = {
  module: 'pos',
  analysis: 'no_payment_term',
  displayName: 'POs with No Payment Term',
  description:
    'Purchase orders without a payment term, with the payment terms their invoices were posted with.',
  sql: `
WITH no_term_pos AS (
  SELECT p.* FROM canon.purchase_orders p
  WHERE p.system_id = $system_id AND coalesce(trim(p.payment_term), '') = ''
    AND coalesce(p.po_status, '') <> 'DELETED'
),
${poInvoicesCteOf('no_term_pos')},
invoice_terms AS (
  SELECT pi.po_number,
    count(DISTINCT pi.internal_invoice_id) AS invoice_count,
    string_agg(DISTINCT nullif(trim(i.payment_term), ''), ', ' ORDER BY nullif(trim(i.payment_term), '')) AS invoice_payment_terms
  FROM po_invoices pi
  JOIN canon.invoices i ON i.system_id = $system_id AND i.internal_invoice_id = pi.internal_invoice_id
  GROUP BY pi.po_number
)
SELECT
  p.system_id::INTEGER AS system_id,${purchaseOrderSelectSql}
  (${asOfDateSql} - p.created_date)::INTEGER AS created_days,
  coalesce(t.invoice_count, 0)::INTEGER AS invoice_count,
  t.invoice_payment_terms::VARCHAR AS invoice_payment_terms
FROM no_term_pos p
LEFT JOIN invoice_terms t ON t.po_number = p.po_number${masterJoinsSql('p.vendor_id', 'p.company_code')}`,
  columns: [
    ...purchaseOrderColumns,
    { name: 'created_days', displayName: 'Created Days', dataType: 'number' },
    { name: 'invoice_count', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'invoice_payment_terms', displayName: 'Invoice Payment Terms', dataType: 'string' },
  ],
  dateColumn: 'document_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...purchaseOrdersPageModule, name: 'no_payment_term', displayName: 'POs with No Payment Term' },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'created_by', displayName: 'Created By' },
        { name: 'purchasing_org', displayName: 'Purchasing Org' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'po_number',
          fn: 'count',
          alias: 'number_of_pos',
          displayName: 'No. of POs',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'total_value',
          displayName: 'Total Value',
          dataType: 'currency',
        },
      ],
      sortField: 'number_of_pos',
    },
    helpAlert: {
      text: 'Purchase orders (not deleted) created without a payment term. The invoices against them then take their terms from the vendor master or the clerk; Invoice Payment Terms shows which terms were used.',
      variant: 'warning',
    },
  },
  finding: {
    kind: 'po_without_payment_term',
    key: ['po_number'],
    evidence: ['payment_term', 'invoice_payment_terms'],
    label: "'PO ' || po_number || ' of ' || coalesce(vendor_name, vendor_id) || ': no payment term'",
  },
  exception: { condition: 'true', weight: 4 },
};
