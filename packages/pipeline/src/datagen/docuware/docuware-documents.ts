import type { DuckSession } from '../duck-session';
import { approvers, clerks, storeUsers, vatPercent } from './docuware-cabinet';

/** A SQL string literal of a constant of this module (never a value from data). */
const lit = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** `CASE <key> WHEN … THEN … END` over a constant map. */
const caseOf = (key: string, map: Readonly<Record<string, string | number>>, fallback: string): string =>
  `CASE ${key} ${Object.entries(map)
    .map(([k, v]) => `WHEN ${lit(k)} THEN ${typeof v === 'number' ? v : lit(v)}`)
    .join(' ')} ELSE ${fallback} END`;

/** A SQL list literal of constants. */
const listOf = (values: readonly string[]): string => `[${values.map(lit).join(', ')}]`;

/** One of `values` (a SQL list), picked by the whole number `n`. */
const pick = (n: string, values: string, length: number): string =>
  `list_extract(${values}, CAST(${n} % ${length} AS INTEGER) + 1)`;

/** The approvers of the company's country (a SQL list). */
const approversOf = (country: string): string =>
  `CASE ${country} ${Object.entries(approvers)
    .map(([c, names]) => `WHEN ${lit(c)} THEN ${listOf(names)}`)
    .join(' ')} ELSE ['workflow.admin', 'workflow.admin'] END`;

/**
 * Creates `k.dw` (one row per document of documents.csv, with `doc_id` = DWDOCID in store order) and
 * `k.dw_wf` (one row per workflow step) from the Oracle converter's analysis of the SAP scenario
 * (k.inv, k.vendor, k.site; see ../oracle/invoice-documents.ts). Per SAP invoice document that is
 * not a reversal:
 * - stored (DWSTOREDATETIME) 1–4 days after its invoice date, during the day, never after its SAP
 *   entry (at most two hours before it) nor before its invoice date;
 * - booked (`done`: Prüfung → Freigabe → Buchung, POSTED_AT = the SAP entry time, status Gebucht,
 *   or Bezahlt with PAID_AT = the clearing date when paid), except
 * - the newest open ones (a quarter of them, at least two): still in the workflow, alternately open in
 *   Prüfung and in Freigabe, no POSTED_AT;
 * - the originals of SAP reversal pairs: rejected in Freigabe (status Abgelehnt, left out by the
 *   ingest); the reversal documents are not rendered.
 * Planted documents of the document system, each a copy of a booked invoice (`src`):
 * `restored_booked` (re-stored three days later under a new DWDOCID and booked again: a duplicate
 * invoice), `restored_open` (re-stored five days later, open in Freigabe), `rejected_copy` (stored two
 * days later, rejected in Prüfung as a duplicate: left out), and two `delivery_note`s (Lieferschein of
 * a PO invoice: left out).
 */
export async function createDocuwareDocuments(db: DuckSession, extractedAt: string): Promise<void> {
  await db.run(`CREATE TABLE k.dw_po AS SELECT BELNR AS belnr, CAST(GJAHR AS INTEGER) AS gjahr, min(EBELN) AS ebeln
    FROM sap.RSEG WHERE EBELN IS NOT NULL GROUP BY ALL`);
  await db.run(`CREATE TABLE k.dw_iban AS SELECT b.LIFNR AS lifnr, min(t.IBAN) AS iban
    FROM sap.LFBK b JOIN sap.TIBAN t ON t.BANKS = b.BANKS AND t.BANKL = b.BANKL AND t.BANKN = b.BANKN GROUP BY ALL`);
  await db.run(`CREATE TABLE k.dw_open AS
    SELECT invoice_id, CASE WHEN rn % 2 = 1 THEN 'validation' ELSE 'approval' END AS stage FROM (
      SELECT invoice_id, row_number() OVER (ORDER BY entry_ts DESC, invoice_id DESC) AS rn, count(*) OVER () AS n
      FROM k.inv WHERE is_open AND NOT is_cancelled
    ) WHERE rn <= greatest(2, n // 4)`);

  const stored = `greatest(CAST(i.bldat AS TIMESTAMP), least(
      CAST(least(i.bldat + CAST(1 + i.invoice_id % 4 AS INTEGER), CAST(i.entry_ts AS DATE)) AS TIMESTAMP)
        + to_minutes(CAST(420 + (i.invoice_id * 37) % 540 AS BIGINT)),
      i.entry_ts - INTERVAL 2 HOUR))`;
  const cents = (x: string) => `CAST(round(${x} * 100) AS BIGINT)`;
  await db.run(`CREATE TABLE k.dw_sap AS
    SELECT 'sap' AS kind, 0 AS kind_order, i.invoice_id AS n, i.invoice_id AS src, i.sap_id, i.bukrs,
      t.LAND1 AS company_country, CASE WHEN i.is_credit THEN 'Gutschrift' ELSE 'Rechnung' END AS doc_type,
      v.segment1 AS supplier_no, coalesce(nullif(p.name, ''), a.NAME1) AS supplier_name, a.STCEG AS vat_id, b.iban,
      i.xblnr AS invoice_no, i.bldat AS invoice_date, i.due_date, i.waers AS currency,
      ${cents('i.amount')} AS amount_cents, ${cents('i.local_amount')} AS sap_local_cents,
      i.is_credit, coalesce(i.ebeln, po.ebeln) AS po_number, i.is_mm,
      ${stored} AS stored_ts,
      CASE WHEN i.invoice_id % 3 = 0 THEN ${lit(storeUsers.mail)} ELSE ${lit(storeUsers.scan)} END AS stored_by,
      CASE WHEN i.is_cancelled THEN 'rejected_approval' ELSE coalesce(o.stage, 'done') END AS stage,
      i.entry_ts AS ref_ts, i.belnr AS erp_doc_no, CASE WHEN i.is_paid THEN i.augdt END AS paid_date,
      i.is_paid, i.usnam AS booking_user
    FROM k.inv i JOIN sap.T001 t ON t.BUKRS = i.bukrs JOIN k.vendor v ON v.lifnr = i.lifnr
    JOIN sap.LFA1 a ON a.LIFNR = i.lifnr
    LEFT JOIN k.site p ON p.site_id = i.site_id AND p.kind = 1
    LEFT JOIN k.dw_iban b ON b.lifnr = i.lifnr
    LEFT JOIN k.dw_po po ON po.belnr = i.rbkp_belnr AND po.gjahr = i.rbkp_gjahr
    LEFT JOIN k.dw_open o ON o.invoice_id = i.invoice_id`);

  // planted copies of booked invoices stored well before the extraction, picked by rank
  await db.run(
    `CREATE TABLE k.dw_pool AS SELECT src, row_number() OVER (ORDER BY src) AS rn, count(*) OVER () AS n, is_mm AND po_number IS NOT NULL AS has_po
     FROM k.dw_sap WHERE stage = 'done' AND NOT is_credit AND stored_ts < CAST($1 AS TIMESTAMP) - INTERVAL 10 DAY`,
    [extractedAt.replace('T', ' ').replace('Z', '')],
  );
  await db.run(`CREATE TABLE k.dw_po_pool AS SELECT src, row_number() OVER (ORDER BY src) AS rn, count(*) OVER () AS n
    FROM k.dw_pool WHERE has_po`);
  const planted = (kind: string, order: number, pool: string, rank: string) =>
    `SELECT ${lit(kind)} AS kind, ${order} AS kind_order, src FROM ${pool} WHERE rn = greatest(1, ${rank})`;
  await db.run(`CREATE TABLE k.dw_pick AS
    ${planted('restored_booked', 1, 'k.dw_pool', 'n // 3')} UNION ALL
    ${planted('rejected_copy', 2, 'k.dw_pool', 'n // 2')} UNION ALL
    ${planted('restored_open', 3, 'k.dw_pool', '2 * n // 3')} UNION ALL
    ${planted('delivery_note', 4, 'k.dw_po_pool', 'n // 4')} UNION ALL
    ${planted('delivery_note', 5, 'k.dw_po_pool', '3 * n // 4')}`);
  await db.expectCount(
    'planted document-system cases (the scenario has too few booked invoices)',
    'SELECT DISTINCT kind_order, src FROM k.dw_pick',
    5,
  );
  await db.expectNone(
    'documents picked twice among the planted copies',
    `SELECT src FROM k.dw_pick WHERE kind <> 'delivery_note' GROUP BY src HAVING count(*) > 1`,
  );

  const copy = (field: string, sap: string, note: string) =>
    `CASE p.kind ${['restored_booked', 'rejected_copy', 'restored_open']
      .map((k) => `WHEN ${lit(k)} THEN ${sap}`)
      .join(' ')} ELSE ${note} END AS ${field}`;
  await db.run(`CREATE TABLE k.dw_planted AS
    WITH c AS (
      SELECT s.* EXCLUDE (kind, kind_order, stored_ts, stored_by, stage, ref_ts, erp_doc_no, paid_date, is_paid, sap_local_cents,
          doc_type, invoice_no, invoice_date, due_date),
        p.kind, p.kind_order,
        CASE p.kind WHEN 'restored_booked' THEN s.stored_ts + INTERVAL 74 HOUR
          WHEN 'rejected_copy' THEN s.stored_ts + INTERVAL 2 DAY
          WHEN 'restored_open' THEN s.stored_ts + INTERVAL 5 DAY
          ELSE greatest(CAST(s.invoice_date - 2 AS TIMESTAMP), s.stored_ts - INTERVAL 1 DAY) END AS stored_ts,
        ${copy('doc_type', 's.doc_type', `'Lieferschein'`)},
        ${copy('invoice_no', 's.invoice_no', `'LS-' || s.po_number`)},
        ${copy('invoice_date', 's.invoice_date', 'CAST(s.invoice_date - 2 AS DATE)')},
        ${copy('due_date', 's.due_date', 'NULL::DATE')},
        CASE p.kind WHEN 'restored_booked' THEN 'done' WHEN 'rejected_copy' THEN 'rejected_validation'
          WHEN 'restored_open' THEN 'approval' ELSE 'none' END AS stage,
        CASE WHEN p.kind = 'delivery_note' THEN ${lit(storeUsers.scan)} ELSE ${lit(storeUsers.mail)} END AS stored_by
      FROM k.dw_pick p JOIN k.dw_sap s ON s.src = p.src
    )
    SELECT *, CASE kind WHEN 'rejected_copy' THEN stored_ts + INTERVAL 8 HOUR ELSE stored_ts + INTERVAL 1 DAY END AS ref_ts,
      NULL::VARCHAR AS erp_doc_no, NULL::DATE AS paid_date, false AS is_paid, NULL::BIGINT AS sap_local_cents
    FROM c`);

  await db.run(`CREATE TABLE k.dw AS
    WITH d AS (SELECT * FROM k.dw_sap UNION ALL BY NAME SELECT * FROM k.dw_planted)
    SELECT d.*, row_number() OVER (ORDER BY d.stored_ts, d.kind_order, d.src) AS doc_id,
      CASE WHEN d.doc_type = 'Gutschrift' AND d.n % 5 <> 0 THEN abs(d.amount_cents) ELSE d.amount_cents END AS gross_written,
      ${caseOf('d.company_country', vatPercent, '0')} AS vat,
      CASE d.stage WHEN 'done' THEN CASE WHEN d.is_paid THEN 'Bezahlt' ELSE 'Gebucht' END
        WHEN 'validation' THEN 'Prüfung' WHEN 'approval' THEN 'In Freigabe' WHEN 'none' THEN 'Neu'
        ELSE 'Abgelehnt' END AS status,
      epoch(d.ref_ts) - epoch(d.stored_ts) AS span_s,
      ${pick('d.n', listOf(clerks), clerks.length)} AS clerk,
      ${pick('d.n', approversOf('d.company_country'), 2)} AS approver
    FROM d`);
  await db.expectNone(
    'documents sharing a DWDOCID or stored after the extraction or before their invoice date',
    `SELECT doc_id, stored_ts, invoice_date FROM k.dw
     WHERE stored_ts > CAST($1 AS TIMESTAMP) OR stored_ts < CAST(invoice_date AS TIMESTAMP)
       OR doc_id IN (SELECT doc_id FROM k.dw GROUP BY doc_id HAVING count(*) > 1)`,
    [extractedAt.replace('T', ' ').replace('Z', '')],
  );

  const at = (percent: number) => `stored_ts + to_seconds(CAST(span_s * ${percent} // 100 AS BIGINT))`;
  await db.run(`CREATE TABLE k.dw_wf AS
    SELECT doc_id, 1 AS step_no, 'validation' AS step, clerk AS user, stored_ts AS started_ts,
      CASE WHEN stage = 'validation' THEN NULL ELSE ${at(25)} END AS completed_ts,
      CASE stage WHEN 'validation' THEN NULL WHEN 'rejected_validation' THEN 'Dublette' ELSE 'Geprüft' END AS decision
    FROM k.dw WHERE stage <> 'none'
    UNION ALL
    SELECT doc_id, 2, 'approval', approver, ${at(25)}, CASE WHEN stage = 'approval' THEN NULL ELSE ${at(60)} END,
      CASE stage WHEN 'approval' THEN NULL WHEN 'rejected_approval' THEN 'Abgelehnt' ELSE 'Freigegeben' END
    FROM k.dw WHERE stage IN ('done', 'approval', 'rejected_approval')
    UNION ALL
    SELECT doc_id, 3, 'booking', booking_user, ${at(60)}, ref_ts, 'Gebucht' FROM k.dw WHERE stage = 'done'`);
}
