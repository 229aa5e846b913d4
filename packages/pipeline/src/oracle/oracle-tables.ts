import { fields, type ExtractTable } from '../ingest/extract-table';

/**
 * The Oracle E-Business Suite extract format, oracle-ebs-extract/1 (EXTRACT-FORMATS.md), for release
 * 12 (erp `ora12`) and 11i (erp `ora11i`): per table, the columns the extractor writes (the source's
 * own names), which of them the ingest needs, and the key. Shared by datagen (the header order of the
 * CSVs it writes) and the ingest. Where the format as built deviates from EXTRACT-FORMATS.md, the
 * pipeline README says how and why (11i PO matching needs PO_DISTRIBUTIONS_ALL; R12 bank accounts
 * reach their supplier through IBY_EXTERNAL_PAYEES_ALL).
 *
 * Values keep Oracle's native form: dates `YYYY-MM-DD[ HH24:MI:SS]`, numbers with '.', flags 'Y'/'N'
 * (empty is N), ids as whole numbers.
 */
export type OracleRelease = '12' | '11i';

/** A table whose every listed column is loaded: the format lists only what the mapping reads. */
const table = (name: string, key: readonly string[], optional: boolean, specs: string[]): ExtractTable => {
  const listed = fields(...specs);
  return { name, key, optional, fields: listed, mapped: listed.map((f) => f.name) };
};

const operatingUnits = table('HR_OPERATING_UNITS', ['ORGANIZATION_ID'], false, [
  '*ORGANIZATION_ID:id',
  '+NAME',
  '*SET_OF_BOOKS_ID:id',
  'DATE_FROM:isoDate',
  'DATE_TO:isoDate',
]);

/** Release 12: GL_LEDGERS; 11i: GL_SETS_OF_BOOKS (the same role, the old name of the id). */
const ledgers = (release: OracleRelease) =>
  release === '12'
    ? table('GL_LEDGERS', ['LEDGER_ID'], false, ['*LEDGER_ID:id', '+NAME', '*CURRENCY_CODE'])
    : table('GL_SETS_OF_BOOKS', ['SET_OF_BOOKS_ID'], false, [
        '*SET_OF_BOOKS_ID:id',
        '+NAME',
        '*CURRENCY_CODE',
      ]);

const supplierFields = [
  '*VENDOR_ID:id',
  '+SEGMENT1',
  '*VENDOR_NAME',
  'VENDOR_NAME_ALT',
  'VENDOR_TYPE_LOOKUP_CODE',
  'NUM_1099',
  'INDIVIDUAL_1099',
  'VAT_REGISTRATION_NUM',
  'TERMS_ID:id',
  'ENABLED_FLAG:yesNo',
  'END_DATE_ACTIVE:isoDate',
  'HOLD_FLAG:yesNo',
  'HOLD_ALL_PAYMENTS_FLAG:yesNo',
  'ONE_TIME_FLAG:yesNo',
  'PARENT_VENDOR_ID:id',
  'PARTY_ID:id',
  'CREATION_DATE:isoDate',
  'CREATED_BY:id',
];

const siteFields = [
  '*VENDOR_SITE_ID:id',
  '*VENDOR_ID:id',
  '+VENDOR_SITE_CODE',
  '*ORG_ID:id',
  'ADDRESS_LINE1',
  'ADDRESS_LINE2',
  'CITY',
  'ZIP',
  'COUNTRY',
  'EMAIL_ADDRESS',
  'PAY_SITE_FLAG:yesNo',
  'PRIMARY_PAY_SITE_FLAG:yesNo',
  'PURCHASING_SITE_FLAG:yesNo',
  'INACTIVE_DATE:isoDate',
  'HOLD_ALL_PAYMENTS_FLAG:yesNo',
  'TERMS_ID:id',
  'VAT_REGISTRATION_NUM',
  'PAYMENT_METHOD_LOOKUP_CODE',
  'INVOICE_CURRENCY_CODE',
  'MATCH_OPTION',
  'PAY_ON_CODE',
  'CREATION_DATE:isoDate',
  'CREATED_BY:id',
];

/** The payment-method column: PAYMENT_METHOD_CODE (12, Oracle Payments), PAYMENT_METHOD_LOOKUP_CODE (11i). */
export const paymentMethodColumn = (release: OracleRelease): string =>
  release === '12' ? 'PAYMENT_METHOD_CODE' : 'PAYMENT_METHOD_LOOKUP_CODE';

const invoices = (release: OracleRelease) =>
  table('AP_INVOICES_ALL', ['INVOICE_ID'], false, [
    '*INVOICE_ID:id',
    '*INVOICE_NUM',
    '*VENDOR_ID:id',
    'VENDOR_SITE_ID:id',
    '*ORG_ID:id',
    '*INVOICE_TYPE_LOOKUP_CODE',
    '*INVOICE_DATE:isoDate',
    '*GL_DATE:isoDate',
    '*INVOICE_CURRENCY_CODE',
    '*INVOICE_AMOUNT:number',
    'BASE_AMOUNT:number',
    'EXCHANGE_RATE:number',
    'AMOUNT_PAID:number',
    'PAYMENT_STATUS_FLAG',
    'TERMS_ID:id',
    'TERMS_DATE:isoDate',
    'CANCELLED_DATE:isoDate',
    'CANCELLED_AMOUNT:number',
    'SOURCE',
    paymentMethodColumn(release),
    'PO_HEADER_ID:id',
    'CREATION_DATE:isoDate',
    'CREATED_BY:id',
  ]);

/** R12 invoice lines. */
const invoiceLines = table('AP_INVOICE_LINES_ALL', ['INVOICE_ID', 'LINE_NUMBER'], false, [
  '*INVOICE_ID:id',
  '*LINE_NUMBER:id',
  '*LINE_TYPE_LOOKUP_CODE',
  '*AMOUNT:number',
  'ORIGINAL_AMOUNT:number',
  'QUANTITY_INVOICED:number',
  'UNIT_PRICE:number',
  'INVENTORY_ITEM_ID:id',
  'PO_HEADER_ID:id',
  'PO_LINE_ID:id',
  'PO_LINE_LOCATION_ID:id',
  'RCV_TRANSACTION_ID:id',
  'DISCARDED_FLAG:yesNo',
  'CANCELLED_FLAG:yesNo',
  'ACCOUNTING_DATE:isoDate',
]);

/** 11i invoice lines: one per distribution; their PO through PO_DISTRIBUTIONS_ALL. */
const invoiceDistributions = table('AP_INVOICE_DISTRIBUTIONS_ALL', ['INVOICE_DISTRIBUTION_ID'], false, [
  '*INVOICE_DISTRIBUTION_ID:id',
  '*INVOICE_ID:id',
  '*DISTRIBUTION_LINE_NUMBER:id',
  '*LINE_TYPE_LOOKUP_CODE',
  '*AMOUNT:number',
  'BASE_AMOUNT:number',
  'QUANTITY_INVOICED:number',
  'PO_DISTRIBUTION_ID:id',
  'RCV_TRANSACTION_ID:id',
  'REVERSAL_FLAG:yesNo',
  'PARENT_REVERSAL_ID:id',
  'ACCOUNTING_DATE:isoDate',
]);

const poDistributions = table('PO_DISTRIBUTIONS_ALL', ['PO_DISTRIBUTION_ID'], false, [
  '*PO_DISTRIBUTION_ID:id',
  '*PO_HEADER_ID:id',
  '*PO_LINE_ID:id',
  'LINE_LOCATION_ID:id',
  'REQ_DISTRIBUTION_ID:id',
]);

const paymentSchedules = (release: OracleRelease) =>
  table('AP_PAYMENT_SCHEDULES_ALL', ['INVOICE_ID', 'PAYMENT_NUM'], false, [
    '*INVOICE_ID:id',
    '*PAYMENT_NUM:id',
    'DUE_DATE:isoDate',
    'DISCOUNT_DATE:isoDate',
    'GROSS_AMOUNT:number',
    'AMOUNT_REMAINING:number',
    'PAYMENT_STATUS_FLAG',
    'HOLD_FLAG:yesNo',
    paymentMethodColumn(release),
  ]);

const checks = (release: OracleRelease) =>
  table('AP_CHECKS_ALL', ['CHECK_ID'], false, [
    '*CHECK_ID:id',
    'CHECK_NUMBER',
    '*CHECK_DATE:isoDate',
    '*AMOUNT:number',
    '*CURRENCY_CODE',
    'BASE_AMOUNT:number',
    '*VENDOR_ID:id',
    'VENDOR_SITE_ID:id',
    '*ORG_ID:id',
    paymentMethodColumn(release),
    'PAYMENT_TYPE_FLAG',
    'STATUS_LOOKUP_CODE',
    'VOID_DATE:isoDate',
  ]);

const invoicePayments = table('AP_INVOICE_PAYMENTS_ALL', ['INVOICE_PAYMENT_ID'], false, [
  '*INVOICE_PAYMENT_ID:id',
  '*INVOICE_ID:id',
  '*CHECK_ID:id',
  'PAYMENT_NUM:id',
  '*AMOUNT:number',
  'INVOICE_BASE_AMOUNT:number',
  'PAYMENT_BASE_AMOUNT:number',
  'DISCOUNT_TAKEN:number',
  '*ACCOUNTING_DATE:isoDate',
  'REVERSAL_FLAG:yesNo',
  'REVERSAL_INV_PMT_ID:id',
]);

const termsTl = table('AP_TERMS_TL', ['TERM_ID', 'LANGUAGE'], false, [
  '*TERM_ID:id',
  '*LANGUAGE',
  '+NAME',
  'DESCRIPTION',
]);

const termsLines = table('AP_TERMS_LINES', ['TERM_ID', 'SEQUENCE_NUM'], false, [
  '*TERM_ID:id',
  '*SEQUENCE_NUM:id',
  'DUE_PERCENT:number',
  'DUE_DAYS:id',
  'DUE_DAY_OF_MONTH:id',
  'DUE_MONTHS_FORWARD:id',
  'FIXED_DATE:isoDate',
  'DISCOUNT_PERCENT:number',
  'DISCOUNT_DAYS:id',
  'DISCOUNT_PERCENT_2:number',
  'DISCOUNT_DAYS_2:id',
]);

const poHeaders = table('PO_HEADERS_ALL', ['PO_HEADER_ID'], false, [
  '*PO_HEADER_ID:id',
  '*SEGMENT1',
  '*ORG_ID:id',
  '*VENDOR_ID:id',
  'VENDOR_SITE_ID:id',
  '+TYPE_LOOKUP_CODE',
  'CURRENCY_CODE',
  'TERMS_ID:id',
  'AGENT_ID:id',
  'AUTHORIZATION_STATUS',
  'APPROVED_DATE:isoDate',
  'CLOSED_CODE',
  'CANCEL_FLAG:yesNo',
  'USER_HOLD_FLAG:yesNo',
  '*CREATION_DATE:isoDate',
  'CREATED_BY:id',
]);

const poLines = table('PO_LINES_ALL', ['PO_LINE_ID'], false, [
  '*PO_LINE_ID:id',
  '*PO_HEADER_ID:id',
  '*LINE_NUM:id',
  'ITEM_ID:id',
  'ITEM_DESCRIPTION',
  'UNIT_MEAS_LOOKUP_CODE',
  'QUANTITY:number',
  'UNIT_PRICE:number',
  'CANCEL_FLAG:yesNo',
  'CLOSED_CODE',
]);

const poLineLocations = table('PO_LINE_LOCATIONS_ALL', ['LINE_LOCATION_ID'], false, [
  '*LINE_LOCATION_ID:id',
  '*PO_LINE_ID:id',
  '*PO_HEADER_ID:id',
  'SHIPMENT_NUM:id',
  'QUANTITY:number',
  'QUANTITY_RECEIVED:number',
  'QUANTITY_BILLED:number',
  'QUANTITY_CANCELLED:number',
  'PRICE_OVERRIDE:number',
  'SHIP_TO_ORGANIZATION_ID:id',
  'RECEIPT_REQUIRED_FLAG:yesNo',
  'MATCH_OPTION',
  'CLOSED_CODE',
  'CANCEL_FLAG:yesNo',
]);

const receivingTransactions = table('RCV_TRANSACTIONS', ['TRANSACTION_ID'], false, [
  '*TRANSACTION_ID:id',
  '*TRANSACTION_TYPE',
  '*TRANSACTION_DATE:isoDate',
  'PARENT_TRANSACTION_ID:id',
  'QUANTITY:number',
  'SOURCE_DOC_QUANTITY:number',
  'PO_UNIT_PRICE:number',
  'AMOUNT:number',
  'CURRENCY_CODE',
  'CURRENCY_CONVERSION_RATE:number',
  'PO_HEADER_ID:id',
  'PO_LINE_ID:id',
  'PO_LINE_LOCATION_ID:id',
  'VENDOR_ID:id',
  'ORGANIZATION_ID:id',
  'SHIPMENT_HEADER_ID:id',
  'CREATION_DATE:isoDate',
  'CREATED_BY:id',
]);

const holds = table('AP_HOLDS_ALL', ['HOLD_ID'], true, [
  '*HOLD_ID:id',
  '*INVOICE_ID:id',
  '*HOLD_LOOKUP_CODE',
  'HOLD_DATE:isoDate',
  'RELEASE_LOOKUP_CODE',
]);

const users = table('FND_USER', ['USER_ID'], true, ['*USER_ID:id', '*USER_NAME']);

/** R12 supplier bank accounts: the account, its use by a payee, the payee's supplier party. */
const r12Banks = [
  table('IBY_EXT_BANK_ACCOUNTS', ['EXT_BANK_ACCOUNT_ID'], true, [
    '*EXT_BANK_ACCOUNT_ID:id',
    'BANK_ACCOUNT_NUM',
    'BANK_ACCOUNT_NAME',
    'IBAN',
    'COUNTRY_CODE',
    'BANK_ID:id',
    'BRANCH_ID:id',
  ]),
  table('IBY_PMT_INSTR_USES_ALL', ['INSTRUMENT_PAYMENT_USE_ID'], true, [
    '*INSTRUMENT_PAYMENT_USE_ID:id',
    '*INSTRUMENT_ID:id',
    'INSTRUMENT_TYPE',
    '*EXT_PMT_PARTY_ID:id',
    'PAYMENT_FLOW',
    'ORDER_OF_PREFERENCE:id',
    'END_DATE:isoDate',
  ]),
  table('IBY_EXTERNAL_PAYEES_ALL', ['EXT_PAYEE_ID'], true, [
    '*EXT_PAYEE_ID:id',
    '*PAYEE_PARTY_ID:id',
    'SUPPLIER_SITE_ID:id',
    'ORG_ID:id',
  ]),
];

/** 11i supplier bank accounts and their uses by suppliers. */
const r11iBanks = [
  table('AP_BANK_ACCOUNTS_ALL', ['BANK_ACCOUNT_ID'], true, [
    '*BANK_ACCOUNT_ID:id',
    'BANK_ACCOUNT_NUM',
    'BANK_ACCOUNT_NAME',
    'IBAN_NUMBER',
    'BANK_BRANCH_ID:id',
    'COUNTRY',
  ]),
  table('AP_BANK_ACCOUNT_USES_ALL', ['BANK_ACCOUNT_USES_ID'], true, [
    '*BANK_ACCOUNT_USES_ID:id',
    '*VENDOR_ID:id',
    'VENDOR_SITE_ID:id',
    '*EXTERNAL_BANK_ACCOUNT_ID:id',
    'PRIMARY_FLAG:yesNo',
    'END_DATE:isoDate',
  ]),
];

/** The supplier and site tables: AP_SUPPLIERS / AP_SUPPLIER_SITES_ALL (12), PO_VENDORS / PO_VENDOR_SITES_ALL (11i). */
export const supplierTableName = (release: OracleRelease): string =>
  release === '12' ? 'AP_SUPPLIERS' : 'PO_VENDORS';
export const siteTableName = (release: OracleRelease): string =>
  release === '12' ? 'AP_SUPPLIER_SITES_ALL' : 'PO_VENDOR_SITES_ALL';
export const ledgerTableName = (release: OracleRelease): string =>
  release === '12' ? 'GL_LEDGERS' : 'GL_SETS_OF_BOOKS';
export const lineTableName = (release: OracleRelease): string =>
  release === '12' ? 'AP_INVOICE_LINES_ALL' : 'AP_INVOICE_DISTRIBUTIONS_ALL';

/** The tables of an extract of `release`: required, then optional. */
export function oracleTables(release: OracleRelease): {
  required: readonly ExtractTable[];
  optional: readonly ExtractTable[];
} {
  return {
    required: [
      operatingUnits,
      ledgers(release),
      table(supplierTableName(release), ['VENDOR_ID'], false, supplierFields),
      table(siteTableName(release), ['VENDOR_SITE_ID'], false, siteFields),
      invoices(release),
      release === '12' ? invoiceLines : invoiceDistributions,
      ...(release === '11i' ? [poDistributions] : []),
      paymentSchedules(release),
      checks(release),
      invoicePayments,
      termsTl,
      termsLines,
      poHeaders,
      poLines,
      poLineLocations,
      receivingTransactions,
    ],
    optional: [holds, ...(release === '12' ? r12Banks : r11iBanks), users],
  };
}
