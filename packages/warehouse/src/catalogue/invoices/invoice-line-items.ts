import type { AnalysisDefinition } from '../../catalogue-types';
import { partyColumns, partyJoinsSql, partySelectSql } from './invoice-sql';

/**
 * Invoice Line Items (spec 03 §2.2 'invoice line items' modal, §3): every line of every invoice
 * document — MM invoice items (RSEG) and, for FI invoices, the vendor line items — with its
 * amounts signed as the canonical model has them (a credit is negative) and its PO line. No page of
 * its own: the modal of an invoice id reads it filtered by internal_invoice_id.
 */
export const invoiceLineItems: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'invoice_line_items',
  displayName: 'Invoice Line Items',
  description: 'Every line of every invoice document, with its signed amounts and PO line.',
  sql: `
SELECT
  l.system_id::INTEGER AS system_id,
  ${partySelectSql('l')},
  l.internal_invoice_id::VARCHAR AS internal_invoice_id,
  l.invoice_line_item_number::INTEGER AS invoice_line_item_number,
  l.line_source::VARCHAR AS line_source,
  l.fiscal_year::INTEGER AS fiscal_year,
  l.accounting_document_no::VARCHAR AS accounting_document_no,
  l.external_invoice_id::VARCHAR AS external_invoice_id,
  l.invoice_date::DATE AS invoice_date,
  l.document_type::VARCHAR AS document_type,
  l.derived_document_type::VARCHAR AS derived_document_type,
  (coalesce(l.derived_document_type, '') = 'VENDOR-CREDIT')::BOOLEAN AS is_credit_memo,
  l.po_number::VARCHAR AS po_number,
  l.po_line_item_number::VARCHAR AS po_line_item_number,
  l.material_number::VARCHAR AS material_number,
  l.plant::VARCHAR AS plant,
  l.quantity::DECIMAL(18,3) AS quantity,
  l.document_currency::VARCHAR AS currency,
  l.line_item_signed_amount::DECIMAL(18,2) AS line_item_signed_amount,
  l.common_currency::VARCHAR AS common_currency,
  l.line_item_signed_common_amount::DECIMAL(18,2) AS line_item_signed_common_amount
FROM canon.invoice_lines l
${partyJoinsSql('l')}
WHERE l.system_id = $system_id`,
  columns: [
    ...partyColumns,
    // the modal's own rows: an invoice id here opens nothing further
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string', opens: null },
    { name: 'invoice_line_item_number', displayName: 'Line', dataType: 'number', format: 'code' },
    { name: 'line_source', displayName: 'Line Source', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'document_type', displayName: 'Document Type', dataType: 'string' },
    { name: 'derived_document_type', displayName: 'Derived Document Type', dataType: 'string' },
    { name: 'is_credit_memo', displayName: 'Credit Memo', dataType: 'yesno' },
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
    { name: 'po_line_item_number', displayName: 'PO Line', dataType: 'string' },
    { name: 'material_number', displayName: 'Material', dataType: 'string' },
    { name: 'plant', displayName: 'Plant', dataType: 'string' },
    { name: 'quantity', displayName: 'Quantity', dataType: 'number' },
    { name: 'currency', displayName: 'Currency', dataType: 'string' },
    { name: 'line_item_signed_amount', displayName: 'Amount', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'line_item_signed_common_amount', displayName: 'Common Amount', dataType: 'currency' },
  ],
  dateColumn: 'invoice_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: null,
};
