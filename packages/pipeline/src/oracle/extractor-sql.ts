import { oracleTables, type OracleRelease } from './oracle-tables';

/**
 * The Oracle E-Business Suite extractor (EXTRACT-FORMATS.md `oracle-ebs-extract/1`): a SQL*Plus
 * script per release that spools one CSV per table of `oracle-tables.ts` — exactly its columns, in its
 * order — for the operating units and the first GL date the user gives, and a `counts.csv` of the rows
 * of each for the manifest (`make-manifest.sh` adds the hashes). Generated from the format's own table
 * list, so the extractor and the ingest cannot disagree; `extractors/oracle-ebs/` holds the output
 * (`npx tsx packages/pipeline/src/oracle/write-extractor.ts` rewrites it; a test checks it is current).
 */

/** Which rows of each table the extract holds: `&&org_ids` and `&&from_date` are SQL*Plus variables. */
function scope(release: OracleRelease): Record<string, string> {
  const orgs = '(&&org_ids)';
  const invoices = `SELECT INVOICE_ID FROM AP_INVOICES_ALL WHERE ORG_ID IN ${orgs} AND GL_DATE >= DATE '&&from_date'`;
  const matchedPos =
    release === '12'
      ? `SELECT PO_HEADER_ID FROM AP_INVOICE_LINES_ALL WHERE INVOICE_ID IN (${invoices})`
      : `SELECT d.PO_HEADER_ID FROM PO_DISTRIBUTIONS_ALL d JOIN AP_INVOICE_DISTRIBUTIONS_ALL i ON i.PO_DISTRIBUTION_ID = d.PO_DISTRIBUTION_ID WHERE i.INVOICE_ID IN (${invoices})`;
  const pos = `SELECT PO_HEADER_ID FROM PO_HEADERS_ALL WHERE ORG_ID IN ${orgs} AND (CREATION_DATE >= DATE '&&from_date' OR PO_HEADER_ID IN (${matchedPos}))`;
  const ledgerId = release === '12' ? 'LEDGER_ID' : 'SET_OF_BOOKS_ID';
  return {
    HR_OPERATING_UNITS: `ORGANIZATION_ID IN ${orgs}`,
    [release === '12' ? 'GL_LEDGERS' : 'GL_SETS_OF_BOOKS']:
      `${ledgerId} IN (SELECT SET_OF_BOOKS_ID FROM HR_OPERATING_UNITS WHERE ORGANIZATION_ID IN ${orgs})`,
    [release === '12' ? 'AP_SUPPLIER_SITES_ALL' : 'PO_VENDOR_SITES_ALL']: `ORG_ID IN ${orgs}`,
    AP_INVOICES_ALL: `INVOICE_ID IN (${invoices})`,
    AP_INVOICE_LINES_ALL: `INVOICE_ID IN (${invoices})`,
    AP_INVOICE_DISTRIBUTIONS_ALL: `INVOICE_ID IN (${invoices})`,
    AP_PAYMENT_SCHEDULES_ALL: `INVOICE_ID IN (${invoices})`,
    AP_HOLDS_ALL: `INVOICE_ID IN (${invoices})`,
    AP_INVOICE_PAYMENTS_ALL: `INVOICE_ID IN (${invoices})`,
    AP_CHECKS_ALL: `CHECK_ID IN (SELECT CHECK_ID FROM AP_INVOICE_PAYMENTS_ALL WHERE INVOICE_ID IN (${invoices}))`,
    PO_HEADERS_ALL: `PO_HEADER_ID IN (${pos})`,
    PO_LINES_ALL: `PO_HEADER_ID IN (${pos})`,
    PO_LINE_LOCATIONS_ALL: `PO_HEADER_ID IN (${pos})`,
    PO_DISTRIBUTIONS_ALL: `PO_HEADER_ID IN (${pos})`,
    RCV_TRANSACTIONS: `PO_HEADER_ID IN (${pos})`,
    IBY_PMT_INSTR_USES_ALL: `PAYMENT_FLOW = 'DISBURSEMENTS'`,
  };
}

/** Columns release 11i's tables do not have (TCA and Oracle Payments came with R12); left out there. */
const r12Only = new Set(['PARTY_ID', 'PRIMARY_PAY_SITE_FLAG']);

/** The SQL*Plus script of `release`. */
export function oracleExtractorSql(release: OracleRelease): string {
  const { required, optional } = oracleTables(release);
  const where = scope(release);
  const out: string[] = [
    `-- Spendlens extractor for Oracle E-Business Suite ${release === '12' ? 'R12' : '11i'} (oracle-ebs-extract/1).`,
    '-- Generated from packages/pipeline/src/oracle/oracle-tables.ts; do not edit by hand.',
    '-- Run in an empty folder as a user that can read the AP, PO, RCV, HR, GL and IBY tables:',
    '--   sqlplus -s user/password@db @extract.sql',
    '-- It asks for the operating units (ORG_IDs, comma-separated) and the first GL date (YYYY-MM-DD),',
    '-- spools one CSV per table and counts.csv; then run make-manifest.sh (README.md).',
    "ACCEPT org_ids PROMPT 'Operating units (ORG_IDs, comma-separated): '",
    "ACCEPT from_date PROMPT 'First GL date (YYYY-MM-DD): '",
    'SET MARKUP CSV ON QUOTE ON',
    'SET FEEDBACK OFF VERIFY OFF TERMOUT OFF ECHO OFF TRIMSPOOL ON PAGESIZE 50000 LINESIZE 32767',
    "ALTER SESSION SET NLS_DATE_FORMAT = 'YYYY-MM-DD HH24:MI:SS';",
    "ALTER SESSION SET NLS_NUMERIC_CHARACTERS = '.,';",
  ];
  const tables = [...required, ...optional];
  for (const table of tables) {
    const filter = where[table.name];
    const columns = table.fields
      .map((f) => f.name)
      .filter((name) => release === '12' || !r12Only.has(name))
      .join(', ');
    out.push(
      '',
      `SPOOL ${table.name}.csv`,
      `SELECT ${columns}`,
      `  FROM ${table.name}${filter ? `\n WHERE ${filter}` : ''};`,
      'SPOOL OFF',
    );
  }
  out.push('', 'SET MARKUP CSV ON QUOTE OFF', 'SPOOL counts.csv');
  out.push(
    tables
      .map((table) => {
        const filter = where[table.name];
        return `SELECT '${table.name}' AS TABLE_NAME, COUNT(*) AS ROW_COUNT FROM ${table.name}${filter ? ` WHERE ${filter}` : ''}`;
      })
      .join('\nUNION ALL\n') + ';',
    'SPOOL OFF',
    'EXIT',
    '',
  );
  return out.join('\n');
}
