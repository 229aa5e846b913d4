import type { DatagenAnswers } from '../answers';
import type { DuckSession } from '../duck-session';
import type { AnomalyNaming, OracleCompanyAnswers } from '../oracle/oracle-answers';

/** What the extract plants that JD Edwards data has and SAP data has not; none changes the answers. */
export interface JdeTraps {
  /** F0116 rows superseded by a later one (ALEFTB before the current row's): address number, date. */
  olderAddressRows: { an8: number; aleftb: number }[];
  /** F0116 rows effective after the extraction (ALEFTB > extracted_at), to be ignored. */
  futureAddressRows: { an8: number; aleftb: number }[];
  /** Void rows (RPDCTA 'PE', RPSFXE 2) of the voided vouchers: not invoices, not amounts to add twice. */
  voidRows: number;
  /** Pay items whose amount includes an MM invoice's input tax (RPSTAM ≠ 0): a line is RPAG − RPSTAM. */
  payItemsWithTax: number;
  /** Address book entries that are no suppliers (companies; one-time payees have no F0401 row). */
  nonSupplierAddresses: number;
}

/** answers.json of a JD Edwards extract: the SAP scenario's answers in JDE ids, plus what is JDE's own. */
export interface JdeDatagenAnswers extends Omit<
  DatagenAnswers,
  'format' | 'erp' | 'tables' | 'companyCodes'
> {
  format: 'jde-extract-answers/1';
  erp: 'jde';
  /** Rows per table file. */
  tables: Record<string, number>;
  /** Keyed by company number (CCCO, '00001' …). */
  companyCodes: Record<string, OracleCompanyAnswers>;
  /** SAP reversal pairs, each one voided voucher (= reversalPairs). */
  voidedVouchers: number;
  /** Vouchers (one per SAP invoice document that is not a reversal) and their pay items. */
  vouchers: number;
  payItems: number;
  jdeTraps: JdeTraps;
  sapIds: {
    /** SAP company code → CCCO. */
    companyCodes: Record<string, string>;
    /** SAP vendor ids that are not JDE's (non-numeric LIFNR) → AN8. */
    vendors: Record<string, string>;
  };
  /** What of the SAP scenario JD Edwards expresses differently (see the README). */
  differences: string[];
}

/**
 * Planted cases in JDE terms: invoice ids `<RPKCO>-<RPDCT><RPDOC>-<year of RPDGJ>`, company codes →
 * CCCO; goods receipt documents → grTransactionIds = the F43121 PRUKIDs of their lines.
 */
export const jdeNaming: AnomalyNaming = {
  invoiceIdSql: `(SELECT v.co || '-' || v.dct || v.invoice_id FROM k.voucher v WHERE v.invoice_id = k.inv.invoice_id)
    || '-' || year(budat)`,
  companies: (db) => companyMap(db),
};

/** SAP company code → CCCO. */
export async function companyMap(db: DuckSession): Promise<Map<string, string>> {
  const rows = await db.rows('SELECT bukrs, co FROM k.company ORDER BY co');
  return new Map(rows.map((r) => [String(r['bukrs']), String(r['co'])]));
}

/** What the extract planted of JD Edwards' own (read back from the written views). */
export async function collectJdeTraps(db: DuckSession): Promise<JdeTraps> {
  const rows = async (kind: string) =>
    (
      await db.rows(
        `SELECT an8, (year(effective) - 1900) * 1000 + dayofyear(effective) AS aleftb FROM k.address
         WHERE kind = $1 ORDER BY an8`,
        [kind],
      )
    ).map((r) => ({ an8: Number(r['an8']), aleftb: Number(r['aleftb']) }));
  return {
    olderAddressRows: await rows('older'),
    futureAddressRows: await rows('future'),
    voidRows: await db.count(`SELECT 1 FROM jde.F0411 WHERE RPDCTA = 'PE'`),
    payItemsWithTax: await db.count('SELECT 1 FROM k.pay_item WHERE tax <> 0'),
    nonSupplierAddresses: await db.count(`SELECT 1 FROM k.an8 WHERE kind <> 'vendor'`),
  };
}
