/**
 * What every extract format declares of its tables (SAP, Oracle E-Business Suite, …): the fields the
 * extractor writes with how each value is written, which of them the ingest needs, and the key. The
 * file checks, staging and value checks read only this, so they are the same for every format.
 */

/**
 * How a field's value is written and checked.
 *
 * SAP (sap-extract/1): text — anything; date — YYYYMMDD, `00000000` or empty for none; time — HHMMSS;
 * amount — decimal with '.', at most 2 decimals, optional leading '-'; quantity — the same with at
 * most 3 decimals; days — a whole number of days (NUMC3); percent — decimal with at most 3 decimals;
 * year — 4 digits; debitCredit — 'S' (debit) or 'H' (credit); numc — digits only (item numbers).
 *
 * Oracle (oracle-ebs-extract/1): id — an Oracle NUMBER id, a whole number (negative for Oracle's own
 * markers such as -1); isoDate — YYYY-MM-DD, optionally with HH24:MI:SS after a space; number — a
 * decimal with '.', optional '-', up to 16 digits before it and 10 after (SQL*Plus writes 0.5 as `.5`); yesNo — 'Y' or 'N'.
 *
 * JD Edwards (jde-extract/1): integer — a whole number, optional '-' (amounts, quantities and unit
 * costs with implied decimals, address numbers, document numbers); julian — a JDE date CYYDDD (century
 * offset from 1900, year, day of the year), 0 for none.
 *
 * NetSuite (netsuite-extract/1): trueFalse — a SuiteAnalytics boolean, 'T' or 'F'; ids, dates and
 * numbers as Oracle's (id, isoDate, number).
 */
export type FieldKind =
  | 'numc'
  | 'text'
  | 'date'
  | 'time'
  | 'amount'
  | 'quantity'
  | 'days'
  | 'percent'
  | 'year'
  | 'debitCredit'
  | 'id'
  | 'isoDate'
  | 'number'
  | 'yesNo'
  | 'integer'
  | 'julian'
  | 'trueFalse';

export interface ExtractField {
  name: string;
  kind: FieldKind;
  /** The column must be in the file (other columns may be absent and read as empty). */
  column?: boolean;
  /** The value must not be empty. */
  value?: boolean;
  /**
   * The column's name in the file when it is not the field's (DocuWare: the cabinet field the
   * manifest's `fields` maps our name to); problems name the column by it.
   */
  header?: string;
  /** What a problem says when the required column is missing (default: 'a required column is missing …'). */
  missing?: string;
}

/** The name problems give a field: its column's name in the file. */
export const fieldLabel = (field: ExtractField): string => field.header ?? field.name;

export interface ExtractTable<Name extends string = string> {
  name: Name;
  fields: readonly ExtractField[];
  /** Key fields; no two rows may share them (after normalisation). */
  key: readonly string[];
  /** Optional table: an extract may leave it out; when present it is checked like the others. */
  optional: boolean;
  /** Optional text fields the canonical mapping reads (loaded when present). */
  mapped?: readonly string[];
  /** The field separator of the file: ',' (the common rules) unless the format lets the manifest say ';'. */
  delimiter?: ',' | ';';
}

/**
 * Field list shorthand: `NAME` text, `NAME:kind`, a leading `*` for a required column whose value is
 * required too (keys), a leading `+` for a required column.
 */
export function fields(...specs: string[]): ExtractField[] {
  return specs.map((spec) => {
    const key = spec.startsWith('*');
    const required = key || spec.startsWith('+');
    const [name, kind] = spec.replace(/^[*+]/, '').split(':') as [string, FieldKind | undefined];
    return { name, kind: kind ?? 'text', column: required, value: key };
  });
}

/** The fields staging loads: required columns, every non-text field, mapped text fields and keys. */
export function loadedFields(table: ExtractTable): ExtractField[] {
  return table.fields.filter(
    (f) => f.column || f.kind !== 'text' || table.mapped?.includes(f.name) || table.key.includes(f.name),
  );
}

/**
 * Regular expressions and messages of the value checks, by field kind (text is never checked), and
 * for dates the strptime formats a value must also parse with.
 */
export const valuePatterns: Record<
  Exclude<FieldKind, 'text'>,
  {
    pattern: string;
    message: string;
    parses?: readonly string[];
    /** SQL true when a value matching the pattern is still invalid (`v` the column). */
    invalid?: (v: string) => string;
  }
> = {
  date: { pattern: '[0-9]{8}', message: 'not a date (YYYYMMDD, or 00000000 for none)', parses: ['%Y%m%d'] },
  time: { pattern: '[0-9]{6}', message: 'not a time (HHMMSS)', parses: ['%H%M%S'] },
  amount: {
    pattern: '-?[0-9]{1,16}(\\.[0-9]{1,2})?',
    message: "not an amount (digits, '.' and at most 2 decimals)",
  },
  quantity: {
    pattern: '-?[0-9]{1,15}(\\.[0-9]{1,3})?',
    message: "not a quantity (digits, '.' and at most 3 decimals)",
  },
  days: { pattern: '[0-9]{1,4}', message: 'not a whole number of days' },
  percent: { pattern: '[0-9]{1,3}(\\.[0-9]{1,3})?', message: 'not a percentage' },
  year: { pattern: '[0-9]{4}', message: 'not a year (4 digits)' },
  numc: { pattern: '[0-9]{1,10}', message: 'not a number (digits only)' },
  debitCredit: { pattern: '[SH]', message: "not a debit/credit indicator ('S' or 'H')" },
  id: { pattern: '-?[0-9]{1,18}', message: 'not an id (a whole number)' },
  isoDate: {
    pattern: '[0-9]{4}-[0-9]{2}-[0-9]{2}( [0-9]{2}:[0-9]{2}:[0-9]{2})?',
    message: 'not a date (YYYY-MM-DD, optionally with HH24:MI:SS)',
    parses: ['%Y-%m-%d', '%Y-%m-%d %H:%M:%S'],
  },
  number: {
    pattern: '-?([0-9]{1,16}(\\.[0-9]{1,10})?|\\.[0-9]{1,10})',
    message: "not a number (at most 16 digits before '.' and 10 after)",
  },
  yesNo: { pattern: '[YN]', message: "not a flag ('Y' or 'N')" },
  trueFalse: { pattern: '[TF]', message: "not a boolean ('T' or 'F')" },
  integer: {
    pattern: '-?[0-9]{1,15}',
    message: 'not a whole number of at most 15 digits (JD Edwards amounts have implied decimals)',
  },
  julian: {
    pattern: '[0-9]{1,7}',
    message: 'not a JD Edwards date (CYYDDD, day of the year 1 to 365 or 366, or 0 for none)',
    // 0 is no date; otherwise the day of the year must exist in that year
    invalid: (v) =>
      `TRY_CAST(${v} AS INTEGER) <> 0 AND NOT (TRY_CAST(${v} AS INTEGER) % 1000 BETWEEN 1 AND
        dayofyear(make_date(1900 + TRY_CAST(${v} AS INTEGER) // 1000, 12, 31)))`,
  },
};
