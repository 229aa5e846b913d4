import { fields, type ExtractTable } from '../ingest/extract-table';

/**
 * The NetSuite extract format, netsuite-extract/1 (EXTRACT-FORMATS.md): the SuiteAnalytics Connect
 * `NetSuite2.com` tables the mapping reads, lower-case as NetSuite names them, with their columns,
 * which of them the ingest needs, and the key. Where the format as built adds to EXTRACT-FORMATS.md
 * (transaction `voided` and `paymenthold`, vendor `defaultbillingaddress`, `isperson`, `firstname`,
 * `lastname`, subsidiary `iselimination`), the pipeline README says why (notes/netsuite-mapping.md).
 *
 * Values keep NetSuite's form: ids whole numbers, dates YYYY-MM-DD (or with a time), booleans T/F,
 * amounts with '.'.
 */

/** A table whose every listed column is loaded: the format lists only what the mapping reads. */
const table = (name: string, key: readonly string[], optional: boolean, specs: string[]): ExtractTable => {
  const listed = fields(...specs);
  return { name, key, optional, fields: listed, mapped: listed.map((f) => f.name) };
};

const subsidiary = table('subsidiary', ['id'], false, [
  '*id:id',
  '*name',
  'country',
  '*currency:id',
  'iselimination:trueFalse',
]);

const currency = table('currency', ['id'], false, ['*id:id', '*symbol']);

const vendor = table('vendor', ['id'], false, [
  '*id:id',
  'entityid',
  'companyname',
  'legalname',
  'isperson:trueFalse',
  'firstname',
  'lastname',
  'email',
  '+isinactive:trueFalse',
  'category:id',
  'terms:id',
  'currency:id',
  'datecreated:isoDate',
  'taxidnum',
  'vatregnumber',
  'defaultbillingaddress:id',
]);

const vendorCategory = table('vendorcategory', ['id'], false, ['*id:id', '*name']);

const vendorSubsidiary = table('vendorsubsidiaryrelationship', ['id'], false, [
  '*id:id',
  '*entity:id',
  '*subsidiary:id',
]);

const entityAddress = table('entityaddress', ['nkey'], true, [
  '*nkey:id',
  'addr1',
  'addr2',
  'addr3',
  'city',
  'zip',
  'country',
]);

const term = table('term', ['id'], false, [
  '*id:id',
  'name',
  'daysuntilnetdue:id',
  'discountpercent:number',
  'daysuntilexpiry:id',
]);

/** The transaction header, with the manifest's brand field (a custom body field) when it names one. */
const transaction = (brandField: string | undefined) =>
  table('transaction', ['id'], false, [
    '*id:id',
    '*type',
    'tranid',
    'transactionnumber',
    '*trandate:isoDate',
    'duedate:isoDate',
    'closedate:isoDate',
    'status',
    'entity:id',
    'currency:id',
    'exchangerate:number',
    'createddate:isoDate',
    'createdby:id',
    'approvalstatus',
    'memo',
    'otherrefnum',
    'voided:trueFalse',
    'paymenthold:trueFalse',
    ...(brandField ? [`+${brandField}`] : []),
  ]);

const transactionLine = table('transactionline', ['transaction', 'id'], false, [
  '*transaction:id',
  '*id:id',
  '+mainline:trueFalse',
  'subsidiary:id',
  'item:id',
  'quantity:number',
  'rate:number',
  'netamount:number',
  'foreignamount:number',
  'isclosed:trueFalse',
  'department',
  'class',
  'location',
]);

const accountingLine = table(
  'transactionaccountingline',
  ['transaction', 'transactionline', 'accountingbook'],
  true,
  [
    '*transaction:id',
    '*transactionline:id',
    '*accountingbook:id',
    'amount:number',
    'debit:number',
    'credit:number',
    'amountpaid:number',
    'amountunpaid:number',
  ],
);

const lineLink = table(
  'previoustransactionlinelink',
  ['previousdoc', 'previousline', 'nextdoc', 'nextline'],
  false,
  ['*previousdoc:id', '*previousline:id', '*nextdoc:id', '*nextline:id', '*linktype', 'foreignamount:number'],
);

const employee = table('employee', ['id'], true, ['*id:id', 'entityid', 'firstname', 'lastname']);

/** The tables of netsuite-extract/1: required first, then optional. */
export function netsuiteTables(brandField: string | undefined): {
  required: readonly ExtractTable[];
  optional: readonly ExtractTable[];
} {
  return {
    required: [
      subsidiary,
      currency,
      vendor,
      vendorCategory,
      vendorSubsidiary,
      term,
      transaction(brandField),
      transactionLine,
      lineLink,
    ],
    optional: [entityAddress, accountingLine, employee],
  };
}
