import { assertNever } from '@spendlens/domain';
import { categoryCodeFields, jdeTables } from './jde-tables';

/**
 * What the JD Edwards extractor (extractor-sql.ts) selects, for both databases JDE runs on: which rows
 * of each table (the scope) and how each column is written. The SQL of a database differs only in the
 * hooks of `ExtractorDialect`.
 */

/** The pieces of SQL that differ between JDE on Oracle Database and JDE on SQL Server. */
export interface ExtractorDialect {
  /** Table `name` qualified with its schema: F0013 in the control tables, the rest in business data. */
  table(name: string): string;
  /** The chosen companies as an SQL list, e.g. `'00001','00200'` (a script variable). */
  companies: string;
  /** The first G/L date (a script variable, YYYY-MM-DD) as a Julian CYYDDD number. */
  fromJulian: string;
  /** True when JDE string `text` (RPPO, NCHAR) holds the number `value` (PHDOCO). */
  sameNumber(text: string, value: string): string;
  /** A numeric JDE column as plain decimal text (never scientific notation). */
  wholeNumber(column: string): string;
  /** A numeric JDE column divided by `divisor`, as plain decimal text. */
  fraction(column: string, divisor: number): string;
  /** A JDE NCHAR column without its padding. */
  trimmed(column: string): string;
}

/**
 * PNDCP (the discount of a payment term) as JDE stores it: a whole number with the display decimals of
 * data item DCP. The format reads it as a fraction (0.02 = 2 %), so the extractor divides by
 * 10^decimals. Assumed 3 display decimals (2 % of .020 stored as 20); no source at hand confirms it —
 * if the data dictionary (P92001, DCP) shows others, change the divisor in the scripts.
 */
export const pndcpDivisor = 1000;

/** Format columns whose JDE column has another name: F0013's currency code is CVCRCD. */
const sourceColumns: Readonly<Record<string, string>> = { CVCD: 'CVCRCD' };

/** Format text columns that JDE stores as numbers (short item number, payment number). */
const numericText = new Set(['RPITM', 'RMDOCM']);

/** Format integer columns that JDE stores as strings (match type, currency display decimals). */
const stringIntegers = new Set(['PRMATC', 'CVCDEC']);

/** One column the extractor writes: its name in the format and the JDE column it reads. */
export interface ExtractedColumn {
  name: string;
  source: string;
  stored: 'number' | 'string' | 'fraction';
}

export interface ExtractedTable {
  name: string;
  columns: readonly ExtractedColumn[];
}

/**
 * The tables and columns the extractor writes: each table of the format with its columns in the
 * format's order. F0101 carries all 30 category codes after them, so that the manifest's
 * vendor_type_field can name any of them without extracting again (the ingest binds columns by header
 * and ignores the ones its settings do not read).
 */
export function extractedTables(): ExtractedTable[] {
  const { required, optional } = jdeTables('ABAT1');
  return [...required, ...optional].map((table) => {
    const names = table.fields.map((f) => f.name);
    if (table.name === 'F0101') names.push(...categoryCodeFields);
    return {
      name: table.name,
      columns: names.map((name) => {
        const kind = table.fields.find((f) => f.name === name)?.kind ?? 'text';
        const numeric = numericText.has(name) || (kind !== 'text' && !stringIntegers.has(name));
        return {
          name,
          source: sourceColumns[name] ?? name,
          stored: name === 'PNDCP' ? 'fraction' : numeric ? 'number' : 'string',
        };
      }),
    };
  });
}

/** Column `c` of the table aliased `t` as CSV text in `d`. */
export function columnValue(d: ExtractorDialect, c: ExtractedColumn): string {
  const column = `t.${c.source}`;
  switch (c.stored) {
    case 'number':
      return d.wholeNumber(column);
    case 'fraction':
      return d.fraction(column, pndcpDivisor);
    case 'string':
      return d.trimmed(column);
    default:
      return assertNever(c.stored);
  }
}

/**
 * The WHERE condition of each scoped table, on the table aliased `t` (a table not named is extracted
 * whole: F0013, F0014, F0401). Vouchers: every row (pay items, PE rows of changes and voids) of each
 * voucher with a row in the companies posted on or after the first date; payments: the F0414 rows of
 * those vouchers and their F0413 headers; orders: the companies' orders since the first date and every
 * older one a scoped voucher names; addresses: suppliers, companies and the payees of scoped vouchers.
 */
export function extractorScope(d: ExtractorDialect): Record<string, string> {
  const companies = `(${d.companies})`;
  const f = (name: string) => d.table(name);
  const voucher = (kco: string, doc: string, dct: string) =>
    `EXISTS (SELECT 1 FROM ${f('F0411')} s WHERE s.RPKCO = ${kco} AND s.RPDOC = ${doc} AND s.RPDCT = ${dct}` +
    ` AND s.RPCO IN ${companies} AND s.RPDGJ >= ${d.fromJulian})`;
  const voucherOf = (alias: string, prefix: string) =>
    voucher(`${alias}.${prefix}KCO`, `${alias}.${prefix}DOC`, `${alias}.${prefix}DCT`);
  const order = (h: string) =>
    `${h}.PHKCOO IN ${companies} AND (${h}.PHTRDJ >= ${d.fromJulian} OR EXISTS (SELECT 1 FROM ${f('F0411')} v` +
    ` WHERE ${d.sameNumber('v.RPPO', `${h}.PHDOCO`)} AND v.RPPDCT = ${h}.PHDCTO AND v.RPPKCO = ${h}.PHKCOO` +
    ` AND ${voucherOf('v', 'RP')}))`;
  const orderLines = (prefix: string) =>
    `EXISTS (SELECT 1 FROM ${f('F4301')} h WHERE h.PHKCOO = t.${prefix}KCOO AND h.PHDOCO = t.${prefix}DOCO` +
    ` AND h.PHDCTO = t.${prefix}DCTO AND ${order('h')})`;
  const suppliers = `SELECT A6AN8 FROM ${f('F0401')}`;
  const addresses = (an8: string) =>
    `${an8} IN (${suppliers}) OR ${an8} IN (SELECT CCAN8 FROM ${f('F0010')} WHERE CCCO IN ${companies})` +
    ` OR ${an8} IN (SELECT v.RPPYE FROM ${f('F0411')} v WHERE ${voucherOf('v', 'RP')})`;
  return {
    F0010: `t.CCCO IN ${companies}`,
    F0101: addresses('t.ABAN8'),
    F0116: addresses('t.ALAN8'),
    F0411: voucherOf('t', 'RP'),
    F0413: `t.RMPYID IN (SELECT n.RNPYID FROM ${f('F0414')} n WHERE ${voucherOf('n', 'RN')})`,
    F0414: voucherOf('t', 'RN'),
    F4301: order('t'),
    F4311: orderLines('PD'),
    F43121: orderLines('PR'),
    F0030: `t.AYBKTP = 'V' AND t.AYAN8 IN (${suppliers})`,
    F01151: `t.EAAN8 IN (${suppliers})`,
  };
}
