import type { Anomalies, AnomalyCase } from '../anomalies';
import type { DatagenAnswers } from '../answers';
import type { DuckSession } from '../duck-session';
import type { AnomalyNaming, OracleCompanyAnswers } from '../oracle/oracle-answers';

/** answers.json of a NetSuite extract: the SAP scenario's answers in NetSuite ids, plus what is NetSuite's own. */
export interface NetsuiteDatagenAnswers extends Omit<
  DatagenAnswers,
  'format' | 'erp' | 'tables' | 'companyCodes'
> {
  format: 'netsuite-extract-answers/1';
  erp: 'netsuite';
  /** Rows per table file. */
  tables: Record<string, number>;
  /** Keyed by subsidiary id ('1' …). */
  companyCodes: Record<string, OracleCompanyAnswers>;
  /** The manifest's brand field and the brands written into it (bills, credits, POs). */
  brandField: string;
  brands: string[];
  /** SAP reversal pairs, each one voided bill or credit with its amounts kept (= reversalPairs). */
  voidedBills: number;
  /** Transactions per type (VendBill, VendCred, VendPymt, PurchOrd, ItemRcpt). */
  transactions: Record<string, number>;
  /** The elimination subsidiary's id: a subsidiary without transactions, not a company. */
  eliminationSubsidiary: string;
  sapIds: {
    /** SAP company code → subsidiary id. */
    companyCodes: Record<string, string>;
    /** SAP vendor ids that are not NetSuite's (non-numeric LIFNR) → vendor id. */
    vendors: Record<string, string>;
  };
  /** What of the SAP scenario NetSuite expresses differently (see the README). */
  differences: string[];
}

/** SAP company code → subsidiary id. */
export async function subsidiaryMap(db: DuckSession): Promise<Map<string, string>> {
  const rows = await db.rows(
    'SELECT bukrs, CAST(sub_id AS VARCHAR) AS id FROM k.sub WHERE bukrs IS NOT NULL ORDER BY sub_id',
  );
  return new Map(rows.map((r) => [String(r['bukrs']), String(r['id'])]));
}

/** Planted cases in NetSuite terms: invoice ids `<subsidiary>-<transaction id>-<year of trandate>`. */
export const netsuiteNaming: AnomalyNaming = {
  invoiceIdSql: `(SELECT CAST(b.sub_id AS VARCHAR) FROM k.bill b WHERE b.tx_id = k.inv.invoice_id) || '-' || invoice_id || '-' || year(bldat)`,
  companies: (db) => subsidiaryMap(db),
};

const strings = (value: unknown): string[] => (value as readonly (string | number)[]).map(String);

/**
 * The translated cases' goods receipts and PO lines in NetSuite ids: `grTransactionIds` (set by
 * translateAnomalies to receipt rows) → the ItemRcpt transaction of the material document
 * (`sapGrDocument`), `poItems` → the PO's line ids (SAP's kept as `sapPoItems`).
 */
export async function translatePurchasing(db: DuckSession, anomalies: Anomalies): Promise<Anomalies> {
  const receipts = new Map(
    (await db.rows(`SELECT mblnr || '-' || mjahr AS doc, CAST(tx_id AS VARCHAR) AS id FROM k.receipt`)).map(
      (r) => [String(r['doc']), String(r['id'])],
    ),
  );
  const lines = new Map(
    (
      await db.rows(
        `SELECT ebeln || '/' || CAST(CAST(ebelp AS INTEGER) AS VARCHAR) AS item, CAST(line_id AS VARCHAR) AS id FROM k.order_line`,
      )
    ).map((r) => [String(r['item']), String(r['id'])]),
  );
  const line = (po: string, item: string): string => {
    const id = lines.get(`${po}/${item}`);
    if (id === undefined) throw new Error(`${db.label}: no PO line for the planted item ${po}/${item}`);
    return id;
  };
  const result = {} as Anomalies;
  for (const [kind, list] of Object.entries(anomalies) as [keyof Anomalies, AnomalyCase[]][])
    result[kind] = list.map((c) => {
      const out: AnomalyCase = { ...c };
      if (typeof c['sapGrDocument'] === 'string') {
        const id = receipts.get(c['sapGrDocument']);
        if (id === undefined) throw new Error(`${db.label}: no receipt for ${c['sapGrDocument']}`);
        out['grTransactionIds'] = [id];
      }
      if (Array.isArray(c['poItems']) && typeof c['poNumber'] === 'string') {
        out['sapPoItems'] = strings(c['poItems']);
        out['poItems'] = strings(c['poItems']).map((item) => line(String(c['poNumber']), item));
      }
      return out;
    });
  return result;
}
