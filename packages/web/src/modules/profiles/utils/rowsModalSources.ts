import { profileMessages, type OpenedCell } from '@spendlens/domain';
import type { RowsModalSource, RowsSection, SectionAggregate } from '../types/RowsModalSource';

const eq = (col: string, val: string) => ({ col, op: '==' as const, val });
const byPoNumber = (cell: OpenedCell) => [eq('po_number', cell.value)];
/** `vendor_id / company_code` of a cell opened with both. */
const vendorInCode = (cell: OpenedCell) => `${cell.context['vendor_id']} / ${cell.context['company_code']}`;

const goodsReceiptColumns = [
  'document_number',
  'line_number',
  'posting_date',
  'movement_type',
  'debit_credit',
  'is_reversed',
  'po_number',
  'po_line_item_number',
  'material_number',
  'plant',
  'quantity',
  'common_currency',
  'signed_line_item_common_amount',
] as const;

const invoiceColumns = [
  'internal_invoice_id',
  'external_invoice_id',
  'invoice_date',
  'posting_date',
  'derived_document_type',
  'is_reversed',
  'payment_term',
  'due_date',
  'clearing_date',
  'common_currency',
  'common_amount',
] as const;

const invoiceDocuments = (section: Partial<RowsSection>): RowsSection => ({
  module: 'invoices',
  analysis: 'invoice_documents',
  columns: invoiceColumns,
  sort: [
    { col_alias: 'posting_date', order: 'desc' },
    { col_alias: 'internal_invoice_id', order: 'desc' },
  ],
  layout: 'table',
  ...section,
});

const goodsReceipts = (section: Partial<RowsSection>): RowsSection => ({
  module: 'material_document_header_line_items',
  analysis: 'goods_receipts',
  columns: goodsReceiptColumns,
  sort: [
    { col_alias: 'posting_date', order: 'desc' },
    { col_alias: 'document_number', order: 'desc' },
    { col_alias: 'line_number', order: 'asc' },
  ],
  layout: 'table',
  ...section,
});

const termFigures: readonly SectionAggregate[] = [
  {
    col: 'internal_invoice_id',
    fn: 'count',
    alias: 'number_of_invoices',
    displayName: 'Invoices',
    dataType: 'number',
  },
  {
    col: 'common_amount',
    fn: 'sum',
    alias: 'invoice_value',
    displayName: 'Invoice Value',
    dataType: 'currency',
  },
  {
    col: 'payment_date',
    fn: 'count',
    alias: 'paid_invoices',
    displayName: 'Paid Invoices',
    dataType: 'number',
  },
  {
    col: 'actual_days_to_pay',
    fn: 'mean',
    alias: 'mean_days_to_pay',
    displayName: 'Mean Days to Pay',
    dataType: 'number',
  },
];

/**
 * The modals of spec 03 §2.2 made of rows of published analyses, by the modal a cell opens
 * (catalogue/cell-links.ts says which cells open which). Each reads within the user's grant over
 * all dates.
 */
export const rowsModalSources = {
  purchase_order: {
    title: (cell) => `Purchase Order Details > ${cell.value}`,
    empty: (cell) => profileMessages.noPurchaseOrder(cell.value),
    sections: [
      { module: 'pos', analysis: 'purchase_orders', layout: 'fields' },
      goodsReceipts({ title: 'Goods Receipts', filter: byPoNumber }),
      invoiceDocuments({ title: 'Invoices', filter: byPoNumber }),
    ],
  },
  goods_receipts: {
    title: (cell) =>
      cell.key
        ? `Goods Receipts > ${cell.value}`
        : `Goods Receipts > PO ${cell.context['po_number']} line ${cell.context['po_line_item_number']}`,
    empty: () => profileMessages.noRecords,
    sections: [goodsReceipts({})],
  },
  invoice_line_items: {
    title: (cell) => `Invoice Line Items > ${cell.value}`,
    empty: () => profileMessages.noRecords,
    sections: [
      { module: 'invoices', analysis: 'invoice_documents', layout: 'fields' },
      {
        title: 'Line Items',
        module: 'invoices',
        analysis: 'invoice_line_items',
        columns: [
          'invoice_line_item_number',
          'line_source',
          'po_number',
          'po_line_item_number',
          'material_number',
          'plant',
          'quantity',
          'currency',
          'line_item_signed_amount',
          'common_currency',
          'line_item_signed_common_amount',
        ],
        sort: [{ col_alias: 'invoice_line_item_number', order: 'asc' }],
        layout: 'table',
      },
    ],
  },
  last_activity: {
    title: (cell) => `Last Activity Details > ${vendorInCode(cell)}`,
    empty: () => profileMessages.noRecords,
    sections: [{ module: 'vendors', analysis: 'last_activity_details', layout: 'fields' }],
  },
  vendor_company_code: {
    title: (cell) => `Vendor Company Code Details > ${vendorInCode(cell)}`,
    empty: () => profileMessages.noRecords,
    sections: [{ module: 'vendor_master_company_code', analysis: 'vendor_company_code', layout: 'fields' }],
  },
  payment_term: {
    title: (cell) => `Payment Term > ${cell.value}`,
    empty: (cell) => `No invoices with payment term ${cell.value}`,
    sections: [
      {
        module: 'payment_terms',
        analysis: 'payment_terms_used',
        groupBy: ['payment_term', 'payment_term_description', 'payment_term_net_days'],
        aggregates: termFigures,
        layout: 'fields',
      },
      {
        title: 'By Company Code',
        module: 'payment_terms',
        analysis: 'payment_terms_used',
        groupBy: ['company_code', 'company_name'],
        aggregates: termFigures,
        sort: [{ col_alias: 'number_of_invoices', order: 'desc' }],
        layout: 'table',
      },
    ],
  },
  payment_methods: {
    title: (cell) => `Payment Methods > ${paymentMethodLetters(cell.value).join(', ')}`,
    empty: () => 'No payments with these payment methods',
    sections: [
      {
        module: 'payment_methods',
        analysis: 'payment_methods_used',
        filter: (cell) => [{ col: 'payment_method', op: 'isin', val: paymentMethodLetters(cell.value) }],
        groupBy: ['payment_method', 'payment_method_name', 'country'],
        aggregates: [
          {
            col: 'payment_id',
            fn: 'count',
            alias: 'number_of_payments',
            displayName: 'Payments',
            dataType: 'number',
          },
          {
            col: 'common_amount',
            fn: 'sum',
            alias: 'payment_value',
            displayName: 'Value',
            dataType: 'currency',
          },
        ],
        sort: [{ col_alias: 'payment_method', order: 'asc' }],
        layout: 'table',
      },
    ],
  },
  invoice_payment_terms: {
    title: (cell) => `Invoice Payment Terms > PO ${cell.context['po_number']}`,
    empty: (cell) => `No invoices of PO ${cell.context['po_number']}`,
    sections: [invoiceDocuments({})],
  },
} satisfies Record<string, RowsModalSource>;

/** The payment methods of a vendor's record: one letter each (LFB1-ZWELS), blanks and separators left out. */
export function paymentMethodLetters(value: string): string[] {
  return [...new Set([...value.replace(/[\s,;]/g, '')])];
}
