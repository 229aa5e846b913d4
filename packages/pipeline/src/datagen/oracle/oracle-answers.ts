import { listValue } from '@duckdb/node-api';
import type { OracleRelease } from '../../oracle/oracle-tables';
import type { AnomalyCase, Anomalies } from '../anomalies';
import type { CompanyCodeAnswers, DatagenAnswers } from '../answers';
import type { DuckSession } from '../duck-session';

/** What the extract plants that Oracle data has and SAP data has not; none of it changes the answers. */
export interface OracleTraps {
  /** One DELIVER per RECEIVE (its parent): receipts counted twice by an ingest that counts DELIVER. */
  deliverRows: number;
  /** Checks voided (their invoice payments reversed by negative twins) and reissued; ids as written. */
  voidedChecks: { checkId: string; reissuedCheckId: string; voidDate: string; invoiceIds: string[] }[];
  /** Released (not open) holds on paid invoices: no payment block. Canonical invoice ids. */
  releasedHolds: string[];
  /** Cancelled invoices: INVOICE_AMOUNT and BASE_AMOUNT 0, the amount in CANCELLED_AMOUNT. */
  cancelledInvoices: number;
  /** AP_TERMS_TL rows in a second language (LANGUAGE 'D'), one per term. */
  secondLanguageTermRows: number;
  /** CHECK_NUMBERs used by more than one operating unit (CHECK_ID is the key). */
  repeatedCheckNumbers: number;
  /** Columns written with a time of day (to be truncated to the day). */
  timesOfDay: string[];
  /** Checks of a net credit (negative AMOUNT, PAYMENT_TYPE_FLAG 'R'). */
  refundChecks: number;
}

export interface OracleCompanyAnswers extends CompanyCodeAnswers {
  name: string;
  sapCompanyCode: string;
}

/** answers.json of an Oracle extract: the SAP scenario's answers in Oracle ids, plus what is Oracle's own. */
export interface OracleDatagenAnswers extends Omit<
  DatagenAnswers,
  'format' | 'erp' | 'tables' | 'companyCodes'
> {
  format: 'oracle-ebs-extract-answers/1';
  erp: 'ora12' | 'ora11i';
  release: OracleRelease;
  /** Rows per table file. */
  tables: Record<string, number>;
  /** Keyed by ORG_ID. */
  companyCodes: Record<string, OracleCompanyAnswers>;
  /** SAP reversal pairs, each one cancelled Oracle invoice (= reversalPairs). */
  cancelledInvoices: number;
  /** Invoice line rows written (R12 lines; 11i distributions without the reversing twins). */
  oracleInvoiceLines: number;
  oracleTraps: OracleTraps;
  sapIds: {
    /** SAP company code → ORG_ID. */
    companyCodes: Record<string, string>;
    /** SAP vendor ids that are not Oracle's (non-numeric LIFNR) → VENDOR_ID. */
    vendors: Record<string, string>;
    /** Plant (WERKS) → inventory organisation id (SHIP_TO_ORGANIZATION_ID, RCV ORGANIZATION_ID). */
    plants: Record<string, string>;
  };
  /** What of the SAP scenario Oracle cannot express (see the README). */
  differences: string[];
}

const strings = (value: AnomalyCase[string]): string[] => (value as readonly (string | number)[]).map(String);

/**
 * Translates one planted case's SAP ids into Oracle's: vendor ids, invoice ids (canonical
 * `<ORG_ID>-<INVOICE_ID>-<year of GL_DATE>`, the SAP ones kept as sapInvoiceId(s)), company codes,
 * goods receipt documents (→ grTransactionIds, the RECEIVE ids). PO numbers, PO line numbers,
 * material numbers, names, tax ids, e-mails, bank details, amounts and dates stay as they are.
 */
function translateCase(
  c: AnomalyCase,
  vendor: (id: string) => string,
  invoice: (id: string) => string,
  org: (code: string) => string,
  receipts: ReadonlyMap<string, string[]>,
): AnomalyCase {
  const out: AnomalyCase = { ...c };
  for (const [field, value] of Object.entries(c)) {
    if (field === 'vendorId') out[field] = vendor(String(value));
    else if (field === 'vendorIds') out[field] = strings(value).map(vendor);
    else if (field === 'invoiceId') {
      out[field] = invoice(String(value));
      out['sapInvoiceId'] = String(value);
    } else if (field === 'invoiceIds') {
      out[field] = strings(value).map(invoice);
      out['sapInvoiceIds'] = strings(value);
    } else if (field === 'companyCode') {
      out[field] = org(String(value));
      out['sapCompanyCode'] = String(value);
    } else if (field === 'companyCodes')
      out[field] = strings(value).map((v) => v.split(',').map(org).join(','));
    else if (field === 'grDocument') {
      delete out[field];
      out['grTransactionIds'] = receipts.get(String(value)) ?? [];
      out['sapGrDocument'] = String(value);
    }
  }
  return out;
}

/**
 * How a converter names what the planted cases refer to: SQL over k.inv answering an invoice's
 * canonical internal id, and the company code map (SAP company code → the converter's).
 */
export interface AnomalyNaming {
  invoiceIdSql: string;
  companies: (db: DuckSession) => Promise<Map<string, string>>;
}

/** Oracle's: `<ORG_ID>-<INVOICE_ID>-<year of GL_DATE>`, company codes → ORG_ID. */
export const oracleNaming: AnomalyNaming = {
  invoiceIdSql: "org_id || '-' || invoice_id || '-' || year(budat)",
  companies: (db) => orgMap(db),
};

/**
 * The SAP answers' anomalies with every id in the converter's terms (see translateCase; Oracle's by
 * default). Goods receipt documents become the ids of their receipt rows (k.gr transaction ids).
 */
export async function translateAnomalies(
  db: DuckSession,
  anomalies: Anomalies,
  naming: AnomalyNaming = oracleNaming,
): Promise<Anomalies> {
  const cases = Object.values(anomalies).flat();
  const sapInvoices = [
    ...new Set(cases.flatMap((c) => [c['invoiceId'], ...((c['invoiceIds'] as string[] | undefined) ?? [])])),
  ].filter((id): id is string => typeof id === 'string');
  const invoiceIds = new Map<string, string>();
  if (sapInvoices.length > 0)
    for (const r of await db.rows(
      `SELECT sap_id, ${naming.invoiceIdSql} AS id FROM k.inv
       WHERE sap_id IN (SELECT unnest($1::VARCHAR[]))`,
      [listValue(sapInvoices)],
    ))
      invoiceIds.set(String(r['sap_id']), String(r['id']));
  const vendors = await vendorMap(db);
  const orgs = await naming.companies(db);
  const receipts = new Map<string, string[]>();
  const documents = cases.map((c) => c['grDocument']).filter((d): d is string => typeof d === 'string');
  if (documents.length > 0)
    for (const r of await db.rows(
      `SELECT mblnr || '-' || mjahr AS doc, list(CAST(transaction_id AS VARCHAR) ORDER BY transaction_id) AS ids
       FROM k.gr WHERE type = 'RECEIVE' AND mblnr || '-' || mjahr IN (SELECT unnest($1::VARCHAR[])) GROUP BY ALL`,
      [listValue(documents)],
    ))
      receipts.set(String(r['doc']), r['ids'] as unknown as string[]);
  const lookup = (map: ReadonlyMap<string, string>, what: string) => (id: string) => {
    const found = map.get(id);
    if (found === undefined) throw new Error(`${db.label}: no id for the planted ${what} ${id}`);
    return found;
  };
  const vendor = (id: string): string => (/^\d+$/.test(id) ? id : lookup(vendors, 'vendor')(id));
  const result = {} as Anomalies;
  for (const [kind, list] of Object.entries(anomalies) as [keyof Anomalies, AnomalyCase[]][])
    result[kind] = list.map((c) =>
      translateCase(c, vendor, lookup(invoiceIds, 'invoice'), lookup(orgs, 'company code'), receipts),
    );
  return result;
}

/** SAP vendor ids (the ingest's form of LIFNR) that differ from their VENDOR_ID. */
export async function vendorMap(db: DuckSession): Promise<Map<string, string>> {
  const rows = await db.rows(
    `SELECT segment1, CAST(vendor_id AS VARCHAR) AS id FROM k.vendor WHERE segment1 <> CAST(vendor_id AS VARCHAR) ORDER BY vendor_id`,
  );
  return new Map(rows.map((r) => [String(r['segment1']), String(r['id'])]));
}

export async function orgMap(db: DuckSession): Promise<Map<string, string>> {
  const rows = await db.rows('SELECT bukrs, CAST(org_id AS VARCHAR) AS id FROM k.org ORDER BY org_id');
  return new Map(rows.map((r) => [String(r['bukrs']), String(r['id'])]));
}

/**
 * The SAP answers' per-company totals keyed by ORG_ID (or by `keySql` over k.org, e.g. a JD Edwards
 * company number), with the company's name.
 */
export async function companyAnswers(
  db: DuckSession,
  sap: Record<string, CompanyCodeAnswers>,
  keySql = 'CAST(org_id AS VARCHAR)',
): Promise<Record<string, OracleCompanyAnswers>> {
  const rows = await db.rows(`SELECT bukrs, ${keySql} AS id, name FROM k.org ORDER BY org_id`);
  const result: Record<string, OracleCompanyAnswers> = {};
  for (const r of rows) {
    const totals = sap[String(r['bukrs'])];
    if (totals)
      result[String(r['id'])] = { name: String(r['name']), sapCompanyCode: String(r['bukrs']), ...totals };
  }
  return result;
}

/** What the extract planted of Oracle's own (read back from the written tables). */
export async function collectTraps(db: DuckSession): Promise<OracleTraps> {
  const voided = await db.rows(`
    SELECT CAST(v.check_id AS VARCHAR) AS check_id, CAST(r.check_id AS VARCHAR) AS reissued, CAST(v.void_date AS VARCHAR) AS void_date,
      list(i.org_id || '-' || i.invoice_id || '-' || year(i.budat) ORDER BY i.invoice_id) AS invoices
    FROM k.chk v JOIN k.chk r ON r.seq = v.seq AND r.reissue
    JOIN k.paid x ON x.seq = v.seq JOIN k.inv i ON i.invoice_id = x.invoice_id
    WHERE v.voided GROUP BY v.check_id, r.check_id, v.void_date ORDER BY v.check_id`);
  const released = await db.rows(`
    SELECT i.org_id || '-' || i.invoice_id || '-' || year(i.budat) AS id
    FROM ora.AP_HOLDS_ALL h JOIN k.inv i ON i.invoice_id = h.INVOICE_ID
    WHERE h.RELEASE_LOOKUP_CODE IS NOT NULL ORDER BY h.HOLD_ID`);
  return {
    deliverRows: await db.count(`SELECT 1 FROM k.gr WHERE type = 'RECEIVE'`),
    voidedChecks: voided.map((r) => ({
      checkId: String(r['check_id']),
      reissuedCheckId: String(r['reissued']),
      voidDate: String(r['void_date']),
      invoiceIds: r['invoices'] as unknown as string[],
    })),
    releasedHolds: released.map((r) => String(r['id'])),
    cancelledInvoices: await db.count('SELECT 1 FROM k.inv WHERE is_cancelled'),
    secondLanguageTermRows: await db.count(`SELECT 1 FROM ora.AP_TERMS_TL WHERE LANGUAGE <> 'US'`),
    repeatedCheckNumbers: await db.count(
      'SELECT CHECK_NUMBER FROM ora.AP_CHECKS_ALL GROUP BY CHECK_NUMBER HAVING count(DISTINCT ORG_ID) > 1',
    ),
    timesOfDay: [
      'CREATION_DATE (every table that has it)',
      'RCV_TRANSACTIONS.TRANSACTION_DATE',
      'AP_HOLDS_ALL.HOLD_DATE',
    ],
    refundChecks: await db.count(`SELECT 1 FROM ora.AP_CHECKS_ALL WHERE PAYMENT_TYPE_FLAG = 'R'`),
  };
}
