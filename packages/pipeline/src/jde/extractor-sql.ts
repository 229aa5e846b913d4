import {
  columnValue,
  extractedTables,
  extractorScope,
  type ExtractedTable,
  type ExtractorDialect,
} from './extractor-scope';

/**
 * The JD Edwards EnterpriseOne extractor (EXTRACT-FORMATS.md `jde-extract/1`): a SQL*Plus script for
 * JDE on Oracle Database and a sqlcmd script for JDE on SQL Server. Each writes one CSV per table of
 * `jde-tables.ts` — its columns, in its order, values in JDE's own form (Julian dates, amounts as
 * whole numbers; codes without JDE's padding) — for the companies and the first G/L date the user
 * gives, and a `counts.csv` of the rows of each for the manifest (`extractors/make-manifest.sh` adds the
 * hashes and the JDE settings). Generated from the format's own table list, so the extractor and the
 * ingest cannot disagree; `extractors/jde/` holds the output
 * (`npx tsx packages/pipeline/src/jde/write-extractor.ts` rewrites it; a test checks it is current).
 */

/** SQL*Plus: `&&` variables the script ACCEPTs. */
const oracle: ExtractorDialect = {
  table: (name) => (name === 'F0013' ? `&&control_schema..${name}` : `&&data_schema..${name}`),
  companies: '&&companies',
  fromJulian: '&&from_julian',
  sameNumber: (text, value) => `LTRIM(TRIM(${text}), '0') = TO_CHAR(${value}, 'TM9')`,
  wholeNumber: (column) => `TO_CHAR(${column}, 'TM9')`,
  fraction: (column, divisor) => `TO_CHAR(${column} / ${divisor}, 'TM9')`,
  trimmed: (column) => `TRIM(${column})`,
};

/** sqlcmd: `$(…)` variables given with -v (or :setvar). */
const sqlServer: ExtractorDialect = {
  table: (name) => (name === 'F0013' ? `$(ControlSchema).${name}` : `$(DataSchema).${name}`),
  companies: '$(Companies)',
  fromJulian:
    "((YEAR(CONVERT(DATE, '$(FromDate)', 23)) - 1900) * 1000 + DATEPART(DAYOFYEAR, CONVERT(DATE, '$(FromDate)', 23)))",
  sameNumber: (text, value) => `TRY_CONVERT(DECIMAL(31,0), LTRIM(RTRIM(${text}))) = ${value}`,
  wholeNumber: (column) => `CONVERT(VARCHAR(40), CAST(${column} AS DECIMAL(31,0)))`,
  fraction: (column, divisor) => `CONVERT(VARCHAR(40), CAST(${column} / ${divisor}.0 AS DECIMAL(18,6)))`,
  trimmed: (column) => `LTRIM(RTRIM(${column}))`,
};

/**
 * `FROM <table> t [WHERE <scope>]` of `table` in `d`, a condition per line (`indent` before WHERE, AND
 * and OR), so that no line holds a variable twice: SQL*Plus refuses lines over 2,499 characters.
 */
const from = (d: ExtractorDialect, where: Record<string, string>, table: ExtractedTable, indent: string) => {
  const scope = where[table.name];
  const lines = scope ? `\n${indent}WHERE ${scope.replace(/ (AND|OR) /g, `\n${indent}  $1 `)}` : '';
  return `FROM ${d.table(table.name)} t${lines}`;
};

/** The SQL*Plus script for JDE on Oracle Database. */
export function jdeOracleExtractorSql(): string {
  const where = extractorScope(oracle);
  const tables = extractedTables();
  const out: string[] = [
    '-- Spendlens extractor for JD Edwards EnterpriseOne on Oracle Database (jde-extract/1).',
    '-- Generated from packages/pipeline/src/jde/jde-tables.ts; do not edit by hand.',
    '-- Run in an empty folder as a user that can read the business data and control tables:',
    '--   sqlplus -s user/password@db @extract-oracle.sql',
    '-- It asks for the schemas, the companies and the first G/L date (YYYY-MM-DD), spools one CSV',
    '-- per table and counts.csv; then run extractors/make-manifest.sh jde there (README.md).',
    "ACCEPT data_schema DEFAULT PRODDTA PROMPT 'Business data schema [PRODDTA]: '",
    "ACCEPT control_schema DEFAULT PRODCTL PROMPT 'Control tables schema, for F0013 [PRODCTL]: '",
    `ACCEPT companies PROMPT "Companies, quoted and comma-separated ('00001','00200'): "`,
    "ACCEPT from_date PROMPT 'First G/L date (YYYY-MM-DD): '",
    'WHENEVER SQLERROR EXIT FAILURE',
    'SET MARKUP CSV ON QUOTE ON',
    'SET FEEDBACK OFF VERIFY OFF TERMOUT OFF ECHO OFF TRIMSPOOL ON PAGESIZE 50000 LINESIZE 32767',
    "ALTER SESSION SET NLS_NUMERIC_CHARACTERS = '.,';",
    '-- the first G/L date as a Julian date CYYDDD: (year - 1900) * 1000 + day of the year',
    'COLUMN from_julian NEW_VALUE from_julian NOPRINT',
    "SELECT TO_CHAR((EXTRACT(YEAR FROM DATE '&&from_date') - 1900) * 1000 + TO_NUMBER(TO_CHAR(DATE '&&from_date', 'DDD')), 'TM9') AS from_julian FROM DUAL;",
  ];
  for (const table of tables)
    out.push(
      '',
      `SPOOL ${table.name}.csv`,
      `SELECT ${table.columns.map((c) => `${columnValue(oracle, c)} AS ${c.name}`).join(', ')}`,
      `  ${from(oracle, where, table, ' ')};`,
      'SPOOL OFF',
    );
  out.push('', 'SET MARKUP CSV ON QUOTE OFF', 'SPOOL counts.csv');
  out.push(
    tables
      .map((t) => `SELECT '${t.name}' AS TABLE_NAME, COUNT(*) AS ROW_COUNT ${from(oracle, where, t, ' ')}`)
      .join('\nUNION ALL\n') + ';',
    'SPOOL OFF',
    'EXIT',
    '',
  );
  return out.join('\n');
}

/** A CSV field of `value` (an SQL text expression) in T-SQL: quoted, inner quotes doubled. */
const csvField = (value: string) => `N'"' + REPLACE(ISNULL(${value}, N''), N'"', N'""') + N'"'`;

/** The sqlcmd script for JDE on SQL Server. */
export function jdeSqlServerExtractorSql(): string {
  const where = extractorScope(sqlServer);
  const tables = extractedTables();
  const out: string[] = [
    '-- Spendlens extractor for JD Edwards EnterpriseOne on Microsoft SQL Server (jde-extract/1).',
    '-- Generated from packages/pipeline/src/jde/jde-tables.ts; do not edit by hand.',
    '-- Run with sqlcmd in an empty folder (README.md has the whole command line):',
    '--   sqlcmd -S server -d JDE_PRODUCTION -E -b -f 65001 -h -1 -W -w 65535 -i extract-sqlserver.sql',
    "--     -v DataSchema=PRODDTA ControlSchema=PRODCTL Companies=\"'00001','00200'\" FromDate=2024-01-01",
    '-- It writes one CSV per table (a quoted header line, every value quoted) and counts.csv; then run',
    '-- extractors/make-manifest.sh jde there (README.md). Instead of -v, the variables can be set',
    '-- here by removing the two dashes before each :setvar (a :setvar wins over -v):',
    '-- :setvar DataSchema PRODDTA',
    '-- :setvar ControlSchema PRODCTL',
    `-- :setvar Companies "'00001','00200'"`,
    '-- :setvar FromDate 2024-01-01',
    ':ON ERROR EXIT',
    'SET NOCOUNT ON;',
    'GO',
  ];
  for (const table of tables) {
    const header = table.columns.map((c) => `"${c.name}"`).join(',');
    const line = table.columns.map((c) => csvField(columnValue(sqlServer, c))).join("\n       + N',' + ");
    out.push(
      '',
      `:OUT ${table.name}.csv`,
      'SELECT line FROM (',
      `  SELECT 0 AS o, N'${header}' AS line`,
      '  UNION ALL',
      `  SELECT 1, CAST(${line} AS NVARCHAR(4000))`,
      `  ${from(sqlServer, where, table, '  ')}`,
      ') x ORDER BY o;',
      'GO',
    );
  }
  out.push(
    '',
    ':OUT counts.csv',
    'SELECT line FROM (',
    "  SELECT 0 AS o, 'TABLE_NAME,ROW_COUNT' AS line",
    ...tables.map(
      (t, i) =>
        `  UNION ALL SELECT ${i + 1}, '${t.name},' + CONVERT(VARCHAR(20), (SELECT COUNT(*) ${from(sqlServer, where, t, '    ')}))`,
    ),
    ') x ORDER BY o;',
    'GO',
    ':OUT STDOUT',
    '',
  );
  return out.join('\n');
}
