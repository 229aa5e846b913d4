import { assertNever } from '@spendlens/domain';
import type { RowCheck } from '../ingest/check-values';
import { q } from '../sap/sap-sql';
import type { DocuwareValueKind } from './docuware-fields';

/**
 * Values in a cabinet's locale (docuware-format.md): dates in the manifest's `date_format`, date-times
 * that date with an optional time, amounts with the manifest's `decimal` mark and the other one as the
 * only thousands separator, in groups of three. Each kind has a check (a problem naming the value and
 * the pattern) and a parse; the parse is used only once the checks have passed.
 */
export interface DocuwareLocale {
  /** e.g. 'DD.MM.YYYY' (checked by the format). */
  dateFormat: string;
  decimal: '.' | ',';
}

const tokens = {
  DD: { regex: '[0-9]{1,2}', strptime: '%d' },
  MM: { regex: '[0-9]{1,2}', strptime: '%m' },
  YYYY: { regex: '[0-9]{4}', strptime: '%Y' },
} as const;

/** The date pattern as a regular expression and as a strptime format. */
function datePattern(dateFormat: string): { regex: string; strptime: string } {
  const separator = dateFormat.replace(/[DMY]/g, '')[0]!;
  const parts = dateFormat.split(separator) as (keyof typeof tokens)[];
  return {
    regex: parts.map((p) => tokens[p].regex).join(`\\${separator}`),
    strptime: parts.map((p) => tokens[p].strptime).join(separator),
  };
}

const timeRegex = '( [0-9]{1,2}:[0-9]{2}(:[0-9]{2})?)?';

/** strptime formats of a date-time: with seconds, with minutes, the date alone (midnight). */
const dateTimeFormats = (date: string): string[] => [`${date} %H:%M:%S`, `${date} %H:%M`, date];

const literalList = (formats: readonly string[]): string => `[${formats.map((f) => `'${f}'`).join(', ')}]`;

/** The amount pattern: optional leading minus, digits (grouped by threes or not), at most 2 decimals. */
function amountRegex(decimal: '.' | ','): string {
  const mark = `\\${decimal}`;
  const thousands = decimal === ',' ? '\\.' : ',';
  return `-?([0-9]{1,3}(${thousands}[0-9]{3}){1,4}|[0-9]{1,16})(${mark}[0-9]{1,2})?`;
}

/** SQL of a staged value of `kind` as the DATE, TIMESTAMP or DECIMAL(18,2) it is (text as is). */
export function parsedSql(column: string, kind: DocuwareValueKind, locale: DocuwareLocale): string {
  const { strptime } = datePattern(locale.dateFormat);
  switch (kind) {
    case 'text':
      return column;
    case 'date':
      return `CAST(try_strptime(${column}, '${strptime}') AS DATE)`;
    case 'dateTime':
      return `try_strptime(${column}, ${literalList(dateTimeFormats(strptime))})`;
    case 'amount': {
      const thousands = locale.decimal === ',' ? '.' : ',';
      const plain = `replace(${column}, '${thousands}', '')`;
      return `CAST(${locale.decimal === ',' ? `replace(${plain}, ',', '.')` : plain} AS DECIMAL(18,2))`;
    }
    default:
      return assertNever(kind);
  }
}

/**
 * The check of a staged column of `kind` (none for text): a value that does not match the pattern, or
 * is no day of the calendar, fails with "'<value>' is not <pattern>". `label` names the column in the
 * problem (the cabinet's field name).
 */
export function localeCheck(
  name: string,
  label: string,
  kind: DocuwareValueKind,
  locale: DocuwareLocale,
): RowCheck | null {
  if (kind === 'text') return null;
  const column = `x.${q(name)}`;
  const { regex, strptime } = datePattern(locale.dateFormat);
  const [pattern, parses, described] =
    kind === 'date'
      ? [regex, `try_strptime(${column}, '${strptime}') IS NULL`, locale.dateFormat]
      : kind === 'dateTime'
        ? [
            `${regex}${timeRegex}`,
            `try_strptime(${column}, ${literalList(dateTimeFormats(strptime))}) IS NULL`,
            `${locale.dateFormat} (optionally followed by HH:mm or HH:mm:ss)`,
          ]
        : [
            amountRegex(locale.decimal),
            'false',
            `an amount with the decimal mark '${locale.decimal}' (thousands '${locale.decimal === ',' ? '.' : ','}' in groups of three, at most 2 decimals)`,
          ];
  return {
    field: label,
    fails: `${column} IS NOT NULL AND (NOT regexp_full_match(${column}, '${pattern}') OR ${parses})`,
    message: `'''' || left(${column}, 40) || ''' is not ${described.replaceAll("'", "''")}'`,
  };
}
