import type { AnalysisDefinition } from '../../catalogue-types';
import {
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
} from './invoice-sql';

/**
 * Invoice Documents: every vendor invoice document — invoices, credit memos, reversals and the
 * invoices they reverse — with what the profiles' invoice lists need beside the document (spec 03
 * §2.2 Transactions): the transaction code (hideERIInvoices leaves out MRRL), whether it is
 * reversed (showReversedDuplicates), its terms, due and clearing dates, its entry user and PO. No
 * page of its own: the vendor and company code profiles read it filtered by vendor or company code.
 */
export const invoiceDocuments: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'invoice_documents',
  displayName: 'Invoice Documents',
  description:
    'Every invoice document (invoices, credit memos, reversals) with its transaction code, reversal, terms, due and clearing dates.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.document_type::VARCHAR AS document_type,
  i.tcode::VARCHAR AS tcode,
  coalesce(i.is_reversed, false)::BOOLEAN AS is_reversed,
  i.reversal_document_no::VARCHAR AS reversal_document_no,
  i.document_currency::VARCHAR AS document_currency,
  i.document_amount::DECIMAL(18,2) AS document_amount,
  i.payment_term::VARCHAR AS payment_term,
  i.due_date::DATE AS due_date,
  coalesce(i.is_cleared, false)::BOOLEAN AS is_cleared,
  i.clearing_date::DATE AS clearing_date,
  i.created_by::VARCHAR AS created_by,
  i.po_number::VARCHAR AS po_number
FROM canon.invoices i
${partyJoinsSql('i')}
WHERE i.system_id = $system_id`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'document_type', displayName: 'Document Type', dataType: 'string' },
    { name: 'tcode', displayName: 'Transaction Code', dataType: 'string' },
    { name: 'is_reversed', displayName: 'Reversed', dataType: 'yesno' },
    { name: 'reversal_document_no', displayName: 'Reversal Document No', dataType: 'string' },
    { name: 'document_currency', displayName: 'Currency', dataType: 'string' },
    { name: 'document_amount', displayName: 'Amount', dataType: 'currency' },
    { name: 'payment_term', displayName: 'Payment Term', dataType: 'string' },
    { name: 'due_date', displayName: 'Due Date', dataType: 'date' },
    { name: 'is_cleared', displayName: 'Cleared', dataType: 'yesno' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'created_by', displayName: 'Created By', dataType: 'string' },
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: null,
};
