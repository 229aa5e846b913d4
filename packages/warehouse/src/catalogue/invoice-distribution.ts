import type { AnalysisDefinition } from '../catalogue-types';
import { invoiceValueBins, invoiceValueBinSql } from './invoice-value-bins';

/**
 * Invoice Distribution (spec 02 'Invoice Distribution'): every vendor invoice document — PO and
 * non-PO invoices, vendor credits and reversals — with its company code, vendor, amounts and the
 * value bin of its absolute common amount. The page groups it by derived_document_type and bin.
 */
export const invoiceDistribution: AnalysisDefinition = {
  module: 'accounting_docs_po_nonpo_credit_reversal',
  analysis: 'invoice_distribution',
  displayName: 'Invoice Distribution',
  description:
    'Vendor invoice documents by derived document type (PO-INVOICE, NON-PO-INVOICE, VENDOR-CREDIT, REVERSAL) and value range of the absolute common amount.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  i.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  cc.region::VARCHAR AS region,
  i.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  i.fiscal_year::INTEGER AS fiscal_year,
  i.accounting_document_no::VARCHAR AS accounting_document_no,
  i.internal_invoice_id::VARCHAR AS internal_invoice_id,
  i.external_invoice_id::VARCHAR AS external_invoice_id,
  i.document_type::VARCHAR AS document_type,
  i.derived_document_type::VARCHAR AS derived_document_type,
  i.invoice_date::DATE AS invoice_date,
  i.posting_date::DATE AS posting_date,
  i.document_currency::VARCHAR AS document_currency,
  i.document_amount::DECIMAL(18,2) AS document_amount,
  i.common_currency::VARCHAR AS common_currency,
  i.common_amount::DECIMAL(18,2) AS common_amount,
  (${invoiceValueBinSql('i.common_amount')})::VARCHAR AS invoice_value_bin,
  i.po_number::VARCHAR AS po_number
FROM canon.invoices i
LEFT JOIN canon.company_codes cc ON cc.system_id = i.system_id AND cc.company_code = i.company_code
LEFT JOIN canon.vendors v ON v.system_id = i.system_id AND v.vendor_id = i.vendor_id
WHERE i.system_id = $system_id`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'region', displayName: 'Region', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'document_type', displayName: 'Document Type', dataType: 'string' },
    { name: 'derived_document_type', displayName: 'Derived Document Type', dataType: 'string' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'document_currency', displayName: 'Document Currency', dataType: 'string' },
    { name: 'document_amount', displayName: 'Document Amount', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
    {
      name: 'invoice_value_bin',
      displayName: 'Value Range',
      dataType: 'string',
      order: invoiceValueBins.map((bin) => bin.label),
    },
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'invoice_distribution',
    displayName: 'Invoice Distribution',
  },
};
