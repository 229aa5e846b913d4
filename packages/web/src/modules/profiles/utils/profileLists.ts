import type { Sort } from '@spendlens/domain';

/** Whose transactions a profile lists: a vendor's, or a company code's. */
export type ProfileEntity = 'vendor' | 'company_code';

/**
 * One list of the Transactions tab (spec 03 §2.2): rows of a published analysis filtered by the
 * profile's vendor or company code, newest first, at most 1000 (spec 03 §9). `columns` are shown in
 * this order when the system's type presents them; the party column comes first (a vendor's company
 * codes, a company code's vendors).
 */
export interface ProfileList {
  key: 'purchase_orders' | 'goods_receipts' | 'invoices' | 'payments' | 'last_activity';
  title: string;
  module: string;
  analysis: string;
  columns: readonly string[];
  /** Newest first, then a document key: which 1000 rows are read never depends on ties. */
  sort: readonly Sort[];
}

/** The columns naming the other party of a profile's rows: a vendor's company codes, a company code's vendors. */
export const partyColumns: Readonly<Record<ProfileEntity, readonly string[]>> = {
  vendor: ['company_code', 'company_name'],
  company_code: ['vendor_id', 'vendor_name'],
};

/** The lists, in tab order. */
export const profileLists: readonly ProfileList[] = [
  {
    key: 'purchase_orders',
    title: 'Purchase Orders',
    module: 'pos',
    analysis: 'purchase_orders',
    columns: [
      'po_number',
      'document_date',
      'created_date',
      'created_by',
      'payment_term',
      'category',
      'type',
      'purchasing_org',
      'purchasing_group',
      'has_pr',
      'po_status',
      'currency',
      'document_amount',
      'common_currency',
      'common_amount',
    ],
    sort: [
      { col_alias: 'document_date', order: 'desc' },
      { col_alias: 'po_number', order: 'desc' },
    ],
  },
  {
    key: 'goods_receipts',
    title: 'Goods Receipts',
    module: 'material_document_header_line_items',
    analysis: 'goods_receipts',
    columns: [
      'document_number',
      'line_number',
      'posting_date',
      'created_date',
      'created_days',
      'po_number',
      'po_line_item_number',
      'movement_type',
      'is_reversed',
      'material_number',
      'quantity',
      'common_currency',
      'signed_line_item_common_amount',
      'gr_count',
      'gr_min_date',
      'gr_max_date',
    ],
    sort: [
      { col_alias: 'posting_date', order: 'desc' },
      { col_alias: 'document_number', order: 'desc' },
      { col_alias: 'line_number', order: 'desc' },
    ],
  },
  {
    key: 'invoices',
    title: 'Invoices',
    module: 'invoices',
    analysis: 'invoice_documents',
    columns: [
      'internal_invoice_id',
      'external_invoice_id',
      'invoice_date',
      'posting_date',
      'document_type',
      'derived_document_type',
      'tcode',
      'is_reversed',
      'payment_term',
      'due_date',
      'clearing_date',
      'po_number',
      'common_currency',
      'common_amount',
    ],
    sort: [
      { col_alias: 'posting_date', order: 'desc' },
      { col_alias: 'internal_invoice_id', order: 'desc' },
    ],
  },
  {
    key: 'payments',
    title: 'Payments',
    module: 'invoices',
    analysis: 'payment_performance',
    columns: [
      'payment_id',
      'clearing_date',
      'payment_date',
      'payment_method',
      'is_voided',
      'number_of_invoices',
      'value_of_invoices',
      'common_currency',
      'common_amount',
    ],
    sort: [
      { col_alias: 'clearing_date', order: 'desc' },
      { col_alias: 'payment_id', order: 'desc' },
    ],
  },
];

/**
 * The last-activity table (spec 03 §2.2): per company code, the columns the system type shows —
 * sap/hana the last PO, goods receipt, invoice and payment with their ids; Oracle and JDE the last
 * payment and purchase only (the analysis presents exactly those: catalogue/source-support.ts).
 */
export const lastActivityList: ProfileList = {
  key: 'last_activity',
  title: 'Last Activity',
  module: 'vendors',
  analysis: 'last_activity_details',
  columns: [
    'last_po_date',
    'last_po_number',
    'last_gr_date',
    'last_gr_number',
    'last_invoice_date',
    'last_invoice_id',
    'last_payment_date',
    'last_payment_id',
    'last_purchase_date',
    'last_activity_date',
    'last_activity_type',
  ],
  sort: [
    { col_alias: 'last_activity_date', order: 'desc' },
    { col_alias: 'vendor_id', order: 'asc' },
    { col_alias: 'company_code', order: 'asc' },
  ],
};
