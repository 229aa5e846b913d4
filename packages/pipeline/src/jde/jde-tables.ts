import { fields, type ExtractTable } from '../ingest/extract-table';

/**
 * The JD Edwards EnterpriseOne extract format, jde-extract/1 (EXTRACT-FORMATS.md): per table, the
 * columns the extractor writes (JDE's own names with their two-letter prefix), which of them the
 * ingest needs, and the key. Shared by datagen (the header order of the CSVs it writes), the
 * extractor SQL and the ingest. Where the format as built deviates from EXTRACT-FORMATS.md, the
 * pipeline README says how and why (F0411's key includes the pay-item extension RPSFXE, since a
 * voided voucher adds a row with the same pay item; the net due date is RPDDNJ).
 *
 * Values keep JDE's native form: dates Julian CYYDDD (0 for none), amounts whole numbers with the
 * decimals implied by their currency, quantities and unit costs with the decimals of their data item.
 */

/** A table whose every listed column is loaded: the format lists only what the mapping reads. */
const table = (name: string, key: readonly string[], optional: boolean, specs: string[]): ExtractTable => {
  const listed = fields(...specs);
  return { name, key, optional, fields: listed, mapped: listed.map((f) => f.name) };
};

/** The address-book category codes a manifest may name as the supplier type (vendor_type_field). */
export const categoryCodeFields = Array.from(
  { length: 30 },
  (_, i) => `ABAC${String(i + 1).padStart(2, '0')}`,
);

/** F0101 fields that may carry the supplier type: the search type or a category code. */
export const vendorTypeFields = ['ABAT1', ...categoryCodeFields] as const;

const companies = table('F0010', ['CCCO'], false, ['*CCCO', '+CCNAME', '*CCCRCD', 'CCAN8:integer']);

const currencies = table('F0013', ['CVCD'], true, ['*CVCD', '*CVCDEC:integer']);

const addressBook = (vendorTypeField: string) =>
  table('F0101', ['ABAN8'], false, [
    '*ABAN8:integer',
    '*ABALPH',
    'ABDC',
    'ABTAX',
    'ABTX2',
    '+ABAT1',
    'ABATP',
    ...(vendorTypeField === 'ABAT1' ? [] : [`+${vendorTypeField}`]),
  ]);

const addresses = table('F0116', ['ALAN8', 'ALEFTB'], false, [
  '*ALAN8:integer',
  '+ALEFTB:julian',
  'ALADD1',
  'ALADD2',
  'ALCTY1',
  'ALADDZ',
  'ALCTR',
]);

const suppliers = table('F0401', ['A6AN8'], false, [
  '*A6AN8:integer',
  'A6TRAP',
  'A6PYIN',
  'A6CRRP',
  'A6HDPY',
  'A6HOLD',
]);

const vouchers = table('F0411', ['RPKCO', 'RPDOC', 'RPDCT', 'RPSFX', 'RPSFXE'], false, [
  '*RPKCO',
  '*RPDOC:integer',
  '*RPDCT',
  '*RPSFX',
  '*RPSFXE:integer',
  'RPDCTA',
  '*RPCO',
  '*RPAN8:integer',
  'RPPYE:integer',
  '*RPDIVJ:julian',
  '*RPDGJ:julian',
  'RPDICJ:julian',
  'RPDDJ:julian',
  'RPDDNJ:julian',
  'RPVINV',
  '*RPAG:integer',
  'RPAAP:integer',
  'RPSTAM:integer',
  'RPACR:integer',
  'RPFAP:integer',
  'RPCTAM:integer',
  'RPCRRM',
  '*RPCRCD',
  'RPPST',
  'RPVOD',
  'RPPTC',
  'RPPYIN',
  'RPPO',
  'RPPDCT',
  'RPPKCO',
  'RPLNID:integer',
  'RPITM',
  'RPU:integer',
  'RPMCU',
  'RPICUT',
  'RPTORG',
]);

const paymentHeaders = table('F0413', ['RMPYID'], false, [
  '*RMPYID:integer',
  '+RMDOCM',
  '+RMDCTM',
  '*RMDMTJ:julian',
  'RMPAAP:integer',
  'RMCRCD',
  'RMPYIN',
  'RMVDGJ:julian',
  'RMPYE:integer',
]);

const paymentDetails = table('F0414', ['RNPYID', 'RNRC5'], false, [
  '*RNPYID:integer',
  '*RNRC5:integer',
  '*RNKCO',
  '*RNDOC:integer',
  '*RNDCT',
  '*RNSFX',
  'RNDCTM',
  '*RNPAAP:integer',
  'RNCO',
  'RNAN8:integer',
]);

const paymentTerms = table('F0014', ['PNPTC'], false, [
  '+PNPTC',
  'PNPTD',
  'PNDCP:number',
  'PNDCD:integer',
  'PNNDTP:integer',
]);

const poHeaders = table('F4301', ['PHKCOO', 'PHDOCO', 'PHDCTO'], false, [
  '*PHKCOO',
  '*PHDOCO:integer',
  '*PHDCTO',
  '*PHAN8:integer',
  '*PHTRDJ:julian',
  'PHPTC',
  'PHCRCD',
  'PHORBY',
  'PHANBY:integer',
  'PHMCU',
  'PHHOLD',
]);

const poLines = table('F4311', ['PDKCOO', 'PDDOCO', 'PDDCTO', 'PDLNID'], false, [
  '*PDKCOO',
  '*PDDOCO:integer',
  '*PDDCTO',
  '*PDLNID:integer',
  'PDLITM',
  'PDDSC1',
  'PDMCU',
  'PDLNTY',
  'PDUORG:integer',
  'PDUOPN:integer',
  'PDUOM',
  'PDPRRC:integer',
  'PDAEXP:integer',
  'PDTRDJ:julian',
  'PDNXTR',
  'PDLTTR',
  'PDRORN',
]);

const receipts = table('F43121', ['PRUKID'], false, [
  '*PRUKID:integer',
  '*PRMATC:integer',
  '*PRKCOO',
  '*PRDOCO:integer',
  '*PRDCTO',
  '*PRLNID:integer',
  'PRDOC:integer',
  'PRDCT',
  'PRKCO',
  'PRSFX',
  'PRAN8:integer',
  'PRRCDJ:julian',
  'PRDGL:julian',
  'PRUPMJ:julian',
  'PRUREC:integer',
  'PRAREC:integer',
  'PRAOPN:integer',
  'PRCRCD',
  'PRLITM',
  'PRMCU',
]);

const banks = table('F0030', ['AYAN8', 'AYBKTP', 'AYTNST', 'AYCBNK'], true, [
  '*AYAN8:integer',
  '*AYBKTP',
  'AYTNST',
  'AYCBNK',
  'AYCTR',
  'AYIBAN',
  'AYSWFT',
  'AYCHKD',
]);

const emails = table('F01151', ['EAAN8', 'EAIDLN', 'EARCK7'], true, [
  '*EAAN8:integer',
  '*EAIDLN:integer',
  '*EARCK7:integer',
  'EAETP',
  '+EAEMAL',
]);

/** The tables of a jde-extract/1 extract whose supplier type is in `vendorTypeField` of F0101. */
export function jdeTables(vendorTypeField = 'ABAT1'): {
  required: readonly ExtractTable[];
  optional: readonly ExtractTable[];
} {
  return {
    required: [
      companies,
      addressBook(vendorTypeField),
      addresses,
      suppliers,
      vouchers,
      paymentHeaders,
      paymentDetails,
      paymentTerms,
      poHeaders,
      poLines,
      receipts,
    ],
    optional: [currencies, banks, emails],
  };
}
