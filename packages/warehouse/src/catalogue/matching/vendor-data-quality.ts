import type { AnalysisDefinition } from '../../catalogue-types';
import { vendorBlockedSql } from '../shared-sql';
import { vendorCompanyCodeSql } from './vendor-scope-sql';

/**
 * Vendor data quality for SAP (spec 02 'Vendor data quality per ERP', spec 03 §3 data-quality flags):
 * every vendor per company code with the result of each master-data check — e-mail format and
 * client-domain match, bank details (IBAN checksum and length), VAT number (format and checksum),
 * empty fields — their reasons, and issue_mask, the bit mask of failed checks (1024 = e-mail issue;
 * the other bits in packages/matching's README). The SAP page's checkboxes hide vendors marked as
 * deactivated (marked_for_deletion) and blocked vendors (is_blocked) by default; Oracle's page has its
 * own (catalogue/source-support.ts), over is_pay_site among others (Oracle's "Y" marker).
 */
export const vendorDataQuality: AnalysisDefinition = {
  module: 'vendor_data_quality',
  analysis: 'sap',
  displayName: 'Vendor Data Quality',
  description: 'Vendor master data checks: e-mail addresses, bank details, VAT numbers and empty fields.',
  sql: `
WITH scope AS (${vendorCompanyCodeSql})
SELECT
  v.system_id::INTEGER AS system_id,
  s.company_code::VARCHAR AS company_code,
  v.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  v.street::VARCHAR AS street,
  v.town::VARCHAR AS town,
  v.postcode::VARCHAR AS postcode,
  v.country::VARCHAR AS country,
  v.tax_id::VARCHAR AS tax_id,
  v.vat_id::VARCHAR AS vat_id,
  v.created_date::DATE AS created_date,
  ${vendorBlockedSql}::BOOLEAN AS is_blocked,
  coalesce(v.marked_for_deletion, false)::BOOLEAN AS marked_for_deletion,
  s.is_vendor_company_code_blocked::BOOLEAN AS is_vendor_company_code_blocked,
  s.is_pay_site::BOOLEAN AS is_pay_site,
  coalesce(k.email_count, 0)::INTEGER AS email_count,
  k.valid_email_format::BOOLEAN AS valid_email_format,
  k.email_issues::VARCHAR AS email_issues,
  coalesce(k.client_domain_match, false)::BOOLEAN AS client_domain_match,
  k.client_domain_matched::VARCHAR AS client_domain_matched,
  coalesce(k.bank_details_count, 0)::INTEGER AS bank_details_count,
  coalesce(k.bank_details_data_quality_fail, false)::BOOLEAN AS bank_details_data_quality_fail,
  k.bank_details_issues::VARCHAR AS bank_details_issues,
  k.vat_id_normalised::VARCHAR AS vat_id_normalised,
  coalesce(k.is_vat_country, false)::BOOLEAN AS is_vat_country,
  coalesce(k.vat_id_data_quality_fail, false)::BOOLEAN AS vat_id_data_quality_fail,
  k.vat_id_issue::VARCHAR AS vat_id_issue,
  k.vendor_name_is_empty::BOOLEAN AS vendor_name_is_empty,
  k.street_is_empty::BOOLEAN AS street_is_empty,
  k.town_is_empty::BOOLEAN AS town_is_empty,
  k.postcode_is_empty::BOOLEAN AS postcode_is_empty,
  k.country_is_empty::BOOLEAN AS country_is_empty,
  k.tax_id_is_empty::BOOLEAN AS tax_id_is_empty,
  k.vat_id_is_empty::BOOLEAN AS vat_id_is_empty,
  k.bank_details_is_empty::BOOLEAN AS bank_details_is_empty,
  k.email_is_empty::BOOLEAN AS email_is_empty,
  coalesce(k.issue_mask, 0)::INTEGER AS issue_mask,
  (coalesce(k.issue_mask, 0) <> 0)::INTEGER AS has_issues
FROM canon.vendors v
JOIN scope s ON s.vendor_id = v.vendor_id
LEFT JOIN canon.vendor_checks k ON k.system_id = v.system_id AND k.vendor_id = v.vendor_id
WHERE v.system_id = $system_id`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'street', displayName: 'Street', dataType: 'string' },
    { name: 'town', displayName: 'Town', dataType: 'string' },
    { name: 'postcode', displayName: 'Postcode', dataType: 'string' },
    { name: 'country', displayName: 'Country', dataType: 'string' },
    { name: 'tax_id', displayName: 'Tax ID', dataType: 'string' },
    { name: 'vat_id', displayName: 'VAT No.', dataType: 'string' },
    { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
    { name: 'is_blocked', displayName: 'Blocked', dataType: 'yesno' },
    { name: 'marked_for_deletion', displayName: 'Marked as Deactivated', dataType: 'yesno' },
    { name: 'is_vendor_company_code_blocked', displayName: 'Blocked in Company Code', dataType: 'yesno' },
    { name: 'is_pay_site', displayName: 'Pay Site', dataType: 'yesno', format: 'marker_y' },
    { name: 'email_count', displayName: 'E-mail Addresses', dataType: 'number' },
    { name: 'valid_email_format', displayName: 'Valid E-mail Format', dataType: 'yesno' },
    { name: 'email_issues', displayName: 'E-mail Issues', dataType: 'string' },
    { name: 'client_domain_match', displayName: 'E-mail in Own Domain', dataType: 'yesno' },
    { name: 'client_domain_matched', displayName: 'Own Domain Matched', dataType: 'string' },
    { name: 'bank_details_count', displayName: 'Bank Accounts', dataType: 'number' },
    { name: 'bank_details_data_quality_fail', displayName: 'Bank Details Issue', dataType: 'yesno' },
    { name: 'bank_details_issues', displayName: 'Bank Details Issues', dataType: 'string' },
    { name: 'vat_id_normalised', displayName: 'VAT No. Checked', dataType: 'string' },
    { name: 'is_vat_country', displayName: 'VAT Country', dataType: 'yesno' },
    { name: 'vat_id_data_quality_fail', displayName: 'VAT No. Issue', dataType: 'yesno' },
    { name: 'vat_id_issue', displayName: 'VAT No. Problem', dataType: 'string' },
    { name: 'vendor_name_is_empty', displayName: 'Name Empty', dataType: 'yesno' },
    { name: 'street_is_empty', displayName: 'Street Empty', dataType: 'yesno' },
    { name: 'town_is_empty', displayName: 'Town Empty', dataType: 'yesno' },
    { name: 'postcode_is_empty', displayName: 'Postcode Empty', dataType: 'yesno' },
    { name: 'country_is_empty', displayName: 'Country Empty', dataType: 'yesno' },
    { name: 'tax_id_is_empty', displayName: 'Tax ID Empty', dataType: 'yesno' },
    { name: 'vat_id_is_empty', displayName: 'VAT No. Empty', dataType: 'yesno' },
    { name: 'bank_details_is_empty', displayName: 'Bank Details Empty', dataType: 'yesno' },
    { name: 'email_is_empty', displayName: 'E-mail Empty', dataType: 'yesno' },
    { name: 'issue_mask', displayName: 'Issues', dataType: 'bit_mask' },
    // 1 when a check failed: summed, the vendor records with issues
    { name: 'has_issues', displayName: 'Has Issues', dataType: 'number', total: 'sum' },
  ],
  dateColumn: 'created_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'data_quality',
    displayName: 'Vendor Data Quality',
  },
  display: {
    defaultView: 'summary',
    allDatesOnly: true,
    hideOptions: [
      { column: 'marked_for_deletion', label: 'hide vendors marked as deactivated', defaultOn: true },
      { column: 'is_blocked', label: 'hide blocked vendors', defaultOn: true },
    ],
    summaryTable: {
      viewByList: [
        { name: 'country', displayName: 'Country' },
        { name: 'account_group', displayName: 'Account Group' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
        {
          col: 'has_issues',
          fn: 'sum',
          alias: 'vendors_with_issues',
          displayName: 'Vendor Records with Issues',
          dataType: 'number',
        },
      ],
    },
    helpAlert: {
      text: 'Each vendor is checked for well-formed e-mail addresses, addresses in your own domain, valid IBANs, VAT numbers with the right format and check digits for their country, and empty name, address, tax and contact fields. Blocked vendors and vendors marked as deactivated are hidden by default.',
      variant: 'info',
    },
  },
  finding: {
    kind: 'data_quality',
    key: ['vendor_id', 'company_code'],
    evidence: ['issue_mask', 'email_issues', 'bank_details_issues', 'vat_id_issue'],
    label: "'Data quality of vendor ' || vendor_id || ' in ' || company_code",
  },
  exception: { condition: 'issue_mask <> 0', weight: 3 },
};
