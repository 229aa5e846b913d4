import type { AnalysisDefinition } from '../../catalogue-types';
import {
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
  vendorCompanyCodeBlockedSql,
} from './invoice-sql';

/**
 * Vendor Credits (spec 02 'Vendor credit and open balances: hide blocked checkbox'): every vendor
 * credit document (derived_document_type VENDOR-CREDIT: credit memos and net debits, not reversed)
 * with its amount (negative) and whether the vendor is blocked for the company code
 * (`vendorCompanyCodeBlockedSql`), for the page's 'hide blocked' checkbox. Grouped by vendor on the
 * page.
 */
export const vendorCredits: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'vendor_credits',
  displayName: 'Vendor Credits',
  description:
    'Vendor credit documents (not reversed) per vendor, with whether the vendor is blocked for the company code.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.document_type::VARCHAR AS document_type,
  coalesce(i.is_cleared, false)::BOOLEAN AS is_cleared,
  i.clearing_date::DATE AS clearing_date,
  ${vendorCompanyCodeBlockedSql}::BOOLEAN AS is_vendor_company_code_blocked
FROM canon.invoices i
${partyJoinsSql('i')}
WHERE i.system_id = $system_id AND i.derived_document_type = 'VENDOR-CREDIT' AND NOT coalesce(i.is_reversed, false)`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'document_type', displayName: 'Document Type', dataType: 'string' },
    { name: 'is_cleared', displayName: 'Cleared', dataType: 'yesno' },
    { name: 'clearing_date', displayName: 'Clearing Date', dataType: 'date' },
    { name: 'is_vendor_company_code_blocked', displayName: 'Vendor Blocked', dataType: 'yesno' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'vendor_credits',
    displayName: 'Vendor Credits',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_credits',
          displayName: 'No. of Credits',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value_of_credits',
          displayName: 'Value of Credits',
          dataType: 'currency',
        },
      ],
      sortField: 'value_of_credits',
    },
    helpAlert: {
      variant: 'info',
      text: 'Credit memos and other net debits from vendors (not reversed), per vendor. A vendor is blocked when its central or company-code posting block or its company-code payment block is set.',
    },
  },
};
