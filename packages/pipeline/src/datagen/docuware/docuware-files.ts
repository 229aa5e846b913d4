import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { DuckSession } from '../duck-session';
import { q, stringLiteral } from '../duck-sql';
import type { WrittenTable } from '../write-extract-table';
import {
  documentColumns,
  fieldDelimiter,
  vendorColumns,
  workflowColumns,
  workflowName,
  workflowSteps,
} from './docuware-cabinet';

/** Cents (BIGINT) in the German form: `-1.234,56`. */
const amountSql = (cents: string): string =>
  `CASE WHEN ${cents} IS NULL THEN NULL ELSE CASE WHEN ${cents} < 0 THEN '-' ELSE '' END
    || replace(format('{:,}', abs(${cents}) // 100), ',', '.') || ',' || lpad(CAST(abs(${cents}) % 100 AS VARCHAR), 2, '0') END`;
const dateSql = (x: string): string => `strftime(${x}, '%d.%m.%Y')`;
const timeSql = (x: string): string => `strftime(${x}, '%d.%m.%Y %H:%M')`;

/**
 * Creates schema `dw` with one view per file, every column VARCHAR in the cabinet's locale (dates
 * DD.MM.YYYY, times DD.MM.YYYY HH:mm, amounts with a decimal comma and `.` between thousands):
 * `documents` (the cabinet's field names), `workflow_history` and `vendors` (the format's names).
 */
export async function createDocuwareViews(db: DuckSession): Promise<void> {
  await db.run('CREATE SCHEMA dw');
  const net = `sign(gross_written) * ((abs(gross_written) * 200 + 100 + vat) // (200 + 2 * vat))`;
  const documents: Record<(typeof documentColumns)[number], string> = {
    DWDOCID: 'CAST(doc_id AS VARCHAR)',
    DOCUMENT_TYPE: 'doc_type',
    COMPANY: 'bukrs',
    SUPPLIER_NO: 'supplier_no',
    SUPPLIER_NAME: 'supplier_name',
    VAT_ID: 'vat_id',
    IBAN: 'iban',
    INVOICE_NO: 'invoice_no',
    INVOICE_DATE: dateSql('invoice_date'),
    DUE_DATE: dateSql('due_date'),
    CURRENCY: 'currency',
    NET_AMOUNT: amountSql(net),
    GROSS_AMOUNT: amountSql('gross_written'),
    ORDER_NO: 'po_number',
    STATUS: 'status',
    DWSTOREDATETIME: timeSql('stored_ts'),
    DWSTOREUSER: 'stored_by',
    APPROVED_AT: `CASE WHEN stage = 'done' THEN ${timeSql('stored_ts + to_seconds(CAST(span_s * 60 // 100 AS BIGINT))')} END`,
    POSTED_AT: `CASE WHEN stage = 'done' THEN ${timeSql('ref_ts')} END`,
    ERP_DOC_NO: `CASE WHEN stage = 'done' THEN erp_doc_no END`,
    PAID_AT: dateSql('paid_date'),
    DWPAGECOUNT: 'CAST(1 + n % 3 AS VARCHAR)',
    DWEXTENSION: `'.pdf'`,
  };
  await db.run(`CREATE VIEW dw.documents AS SELECT doc_id AS sort1, 0 AS sort2,
    ${Object.entries(documents)
      .map(([name, sql]) => `${sql} AS ${q(name)}`)
      .join(', ')} FROM k.dw`);

  const steps = `CASE w.step ${Object.entries(workflowSteps)
    .map(([k, v]) => `WHEN ${stringLiteral(k)} THEN ${stringLiteral(v)}`)
    .join(' ')} END`;
  await db.run(`CREATE VIEW dw.workflow_history AS SELECT w.doc_id AS sort1, w.step_no AS sort2,
    CAST(w.doc_id AS VARCHAR) AS document_id, ${stringLiteral(workflowName)} AS workflow, ${steps} AS step,
    w.user AS "user", ${timeSql('w.started_ts')} AS started_at, ${timeSql('w.completed_ts')} AS completed_at,
    w.decision FROM k.dw_wf w`);

  await db.run(`CREATE VIEW dw.vendors AS
    WITH mail AS (
      SELECT ADDRNUMBER AS adrnr, arg_min(SMTP_ADDR, coalesce(PERSNUMBER, '') || CONSNUMBER) AS email
      FROM sap.ADR6 GROUP BY ADDRNUMBER
    )
    SELECT CAST(length(v.segment1) AS INTEGER) AS sort1, v.segment1 AS sort2,
      v.segment1 AS vendor_id, a.NAME1 AS name, a.STRAS AS street, a.PSTLZ AS postcode, a.ORT01 AS town,
      a.LAND1 AS country, a.STCEG AS vat_id, b.iban, m.email
    FROM sap.LFA1 a JOIN k.vendor v ON v.lifnr = a.LIFNR
    LEFT JOIN k.dw_iban b ON b.lifnr = a.LIFNR LEFT JOIN mail m ON m.adrnr = a.ADRNR`);
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The files of the extract: file (table) name → its columns in order. */
export const docuwareFiles = {
  documents: documentColumns,
  workflow_history: workflowColumns,
  vendors: vendorColumns,
} as const;

/**
 * Writes each view of schema `dw` as `<name>.csv` in `dir` (`;` between fields, RFC 4180 quoting
 * where needed, empty for NULL and ''), ordered by its sort columns; answers the manifest's `tables`.
 */
export async function writeDocuwareFiles(
  db: DuckSession,
  dir: string,
): Promise<Record<string, WrittenTable>> {
  const written: Record<string, WrittenTable> = {};
  for (const [name, columns] of Object.entries(docuwareFiles)) {
    const path = join(dir, `${name}.csv`);
    const select = columns.map((c) => `nullif(${q(c)}, '') AS ${q(c)}`).join(', ');
    const rows = await db.write(
      `COPY (SELECT ${select} FROM dw.${q(name)} ORDER BY sort1, sort2) TO ${stringLiteral(path)}
       (FORMAT csv, HEADER true, DELIMITER '${fieldDelimiter}', QUOTE '"', ESCAPE '"')`,
    );
    written[name] = { rows, sha256: await sha256Of(path) };
  }
  return written;
}
