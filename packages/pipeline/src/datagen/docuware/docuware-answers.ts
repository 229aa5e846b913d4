import { invoiceValueBinOf, invoiceValueBins } from '@spendlens/warehouse';
import type { DerivedDocumentType } from '../../canonical/sap-document-types';
import { epochDay, type FxTable } from '../../fx/fx-reference';
import type { AnomalyCase, Anomalies, AnomalyKind } from '../anomalies';
import type { DatagenAnswers, DocumentTypeTotals } from '../answers';
import type { DuckSession } from '../duck-session';
import { documentStatuses, type DocumentStatus } from './docuware-cabinet';

/** The document types a DocuWare invoice can have (never REVERSAL). */
export const docuwareDocumentTypes = ['PO-INVOICE', 'NON-PO-INVOICE', 'VENDOR-CREDIT'] as const;
type DocuwareDocumentType = (typeof docuwareDocumentTypes)[number] & DerivedDocumentType;

export interface DocuwareCompanyAnswers {
  name: string;
  currency: string;
  /** Canonical invoices (invoice and credit-note documents not rejected) per derived type. */
  byType: Record<DocuwareDocumentType, DocumentTypeTotals>;
  /** All types: count and the signed local and common amounts (2 decimals). */
  total: DocumentTypeTotals;
  /** Invoices per invoice value bin of the absolute common amount. */
  bins: Record<string, number>;
}

/** SAP anomaly kinds whose data a document system does not hold (kept in `anomalies`, not findable). */
export const docuwareNotApplicable: readonly AnomalyKind[] = [
  'duplicate_invoices_one_time_payee',
  'duplicate_invoice_controls',
  'duplicate_vendors_tax_id',
  'invalid_emails',
  'pos_after_invoice',
  'pos_without_payment_term',
  'invoices_without_gr',
  'gr_not_invoiced',
  'dormant_vendors',
  'price_increases',
  // a document system posts nothing: no weekend and holiday postings page (source-support-docuware.ts)
  'weekend_holiday_postings',
];

/** A planted case of the document system (answers `documentSystem`). */
export interface DocuwarePlantedCase {
  variant: string;
  /** DWDOCIDs: the original first. */
  documentIds: string[];
  /** Canonical internal invoice ids of those documents that become invoices. */
  invoiceIds: string[];
  vendorId: string;
  invoiceNumber: string;
  status: DocumentStatus;
}

/** answers.json of a DocuWare extract: what its ingest must give, plus the SAP scenario's planted cases. */
export interface DocuwareDatagenAnswers extends Pick<
  DatagenAnswers,
  'seed' | 'systemName' | 'extractedAt' | 'commonCurrency' | 'invoiceLines' | 'vendors'
> {
  format: 'docuware-extract-answers/1';
  erp: 'docuware';
  /** Rows per file. */
  tables: Record<string, number>;
  /** Rows of documents.csv. */
  documents: number;
  /** Canonical invoices (= canonical invoice lines, one per invoice). */
  invoices: number;
  invoiceDates: { min: string; max: string };
  /** Documents the ingest leaves out: per raw document type (other) and per raw status (rejected). */
  leftOut: { total: number; byDocumentType: Record<string, number>; byStatus: Record<string, number> };
  companyCodes: Record<string, DocuwareCompanyAnswers>;
  /** Canonical invoices per workflow status (the manifest's mapped value), and the open ones per current role. */
  workflow: {
    byStatus: Record<string, number>;
    currentRole: Record<string, number>;
    /** Invoices whose processing is complete (cleared at POSTED_AT). */
    cleared: number;
    open: number;
    /** workflow_history.csv rows without completed_at. */
    openSteps: number;
  };
  /** SAP reversal pairs: the original rendered as a document rejected in approval, the reversal not at all. */
  rejectedReversals: number;
  /** Planted by the document system: re-stored duplicates, a rejected duplicate, delivery notes. */
  documentSystem: Record<'restored' | 'rejectedDuplicates' | 'deliveryNotes', DocuwarePlantedCase[]>;
  /** The SAP scenario's planted cases with invoice ids in DocuWare terms (SAP's kept as sapInvoiceId(s)). */
  anomalies: Anomalies;
  notApplicable: AnomalyKind[];
  /** What of the SAP scenario a document system expresses differently (see the README). */
  differences: string[];
}

const cents = (value: unknown): bigint => BigInt(String(value));
const amount = (c: bigint): number => Number(c) / 100;

interface CompanyTotals {
  name: string;
  currency: string;
  byType: Map<DocuwareDocumentType, [number, bigint, bigint]>;
  bins: Map<string, number>;
}

/**
 * Per company code, the canonical invoices' counts and amounts as the ingest computes them: the
 * gross signed by the document type, local and common amounts converted from the document currency
 * at the ECB rate of the invoice date (FxTable: exact, half away from zero). Fails the run when a
 * rendered SAP document's local amount is not SAP's, or a company's total is not the SAP answers'
 * (all types, reversals included: each original rejected here is netted by its reversal there).
 */
export async function companyTotals(
  db: DuckSession,
  fx: FxTable,
  sap: DatagenAnswers,
): Promise<Record<string, DocuwareCompanyAnswers>> {
  const companies = new Map<string, CompanyTotals>();
  for (const r of await db.rows('SELECT bukrs, name, currency FROM k.org ORDER BY bukrs'))
    companies.set(String(r['bukrs']), {
      name: String(r['name']),
      currency: String(r['currency']),
      byType: new Map(),
      bins: new Map(),
    });
  const sapLocal = new Map<string, bigint>();
  const rows = await db.rows(`SELECT kind, bukrs, currency, CAST(amount_cents AS VARCHAR) AS amount,
      CAST(sap_local_cents AS VARCHAR) AS sap_local, CAST(invoice_date AS VARCHAR) AS invoice_date,
      doc_type, po_number IS NOT NULL AS has_po, doc_id
    FROM k.dw WHERE doc_type <> 'Lieferschein' AND status <> 'Abgelehnt' ORDER BY doc_id`);
  for (const r of rows) {
    const company = companies.get(String(r['bukrs']))!;
    const day = epochDay(String(r['invoice_date']));
    const signed = cents(r['amount']);
    const convert = (to: string) => {
      const converted = fx.convertCents(signed, String(r['currency']), to, day);
      if (converted === null)
        throw new Error(
          `${db.label}: no ECB rate ${String(r['currency'])}/${to} on ${String(r['invoice_date'])}`,
        );
      return converted;
    };
    const local = convert(company.currency);
    const common = convert(sap.commonCurrency);
    if (r['kind'] === 'sap') {
      if (local !== cents(r['sap_local']))
        throw new Error(
          `${db.label}: document ${String(r['doc_id'])} converts to ${local} local cents, SAP has ${String(r['sap_local'])}`,
        );
      sapLocal.set(String(r['bukrs']), (sapLocal.get(String(r['bukrs'])) ?? 0n) + local);
    }
    const type: DocuwareDocumentType =
      r['doc_type'] === 'Gutschrift' ? 'VENDOR-CREDIT' : r['has_po'] ? 'PO-INVOICE' : 'NON-PO-INVOICE';
    const t = company.byType.get(type) ?? [0, 0n, 0n];
    company.byType.set(type, [t[0] + 1, t[1] + local, t[2] + common]);
    const bin = invoiceValueBinOf(amount(common));
    company.bins.set(bin, (company.bins.get(bin) ?? 0) + 1);
  }

  const result: Record<string, DocuwareCompanyAnswers> = {};
  for (const [code, c] of companies) {
    const expected = Object.values(sap.companyCodes[code]?.byType ?? {}).reduce(
      (sum, t) => sum + BigInt(Math.round(t.localAmount * 100)),
      0n,
    );
    if ((sapLocal.get(code) ?? 0n) !== expected)
      throw new Error(
        `${db.label}: the SAP documents of ${code} add up to ${sapLocal.get(code) ?? 0n} local cents, the SAP answers say ${expected}`,
      );
    if (c.byType.size === 0) continue;
    const byType = {} as Record<DocuwareDocumentType, DocumentTypeTotals>;
    const total = [0, 0n, 0n] as [number, bigint, bigint];
    for (const type of docuwareDocumentTypes) {
      const [count, local, common] = c.byType.get(type) ?? [0, 0n, 0n];
      byType[type] = { count, localAmount: amount(local), commonAmount: amount(common) };
      total[0] += count;
      total[1] += local;
      total[2] += common;
    }
    const bins: Record<string, number> = {};
    for (const bin of invoiceValueBins) bins[bin.label] = c.bins.get(bin.label) ?? 0;
    result[code] = {
      name: c.name,
      currency: c.currency,
      byType,
      total: { count: total[0], localAmount: amount(total[1]), commonAmount: amount(total[2]) },
      bins,
    };
  }
  return result;
}

/** Canonical internal invoice id of a document: `<company>-<DWDOCID>-<year of the invoice date>`. */
const invoiceIdSql = `bukrs || '-' || doc_id || '-' || year(invoice_date)`;

/** The SAP scenario's planted cases with their invoice ids in DocuWare terms. */
export async function translateAnomalies(db: DuckSession, anomalies: Anomalies): Promise<Anomalies> {
  const ids = new Map(
    (await db.rows(`SELECT sap_id, ${invoiceIdSql} AS id FROM k.dw WHERE kind = 'sap'`)).map((r) => [
      String(r['sap_id']),
      String(r['id']),
    ]),
  );
  const rejected = new Set(
    (await db.rows(`SELECT sap_id FROM k.dw WHERE kind = 'sap' AND status = 'Abgelehnt'`)).map((r) =>
      String(r['sap_id']),
    ),
  );
  const invoice = (sapId: string): string => {
    const id = ids.get(sapId);
    if (id === undefined || rejected.has(sapId))
      throw new Error(`${db.label}: the planted invoice ${sapId} is no DocuWare invoice`);
    return id;
  };
  const result = {} as Anomalies;
  for (const [kind, list] of Object.entries(anomalies) as [AnomalyKind, AnomalyCase[]][])
    result[kind] = list.map((c) => {
      const out: AnomalyCase = { ...c };
      if (typeof c['invoiceId'] === 'string') {
        out['invoiceId'] = invoice(c['invoiceId']);
        out['sapInvoiceId'] = c['invoiceId'];
      }
      if (Array.isArray(c['invoiceIds'])) {
        const sapIds = (c['invoiceIds'] as readonly string[]).map(String);
        out['invoiceIds'] = sapIds.map(invoice);
        out['sapInvoiceIds'] = sapIds;
      }
      return out;
    });
  return result;
}

/** The planted document-system cases, read back from k.dw. */
export async function plantedCases(db: DuckSession): Promise<DocuwareDatagenAnswers['documentSystem']> {
  const rows =
    await db.rows(`SELECT p.kind, CAST(s.doc_id AS VARCHAR) AS original, CAST(p.doc_id AS VARCHAR) AS copy,
      ${invoiceIdSql.replaceAll('bukrs', 's.bukrs').replaceAll('doc_id', 's.doc_id').replaceAll('invoice_date', 's.invoice_date')} AS original_id,
      ${invoiceIdSql.replaceAll('bukrs', 'p.bukrs').replaceAll('doc_id', 'p.doc_id').replaceAll('invoice_date', 'p.invoice_date')} AS copy_id,
      p.supplier_no, p.invoice_no, p.status
    FROM k.dw p JOIN k.dw s ON s.kind = 'sap' AND s.src = p.src
    WHERE p.kind <> 'sap' ORDER BY p.doc_id`);
  const planted = (
    r: (typeof rows)[number],
    variant: string,
    copyIsInvoice: boolean,
  ): DocuwarePlantedCase => ({
    variant,
    documentIds: [String(r['original']), String(r['copy'])],
    invoiceIds: [String(r['original_id']), ...(copyIsInvoice ? [String(r['copy_id'])] : [])],
    vendorId: String(r['supplier_no']),
    invoiceNumber: String(r['invoice_no']),
    status: String(r['status']) as DocumentStatus,
  });
  const of = (kind: string) => rows.filter((r) => r['kind'] === kind);
  return {
    restored: [
      ...of('restored_booked').map((r) => planted(r, 're-stored-under-a-new-docid-and-booked-again', true)),
      ...of('restored_open').map((r) => planted(r, 're-stored-under-a-new-docid-open-in-approval', true)),
    ].sort((a, b) => Number(a.documentIds[1]) - Number(b.documentIds[1])),
    rejectedDuplicates: of('rejected_copy').map((r) =>
      planted(r, 'stored-twice-rejected-in-validation', false),
    ),
    deliveryNotes: of('delivery_note').map((r) => planted(r, 'delivery-note-of-a-po-invoice', false)),
  };
}

/** Counts by a column of k.dw (or k.dw_wf) as a record, keys in order. */
async function countBy(db: DuckSession, column: string, from: string): Promise<Record<string, number>> {
  const rows = await db.rows(`SELECT ${column} AS k, count(*) AS n FROM ${from} GROUP BY ALL ORDER BY 1`);
  return Object.fromEntries(rows.map((r) => [String(r['k']), Number(r['n'])]));
}

const invoicesSql = `k.dw WHERE doc_type <> 'Lieferschein' AND status <> 'Abgelehnt'`;

/** Left-out documents, workflow counts and the invoices' date range. */
export async function documentCounts(
  db: DuckSession,
): Promise<
  Pick<DocuwareDatagenAnswers, 'leftOut' | 'workflow' | 'invoiceDates' | 'invoices' | 'rejectedReversals'>
> {
  const byType = await countBy(db, 'doc_type', `k.dw WHERE doc_type = 'Lieferschein'`);
  const byStatus = await countBy(
    db,
    'status',
    `k.dw WHERE doc_type <> 'Lieferschein' AND status = 'Abgelehnt'`,
  );
  const statusMap = Object.entries(documentStatuses)
    .map(([raw, mapped]) => `WHEN '${raw}' THEN '${mapped}'`)
    .join(' ');
  const [dates] = await db.rows(
    `SELECT CAST(min(invoice_date) AS VARCHAR) AS min, CAST(max(invoice_date) AS VARCHAR) AS max, count(*) AS n FROM ${invoicesSql}`,
  );
  return {
    invoices: Number(dates!['n']),
    invoiceDates: { min: String(dates!['min']), max: String(dates!['max']) },
    leftOut: {
      total: Object.values({ ...byType, ...byStatus }).reduce((a, b) => a + b, 0),
      byDocumentType: byType,
      byStatus,
    },
    workflow: {
      byStatus: await countBy(db, `CASE status ${statusMap} END`, invoicesSql),
      currentRole: await countBy(
        db,
        `CASE w.step WHEN 'validation' THEN 'Prüfung' WHEN 'approval' THEN 'Freigabe' ELSE 'Buchung' END`,
        `k.dw_wf w JOIN k.dw d ON d.doc_id = w.doc_id WHERE w.completed_ts IS NULL AND d.status <> 'Abgelehnt'`,
      ),
      cleared: await db.count(`SELECT 1 FROM ${invoicesSql} AND stage = 'done'`),
      open: await db.count(`SELECT 1 FROM ${invoicesSql} AND stage <> 'done'`),
      openSteps: await db.count('SELECT 1 FROM k.dw_wf WHERE completed_ts IS NULL'),
    },
    rejectedReversals: await db.count(`SELECT 1 FROM k.dw WHERE kind = 'sap' AND status = 'Abgelehnt'`),
  };
}
