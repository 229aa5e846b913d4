import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { ExtractTable } from '../../ingest/extract-table';
import type { DuckSession } from './duck-session';
import { q, stringLiteral } from './oracle-sql';

export interface WrittenOracleTable {
  rows: number;
  sha256: string;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes ora.<table> as `<dir>/<TABLE>.csv`: a header of exactly the table's field names in order,
 * then the rows ordered by the key (ids numerically), every value as text — CAST to VARCHAR gives
 * Oracle's forms for dates (YYYY-MM-DD), timestamps (YYYY-MM-DD HH24:MI:SS), whole numbers and
 * decimals; NULL and '' are written as empty fields, and DuckDB quotes (RFC 4180) only fields that
 * need it. Fails when ora.<table> lacks a field or has a column the format does not know.
 */
export async function writeOracleTable(
  db: DuckSession,
  table: ExtractTable,
  dir: string,
): Promise<WrittenOracleTable> {
  const columns = (
    await db.rows(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = 'ora' AND table_name = $1`,
      [table.name],
    )
  ).map((r) => String(r['column_name']));
  const fields = table.fields.map((f) => f.name);
  const missing = fields.filter((f) => !columns.includes(f));
  const unknown = columns.filter((c) => !fields.includes(c));
  if (missing.length > 0 || unknown.length > 0)
    throw new Error(
      `datagen-oracle: ${table.name} lacks ${JSON.stringify(missing)}, has unknown ${JSON.stringify(unknown)}`,
    );
  const kinds = new Map(table.fields.map((f) => [f.name, f.kind]));
  const order = table.key.map((k) => (kinds.get(k) === 'id' ? `CAST(${q(k)} AS BIGINT)` : q(k))).join(', ');
  const select = fields.map((f) => `nullif(CAST(${q(f)} AS VARCHAR), '') AS ${q(f)}`).join(', ');
  const path = join(dir, `${table.name}.csv`);
  const rows = await db.write(
    `COPY (SELECT ${select} FROM ora.${q(table.name)} ORDER BY ${order}) TO ${stringLiteral(path)}
       (FORMAT csv, HEADER true, DELIMITER ',', QUOTE '"', ESCAPE '"')`,
  );
  return { rows, sha256: await sha256Of(path) };
}
