import type { DuckSession } from '../duck-session';
import { amountSql, numericIdSql, quantitySql } from './oracle-sql';

/**
 * The lines of the Oracle invoices (k.line): an MM invoice's RSEG items become ITEM lines matched to
 * their PO line (and the goods receipt of RSEG-LFBNR/LFGJA/LFPOS), its input tax (RBKP-WMWST1) a TAX
 * line, so that the lines add up to the invoice amount as Oracle requires; any other invoice has one
 * ITEM line of its gross amount, matched to the PO line of its vendor line item when it names one.
 * Amounts and quantities are signed like the invoice (credit memos negative). `base_amount` is the
 * line's share of a foreign invoice's ledger amount (shares that add up exactly), NULL otherwise.
 * Fails when the lines do not add up to the invoice or name a PO line that does not exist.
 */
export async function createInvoiceLines(db: DuckSession): Promise<void> {
  await db.run(`CREATE TABLE k.line AS
    WITH mm AS (
      SELECT i.invoice_id, CAST(s.BUZEI AS INTEGER) AS line_no, 'ITEM' AS line_type,
        CASE WHEN s.SHKZG = 'H' THEN -1 ELSE 1 END * ${amountSql('s.WRBTR')} AS amount,
        CASE WHEN s.SHKZG = 'H' THEN -1 ELSE 1 END * ${quantitySql('s.MENGE')} AS quantity,
        round(CAST(s.WRBTR AS DOUBLE) / nullif(CAST(s.MENGE AS DOUBLE), 0), 10) AS unit_price,
        s.EBELN AS ebeln, s.EBELP AS ebelp, ${numericIdSql('s.MATNR')} AS item_id,
        s.LFBNR AS lfbnr, CAST(s.LFGJA AS INTEGER) AS lfgja, CAST(s.LFPOS AS INTEGER) AS lfpos
      FROM k.inv i JOIN sap.RSEG s ON s.BELNR = i.rbkp_belnr AND CAST(s.GJAHR AS INTEGER) = i.rbkp_gjahr
      WHERE i.is_mm
    ),
    tax AS (
      SELECT i.invoice_id, coalesce(n.last_line, 0) + 1 AS line_no,
        'TAX' AS line_type, i.sign * ${amountSql('r.WMWST1')} AS amount, NULL::DECIMAL(18,3) AS quantity,
        NULL::DOUBLE AS unit_price, NULL AS ebeln, NULL AS ebelp, NULL::BIGINT AS item_id,
        NULL AS lfbnr, NULL::INTEGER AS lfgja, NULL::INTEGER AS lfpos
      FROM k.inv i JOIN sap.RBKP r ON r.BELNR = i.rbkp_belnr AND CAST(r.GJAHR AS INTEGER) = i.rbkp_gjahr
      LEFT JOIN (SELECT invoice_id, max(line_no) AS last_line FROM mm GROUP BY invoice_id) n ON n.invoice_id = i.invoice_id
      WHERE i.is_mm AND ${amountSql('r.WMWST1')} <> 0
    ),
    fi AS (
      SELECT invoice_id, 1 AS line_no, 'ITEM' AS line_type, amount, NULL::DECIMAL(18,3) AS quantity,
        NULL::DOUBLE AS unit_price, ebeln, ebelp, NULL::BIGINT AS item_id,
        NULL AS lfbnr, NULL::INTEGER AS lfgja, NULL::INTEGER AS lfpos
      FROM k.inv WHERE NOT is_mm
    ),
    l AS (SELECT * FROM mm UNION ALL SELECT * FROM tax UNION ALL SELECT * FROM fi),
    shares AS (
      SELECT l.invoice_id, l.line_no, l.amount, i.amount AS invoice_amount, i.local_amount,
        sum(l.amount) OVER (PARTITION BY l.invoice_id ORDER BY l.line_no) AS running
      FROM l JOIN k.inv i ON i.invoice_id = l.invoice_id WHERE i.is_foreign AND i.amount <> 0
    ),
    base AS (
      SELECT invoice_id, line_no,
        CAST((round(CAST(running AS DOUBLE) * CAST(local_amount AS DOUBLE) / CAST(invoice_amount AS DOUBLE) * 100)
            - round(CAST(running - amount AS DOUBLE) * CAST(local_amount AS DOUBLE) / CAST(invoice_amount AS DOUBLE) * 100)) / 100
          AS DECIMAL(18,2)) AS base_amount
      FROM shares
    )
    SELECT s.invoice_id, s.line_no, s.line_type, s.amount, s.quantity, s.unit_price, s.item_id,
      p.po_header_id, p.po_line_id, p.line_location_id, p.po_distribution_id, g.transaction_id AS rcv_transaction_id,
      s.ebeln, s.ebelp, s.lfbnr, b.base_amount
    FROM l s
    LEFT JOIN base b ON b.invoice_id = s.invoice_id AND b.line_no = s.line_no
    LEFT JOIN k.pol p ON p.ebeln = s.ebeln AND p.ebelp = s.ebelp
    LEFT JOIN k.gr g ON g.mblnr = s.lfbnr AND g.mjahr = s.lfgja AND g.zeile = s.lfpos`);
  await db.expectNone(
    'invoices whose lines do not add up to the invoice amount',
    `SELECT i.sap_id, i.amount, sum(l.amount) AS lines FROM k.inv i JOIN k.line l USING (invoice_id)
     GROUP BY i.sap_id, i.amount HAVING sum(l.amount) <> i.amount`,
  );
  await db.expectNone(
    'invoice lines naming a PO item or goods receipt that does not exist',
    `SELECT invoice_id, line_no, ebeln, ebelp FROM k.line
     WHERE (ebeln IS NOT NULL AND po_line_id IS NULL) OR (lfbnr IS NOT NULL AND rcv_transaction_id IS NULL)
       OR (line_type = 'ITEM' AND quantity IS NOT NULL AND ebeln IS NULL)`,
  );
  await db.expectNone(
    'invoices without lines',
    'SELECT sap_id FROM k.inv WHERE invoice_id NOT IN (SELECT invoice_id FROM k.line)',
  );
}
