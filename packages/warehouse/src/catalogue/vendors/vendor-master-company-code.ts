import type { AnalysisDefinition } from '../../catalogue-types';
import {
  keySql,
  lastActivityDateSql,
  paymentTermTextSql,
  vendorFlagColumns,
  vendorFlagSelectSql,
  vendorJoinsSql,
  vendorPartyColumns,
  vendorPartySelectSql,
} from './vendor-sql';

/**
 * Vendor Master per Company Code (spec 03 §3 'Vendor company code record'; module
 * vendor_master_company_code of spec 02 §7): one row per vendor and company code it is created in
 * (LFB1) with its payment term and text, allowed payment methods (one letter each, LFB1-ZWELS),
 * payment block key, the block and deletion flags and their parts, and its last activity in any
 * company code. The pages' 'hide blocked vendors' and 'hide vendors marked as deactivated'
 * checkboxes filter on is_vendor_company_code_blocked (central or company-code posting block, or
 * company-code payment block) and marked_for_deletion (central or company-code deletion flag).
 *
 * A vendor without a payment term for the company code is an exception, counted in the month the
 * vendor was created in the company code (created_date, else the vendor's creation date).
 */
export const vendorMasterCompanyCode: AnalysisDefinition = {
  module: 'vendor_master_company_code',
  analysis: 'vendor_company_code',
  displayName: 'Vendor Master per Company Code',
  description:
    'Vendors per company code with payment term, payment methods, blocks, deletion flags and last activity.',
  sql: `
WITH terms AS (${paymentTermTextSql})
SELECT
  b.system_id::INTEGER AS system_id,
  ${vendorPartySelectSql('b')},
  ${vendorFlagSelectSql},
  coalesce(v.posting_block, false)::BOOLEAN AS vendor_posting_block,
  coalesce(v.purchasing_block, false)::BOOLEAN AS vendor_purchasing_block,
  coalesce(vcc.posting_block, false)::BOOLEAN AS company_code_posting_block,
  ${keySql('vcc.payment_block')}::VARCHAR AS payment_block,
  coalesce(v.marked_for_deletion, false)::BOOLEAN AS vendor_marked_for_deletion,
  coalesce(vcc.marked_for_deletion, false)::BOOLEAN AS company_code_marked_for_deletion,
  ${keySql('vcc.payment_term')}::VARCHAR AS payment_term,
  t.description::VARCHAR AS payment_term_description,
  t.net_days::INTEGER AS payment_term_net_days,
  ${keySql('vcc.payment_methods')}::VARCHAR AS payment_methods,
  vcc.reconciliation_account::VARCHAR AS reconciliation_account,
  coalesce(vcc.duplicate_invoice_check, false)::BOOLEAN AS duplicate_invoice_check,
  ${keySql('vcc.head_office_vendor_id')}::VARCHAR AS head_office_vendor_id,
  coalesce(vcc.created_date, v.created_date)::DATE AS created_date,
  coalesce(vcc.created_by, v.created_by)::VARCHAR AS created_by,
  ${lastActivityDateSql('la')}::DATE AS last_activity_date
FROM canon.vendor_company_codes b
${vendorJoinsSql('b')}
LEFT JOIN terms t ON t.payment_term = ${keySql('vcc.payment_term')}
LEFT JOIN canon.vendor_last_activity la ON la.system_id = b.system_id AND la.vendor_id = b.vendor_id
WHERE b.system_id = $system_id`,
  columns: [
    ...vendorPartyColumns,
    ...vendorFlagColumns,
    { name: 'vendor_posting_block', displayName: 'Posting Block (Central)', dataType: 'yesno' },
    { name: 'vendor_purchasing_block', displayName: 'Purchasing Block (Central)', dataType: 'yesno' },
    { name: 'company_code_posting_block', displayName: 'Posting Block (Company Code)', dataType: 'yesno' },
    { name: 'payment_block', displayName: 'Payment Block', dataType: 'string' },
    { name: 'vendor_marked_for_deletion', displayName: 'Deletion Flag (Central)', dataType: 'yesno' },
    {
      name: 'company_code_marked_for_deletion',
      displayName: 'Deletion Flag (Company Code)',
      dataType: 'yesno',
    },
    { name: 'payment_term', displayName: 'Payment Term', dataType: 'string' },
    { name: 'payment_term_description', displayName: 'Payment Term Description', dataType: 'string' },
    { name: 'payment_term_net_days', displayName: 'Term Net Days', dataType: 'number' },
    { name: 'payment_methods', displayName: 'Payment Methods', dataType: 'string' },
    { name: 'reconciliation_account', displayName: 'Reconciliation Account', dataType: 'string' },
    { name: 'duplicate_invoice_check', displayName: 'Duplicate Invoice Check', dataType: 'yesno' },
    { name: 'head_office_vendor_id', displayName: 'Head Office', dataType: 'string' },
    { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
    { name: 'created_by', displayName: 'Created By', dataType: 'string' },
    { name: 'last_activity_date', displayName: 'Last Activity Date', dataType: 'date' },
  ],
  dateColumn: 'created_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'vendor_master_company_code',
    displayName: 'Vendor Master per Company Code',
  },
  display: {
    defaultView: 'detail',
    allDatesOnly: true,
    summaryTable: {
      viewByList: [
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'payment_term', displayName: 'Payment Term' },
        { name: 'account_group', displayName: 'Account Group' },
      ],
      aggregate: [
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
      ],
    },
    helpAlert: {
      variant: 'info',
      text: 'Vendors per company code. Blocked: central or company-code posting block, or company-code payment block. Marked for deletion: central or company-code deletion flag. A vendor without a payment term for the company code is an exception.',
    },
  },
  finding: {
    kind: 'vendor_without_payment_term',
    key: ['vendor_id', 'company_code'],
    evidence: ['payment_term'],
    label: "'Vendor ' || vendor_id || ' in ' || company_code || ': no payment term'",
  },
  exception: { condition: 'payment_term IS NULL', weight: 2 },
};
