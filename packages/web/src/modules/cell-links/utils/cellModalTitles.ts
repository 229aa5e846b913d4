import type { CellModal } from '@spendlens/domain';

/** What a linked cell opens, for its button's title ('Vendor Profile 100234'). */
export const cellModalTitles: Readonly<Record<CellModal, string>> = {
  vendor_profile: 'Vendor Profile',
  company_code_profile: 'Company Code Profile',
  purchase_order: 'Purchase Order Details',
  goods_receipts: 'Goods Receipts',
  invoice_line_items: 'Invoice Line Items',
  last_activity: 'Last Activity Details',
  vendor_company_code: 'Vendor Company Code Details',
  vendor_address: 'Vendor Address Details',
  cluster_vendor_address: 'Cluster Vendor Address Details',
  payment_term: 'Payment Term',
  payment_methods: 'Payment Methods',
  invoice_payment_terms: 'Invoice Payment Terms',
  finding_case: 'Case',
};
