import type { Executor } from '@spendlens/warehouse';
import { q } from '../sap/sap-sql';
import { loadedFields } from './extract-table';
import type { CheckedTable } from './check-files';
import type { ProblemList } from './problems';
import type { StagingArea } from './staging-area';

/** The staging table holding raw table `name` (all VARCHAR, trimmed, empty → NULL, rowid = record index). */
export const rawTable = (staging: StagingArea, name: string): string => staging.table(rawTableName(name));

/** The unqualified staging name of raw table `name` (as `StagingArea.drop` is given it). */
export const rawTableName = (name: string): string => `raw_${name.toLowerCase()}`;

/**
 * Loads one checked table into staging with DuckDB's CSV reader (parallel, RFC 4180 quoting). Every
 * loaded field of the table's spec (`loadedFields`) becomes a VARCHAR column — NULL for an optional
 * column the file lacks; other columns (MANDT, unused text, extras) are dropped. Insertion order is
 * preserved (`Executor.inInsertionOrder`), so `rowid` is the record index and `scan.lines.lineOf(rowid)`
 * its line.
 */
export async function loadStagingTable(
  warehouse: Executor,
  staging: StagingArea,
  checked: CheckedTable,
  problems: ProblemList,
): Promise<void> {
  // Column names are field names of the format's spec or `_extra_<n>`: letters, digits and '_' only
  // (a DocuWare cabinet field is staged under our name for it, not its own).
  const csvColumns = checked.columns.map((name) => `'${name}': 'VARCHAR'`);
  const present = new Set(checked.columns);
  const select = loadedFields(checked.table)
    .map((f) =>
      present.has(f.name)
        ? `nullif(trim(${q(f.name)}), '') AS ${q(f.name)}`
        : `NULL::VARCHAR AS ${q(f.name)}`,
    )
    .join(', ');
  const target = rawTable(staging, checked.table.name);
  try {
    // in the file's record order: a big file is read in parallel chunks, and problems name the line
    // of a staged row by its rowid
    await warehouse.inInsertionOrder(() =>
      warehouse.run(
        `CREATE TABLE ${target} AS SELECT ${select} FROM read_csv($1, header = true, auto_detect = false, delim = '${checked.table.delimiter ?? ','}',
           quote = '"', escape = '"', strict_mode = true, max_line_size = 16777216, columns = {${csvColumns.join(', ')}})`,
        [checked.path],
      ),
    );
  } catch (error) {
    // The reader's own first line (never the SQL text that follows it).
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
    problems.add({
      file: checked.file,
      line: null,
      field: null,
      message: `the CSV reader could not read the file (${reason})`,
    });
    return;
  }
  const [row] = await warehouse.query({ sql: `SELECT count(*) AS n FROM ${target}`, params: [] });
  const loaded = Number(row?.['n']);
  if (loaded !== checked.scan.records) {
    problems.add({
      file: checked.file,
      line: null,
      field: null,
      message: `the CSV reader found ${loaded} records where the file check found ${checked.scan.records}`,
    });
  }
}
