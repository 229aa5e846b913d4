import type { Executor } from '@spendlens/warehouse';
import { documentNoSql, q, vendorIdSql } from '../sap/sap-sql';
import {
  fieldLabel,
  loadedFields,
  valuePatterns,
  type ExtractField,
  type ExtractTable,
} from './extract-table';
import type { CheckedTable } from './check-files';
import type { ProblemList } from './problems';

/** One check as SQL: the rows of `from` it fails, with the field and a message. */
export interface RowCheck {
  field: string;
  /** SQL condition true for a failing row. */
  fails: string;
  /** SQL expression of the message (may use the row's columns). */
  message: string;
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** An SQL list of literals: `('A', 'B')`. */
export const sqlList = (values: readonly string[]): string => `(${values.map(literal).join(', ')})`;
/** The offending value, quoted and shortened, for messages. */
const shown = (column: string): string => `'''' || left(${column}, 40) || ''''`;

function fieldChecks(field: ExtractField): RowCheck[] {
  const column = q(field.name);
  const label = fieldLabel(field);
  const checks: RowCheck[] = [];
  if (field.value)
    checks.push({ field: label, fails: `${column} IS NULL`, message: literal('a value is required') });
  if (field.kind === 'text') return checks;
  const { pattern, message, parses, invalid: stillInvalid } = valuePatterns[field.kind];
  let invalid = `NOT regexp_full_match(${column}, '${pattern}')`;
  // a date must also be a day of the calendar (20250230 matches the pattern)
  if (parses)
    invalid = `${invalid} OR try_strptime(${column}, [${parses.map((f) => `'${f}'`).join(', ')}]) IS NULL`;
  if (stillInvalid) invalid = `${invalid} OR (${stillInvalid(column)})`;
  if (field.kind === 'date') invalid = `${column} <> '00000000' AND (${invalid})`;
  checks.push({
    field: label,
    fails: `${column} IS NOT NULL AND (${invalid})`,
    message: `${literal(`${message}: `)} || ${shown(column)}`,
  });
  return checks;
}

/** The normalised key expression of a key field (vendor ids without leading zeros, document numbers padded). */
export function keyExpression(field: string): string {
  if (field === 'LIFNR') return vendorIdSql(q(field));
  if (['BELNR', 'AUGBL', 'STBLG', 'EBELN', 'MBLNR'].includes(field)) return documentNoSql(q(field));
  if (['BUZEI', 'GJAHR', 'MJAHR', 'EBELP', 'ZEILE', 'CONSNUMBER'].includes(field))
    return `TRY_CAST(${q(field)} AS BIGINT)::VARCHAR`;
  return q(field);
}

/**
 * Adds the rows a query answers — columns `r` (rowid of `checked`'s staging table), `field` and
 * `message` — as problems of `checked`'s file, in line order, up to the file's remaining room; the
 * count of all of them is kept.
 */
export async function reportRows(
  warehouse: Executor,
  checked: CheckedTable,
  rowsSql: string,
  problems: ProblemList,
  params: readonly unknown[] = [],
): Promise<void> {
  const room = Math.max(problems.room(checked.file), 0);
  const rows = await warehouse.query({
    sql: `SELECT r, field, message, count(*) OVER () AS total FROM (${rowsSql}) ORDER BY r, field LIMIT ${room + 1}`,
    params,
  });
  for (const row of rows.slice(0, room)) {
    problems.add({
      file: checked.file,
      line: checked.scan.lines.lineOf(Number(row['r'])),
      field: String(row['field']),
      message: String(row['message']),
    });
  }
  const total = Number(rows[0]?.['total'] ?? 0);
  problems.addUnlisted(checked.file, total - Math.min(room, rows.length));
}

/**
 * Runs row checks over a staging table (aliased `x` in the checks' SQL) and reports the failing rows.
 * Row-local checks run in one scan (`oneScan`): the rows failing any check, each with the list of
 * its failures; checks with subqueries run as one anti-join each.
 */
export async function runRowChecks(
  warehouse: Executor,
  checked: CheckedTable,
  from: string,
  checks: RowCheck[],
  problems: ProblemList,
  oneScan = false,
): Promise<void> {
  if (checks.length === 0) return;
  const sql = oneScan
    ? `SELECT r, failure.field AS field, failure.message AS message FROM (
         SELECT x.rowid AS r, unnest(list_filter([${checks
           .map(
             (c) =>
               `struct_pack(field := ${literal(c.field)}, message := CASE WHEN ${c.fails} THEN ${c.message} END)`,
           )
           .join(', ')}], f -> f.message IS NOT NULL)) AS failure
         FROM ${from} AS x WHERE ${checks.map((c) => `(${c.fails})`).join(' OR ')})`
    : checks
        .map(
          (c) =>
            `SELECT x.rowid AS r, ${literal(c.field)} AS field, ${c.message} AS message FROM ${from} AS x WHERE ${c.fails}`,
        )
        .join(' UNION ALL ');
  await reportRows(warehouse, checked, sql, problems);
}

/** Value checks of every field (required values, dates, amounts, indicators …) and duplicate keys. */
export async function checkTableValues(
  warehouse: Executor,
  checked: CheckedTable,
  from: string,
  problems: ProblemList,
): Promise<void> {
  const table: ExtractTable = checked.table;
  await runRowChecks(warehouse, checked, from, loadedFields(table).flatMap(fieldChecks), problems, true);
  const keys = table.key.map(keyExpression);
  // a key with a missing required part or an unreadable part is reported by the value checks, not as
  // a duplicate; an optional part left empty (ADRC-NATION of the international version, EKBE-ZEKKN
  // without account assignment) is a value of the key like any other
  const whole = table.key
    .map((field, i) =>
      table.fields.find((f) => f.name === field)?.value
        ? `${keys[i]} IS NOT NULL`
        : `(${q(field)} IS NULL OR ${keys[i]} IS NOT NULL)`,
    )
    .join(' AND ');
  const [duplicated] = await warehouse.query({
    sql: `SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${whole} GROUP BY ${keys.join(', ')} HAVING count(*) > 1)`,
    params: [],
  });
  if (Number(duplicated?.['n'] ?? 0) === 0) return;
  const keyText = keys.map((k) => `coalesce(${k}, '')`).join(` || '/' || `);
  const room = Math.max(problems.room(checked.file), 0);
  const rows = await warehouse.query({
    sql: `SELECT r, key_text, first_r FROM (
        SELECT rowid AS r, ${keyText} AS key_text, min(rowid) OVER (PARTITION BY ${keys.join(', ')}) AS first_r,
          row_number() OVER (PARTITION BY ${keys.join(', ')} ORDER BY rowid) AS n
        FROM ${from} WHERE ${whole})
      WHERE n > 1 ORDER BY r LIMIT ${room + 1}`,
    params: [],
  });
  for (const row of rows.slice(0, room)) {
    const first = checked.scan.lines.lineOf(Number(row['first_r']));
    problems.add({
      file: checked.file,
      line: checked.scan.lines.lineOf(Number(row['r'])),
      field: table.key
        .map((k) => {
          const field = table.fields.find((f) => f.name === k);
          return field ? fieldLabel(field) : k;
        })
        .join('+'),
      message: `duplicate key ${String(row['key_text'])} (first on line ${first})`,
    });
  }
  if (rows.length > room) problems.addUnlisted(checked.file, 1);
}
