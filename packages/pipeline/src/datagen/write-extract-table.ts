import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExtractTable } from '../ingest/extract-table';
import type { DuckSession } from './duck-session';
import { q, stringLiteral } from './duck-sql';

/** A written table file as the manifest lists it. */
export interface WrittenTable {
  rows: number;
  sha256: string;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes `<schema>.<table>` (a converter's view of one table of its format, e.g. ora.AP_CHECKS_ALL,
 * jde.F0411) as `<dir>/<TABLE>.csv`: a header of exactly the table's field names in order, then the
 * rows ordered by the key (ids and whole numbers numerically), every value as text — CAST to VARCHAR
 * gives the forms for dates (YYYY-MM-DD), timestamps (YYYY-MM-DD HH24:MI:SS), whole numbers and
 * decimals; NULL and '' are written as empty fields, and DuckDB quotes (RFC 4180) only fields that
 * need it. Fails when the view lacks a field or has a column the format does not know.
 */
export async function writeExtractTable(
  db: DuckSession,
  schema: string,
  table: ExtractTable,
  dir: string,
): Promise<WrittenTable> {
  const columns = (
    await db.rows(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2`,
      [schema, table.name],
    )
  ).map((r) => String(r['column_name']));
  const fields = table.fields.map((f) => f.name);
  const missing = fields.filter((f) => !columns.includes(f));
  const unknown = columns.filter((c) => !fields.includes(c));
  if (missing.length > 0 || unknown.length > 0)
    throw new Error(
      `${db.label}: ${table.name} lacks ${JSON.stringify(missing)}, has unknown ${JSON.stringify(unknown)}`,
    );
  const kinds = new Map(table.fields.map((f) => [f.name, f.kind]));
  const numeric = (k: string) => kinds.get(k) === 'id' || kinds.get(k) === 'integer';
  const order = table.key.map((k) => (numeric(k) ? `CAST(${q(k)} AS BIGINT)` : q(k))).join(', ');
  const select = fields.map((f) => `nullif(CAST(${q(f)} AS VARCHAR), '') AS ${q(f)}`).join(', ');
  const path = join(dir, `${table.name}.csv`);
  const rows = await db.write(
    `COPY (SELECT ${select} FROM ${q(schema)}.${q(table.name)} ORDER BY ${order}) TO ${stringLiteral(path)}
       (FORMAT csv, HEADER true, DELIMITER ',', QUOTE '"', ESCAPE '"')`,
  );
  return { rows, sha256: await sha256Of(path) };
}

/**
 * Writes every table of a format (required, then optional) from the views of `schema` into `dir`
 * (writeExtractTable) and answers the manifest's `tables` entry.
 */
export async function writeExtractTables(
  db: DuckSession,
  schema: string,
  tables: { required: readonly ExtractTable[]; optional: readonly ExtractTable[] },
  dir: string,
): Promise<Record<string, WrittenTable>> {
  const written: Record<string, WrittenTable> = {};
  for (const table of [...tables.required, ...tables.optional])
    written[table.name] = await writeExtractTable(db, schema, table, dir);
  return written;
}

/** Writes `value` as pretty-printed JSON with a final newline (manifest.json, answers.json). */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
