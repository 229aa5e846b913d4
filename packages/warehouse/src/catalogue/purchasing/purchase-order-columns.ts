import type { AnalysisColumn } from '../../catalogue-types';
import { masterColumns } from './purchasing-columns';

/**
 * The SELECT list of one purchase order (alias `p`) with its masters (`v`, `cc`): the purchase-order
 * fields of spec 02 §3. Ends with a comma.
 */
export const purchaseOrderSelectSql = `
  p.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  p.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  p.po_number::VARCHAR AS po_number,
  p.document_date::DATE AS document_date,
  p.created_date::DATE AS created_date,
  p.created_by::VARCHAR AS created_by,
  p.payment_term::VARCHAR AS payment_term,
  p.category::VARCHAR AS category,
  p.type::VARCHAR AS type,
  p.purchasing_org::VARCHAR AS purchasing_org,
  p.purchasing_group::VARCHAR AS purchasing_group,
  coalesce(p.has_pr, false)::BOOLEAN AS has_pr,
  p.po_status::VARCHAR AS po_status,
  p.document_currency::VARCHAR AS currency,
  p.document_amount::DECIMAL(18,2) AS document_amount,
  p.common_currency::VARCHAR AS common_currency,
  p.common_amount::DECIMAL(18,2) AS common_amount,`;

/** The columns of `purchaseOrderSelectSql`, in order. */
export const purchaseOrderColumns: readonly AnalysisColumn[] = [
  ...masterColumns,
  { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
  { name: 'document_date', displayName: 'Document Date', dataType: 'date' },
  { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
  { name: 'created_by', displayName: 'Created By', dataType: 'string' },
  { name: 'payment_term', displayName: 'Payment Term', dataType: 'string' },
  { name: 'category', displayName: 'Category', dataType: 'string' },
  { name: 'type', displayName: 'Type', dataType: 'string' },
  { name: 'purchasing_org', displayName: 'Purchasing Org', dataType: 'string' },
  { name: 'purchasing_group', displayName: 'Purchasing Group', dataType: 'string' },
  { name: 'has_pr', displayName: 'Has PR', dataType: 'yesno' },
  { name: 'po_status', displayName: 'PO Status', dataType: 'string' },
  { name: 'currency', displayName: 'Currency', dataType: 'string' },
  { name: 'document_amount', displayName: 'Amount', dataType: 'currency' },
  { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
  { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency', noSort: true, noFilter: true },
];

/** The PO page module of the navigation. */
export const purchaseOrdersPageModule = {
  module: 'purchase_orders',
  moduleDisplayName: 'Purchase Orders',
} as const;
