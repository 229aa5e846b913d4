import type { CellLink } from '@spendlens/domain';
import type { ProfileColumn } from '../types/ProfileColumn';

type Spec = [
  name: string,
  displayName: string,
  dataType: ProfileColumn['dataType'],
  source: string,
  opens?: CellLink,
];

const columns = (table: string, specs: readonly Spec[]): ProfileColumn[] =>
  specs.map(([name, displayName, dataType, source, opens]) => ({
    name,
    displayName,
    dataType,
    source: source.includes('.') ? source : `${table}.${source}`,
    ...(opens ? { opens } : {}),
  }));

/** A payment term opens its definition and use; a record's payment methods their descriptions. */
const paymentTerm: CellLink = { modal: 'payment_term', key: 'payment_term' };

/** The vendor master fields of the Master Data panel (spec 03 §3 'Vendor master'). */
export const vendorMasterFields: readonly ProfileColumn[] = columns('vendors', [
  ['vendor_id', 'Vendor ID', 'string', 'vendor_id'],
  ['vendor_name', 'Vendor Name', 'string', 'vendor_name'],
  ['vendor_name_2', 'Vendor Name 2', 'string', 'vendor_name_2'],
  ['account_group', 'Account Group', 'string', 'account_group'],
  ['account_group_name', 'Account Group Name', 'string', 'account_groups.description'],
  ['created_by', 'Created By', 'string', 'created_by'],
  ['created_date', 'Created Date', 'date', 'created_date'],
  ['marked_for_deletion', 'Marked for Deletion', 'yesno', 'marked_for_deletion'],
  ['posting_block', 'Posting Block', 'yesno', 'posting_block'],
  ['purchasing_block', 'Purchasing Block', 'yesno', 'purchasing_block'],
  ['street', 'Street', 'string', 'street'],
  ['town', 'Town', 'string', 'town'],
  ['postcode', 'Postcode', 'string', 'postcode'],
  ['country', 'Country', 'string', 'country'],
  ['tax_id', 'Tax ID', 'string', 'tax_id'],
  ['tax_id_2', 'Tax ID 2', 'string', 'tax_id_2'],
  ['vat_id', 'VAT ID', 'string', 'vat_id'],
]);

/** The vendor's company-code records (spec 03 §3 'Vendor company code record'); a code opens its profile. */
export const vendorCompanyCodeColumns: readonly ProfileColumn[] = columns('vendor_company_codes', [
  ['company_code', 'Company Code', 'string', 'company_code', { modal: 'company_code_profile' }],
  // the vendor's record in the company code: vendor company-code details
  [
    'company_name',
    'Company Name',
    'string',
    'company_codes.company_name',
    { modal: 'vendor_company_code', with: ['vendor_id', 'company_code'] },
  ],
  ['country', 'Country', 'string', 'company_codes.country'],
  ['payment_term', 'Payment Term', 'string', 'payment_term', paymentTerm],
  ['payment_term_description', 'Payment Term Description', 'string', 'payment_terms.description'],
  ['payment_methods', 'Payment Methods', 'string', 'payment_methods', { modal: 'payment_methods' }],
  ['payment_block', 'Payment Block', 'string', 'payment_block'],
  ['posting_block', 'Posting Block', 'yesno', 'posting_block'],
  ['marked_for_deletion', 'Marked for Deletion', 'yesno', 'marked_for_deletion'],
  ['reconciliation_account', 'Reconciliation Account', 'string', 'reconciliation_account'],
  ['created_date', 'Created Date', 'date', 'created_date'],
]);

/** Purchasing organisation records (spec 03 §3 'Purchasing org record'). */
export const vendorPurchasingOrgColumns: readonly ProfileColumn[] = columns('vendor_purchasing_orgs', [
  ['purchasing_org', 'Purchasing Org', 'string', 'purchasing_org'],
  ['order_currency', 'PO Currency', 'string', 'order_currency'],
  ['minimum_order_value', 'Min. Order Value', 'number', 'minimum_order_value'],
  ['payment_term', 'Payment Term', 'string', 'payment_term', paymentTerm],
  ['payment_term_description', 'Payment Term Description', 'string', 'payment_terms.description'],
  ['purchasing_block', 'Purchasing Block', 'yesno', 'purchasing_block'],
  ['deletion_flag', 'Marked for Deletion', 'yesno', 'deletion_flag'],
]);

/** E-mail addresses with their format check (spec 03 §3 'Email check record'). */
export const vendorEmailColumns: readonly ProfileColumn[] = columns('vendor_emails', [
  ['email', 'E-mail Address', 'string', 'email'],
  ['valid_email', 'Valid E-mail', 'yesno', 'email'],
  ['email_issue', 'Issue', 'string', 'email'],
  ['is_default', 'Default', 'yesno', 'is_default'],
]);

/** Bank details (spec 03 §3 'Bank details'). */
export const vendorBankColumns: readonly ProfileColumn[] = columns('vendor_bank_details', [
  ['bank_country', 'Bank Country', 'string', 'bank_country'],
  ['bank_key', 'Bank Code', 'string', 'bank_key'],
  ['bank_account', 'Bank Account No.', 'string', 'bank_account'],
  ['iban', 'IBAN', 'string', 'iban'],
  ['account_holder', 'Account Holder', 'string', 'account_holder'],
  ['bank_control_key', 'Control Key', 'string', 'bank_control_key'],
  ['partner_bank_type', 'Partner Bank Type', 'string', 'partner_bank_type'],
]);

/** The company code master (spec 03 §3 'Company code master'). */
export const companyCodeMasterFields: readonly ProfileColumn[] = columns('company_codes', [
  ['company_code', 'Company Code', 'string', 'company_code'],
  ['company_name', 'Company Name', 'string', 'company_name'],
  ['region', 'Region', 'string', 'region'],
  ['city', 'City', 'string', 'city'],
  ['country', 'Country', 'string', 'country'],
  ['currency', 'Currency', 'string', 'currency'],
]);
