import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisFor, catalogue, type DuckDbExecutor } from '@spendlens/warehouse';
import { scanCsvFile } from '../src/csv/scan-csv';
import { docuwareFiles } from '../src/datagen/docuware/docuware-files';
import {
  generateDocuwareExtract,
  type GeneratedDocuwareExtract,
} from '../src/datagen/docuware/generate-docuware-extract';
import type { DocuwareDatagenManifest } from '../src/datagen/docuware/render-docuware-extract';
import { docuwareFormat } from '../src/docuware/docuware-format';
import { ingestExtract } from '../src/index';
import { checkManifest } from '../src/ingest/extract-format';
import { TempDirs } from './helpers/sap-fixture';
import { openWarehouse } from './helpers/warehouse';

const temp = new TempDirs();
const options = { seed: 13, invoiceLines: 1500, systemName: 'DW-DEMO' };

async function fileHashes(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort())
    result[name] = createHash('sha256')
      .update(await readFile(join(dir, name)))
      .digest('hex');
  return result;
}

/** The records of an RFC 4180 text with `;` between fields, as objects keyed by the header. */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ';') endField();
    else if (ch === '\n') {
      endField();
      records.push(record);
      record = [];
    } else field += ch;
  }
  const [header, ...rows] = records;
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ''])));
}

const readCsv = async (dir: string, name: string) =>
  parseCsv(await readFile(join(dir, `${name}.csv`), 'utf8'));
const isoOf = (date: string) => date.slice(0, 10).split('.').reverse().join('-');
const sortable = (time: string) => `${isoOf(time)} ${time.slice(11)}`;
const count = <T>(items: readonly T[], key: (item: T) => string): Record<string, number> => {
  const result: Record<string, number> = {};
  for (const item of items) result[key(item)] = (result[key(item)] ?? 0) + 1;
  return result;
};

let extract: GeneratedDocuwareExtract;
let manifest: DocuwareDatagenManifest;
let documents: Record<string, string>[];
let workflow: Record<string, string>[];

beforeAll(async () => {
  extract = await generateDocuwareExtract({
    ...options,
    outDir: await temp.make('spendlens-docuware-test-'),
  });
  manifest = JSON.parse(
    await readFile(join(extract.dir, 'manifest.json'), 'utf8'),
  ) as DocuwareDatagenManifest;
  documents = await readCsv(extract.dir, 'documents');
  workflow = await readCsv(extract.dir, 'workflow_history');
});
afterAll(() => temp.removeAll());

describe('generateDocuwareExtract', () => {
  it('writes the three files with their headers, rows and hashes as the manifest says, and a valid manifest', async () => {
    expect((await readdir(extract.dir)).sort()).toEqual(
      ['answers.json', 'documents.csv', 'manifest.json', 'vendors.csv', 'workflow_history.csv'].sort(),
    );
    expect(checkManifest(manifest, docuwareFormat)).toEqual([]);
    expect(manifest).toMatchObject({
      format: 'docuware-extract/1',
      erp: 'docuware',
      system: 'DW-DEMO',
      extracted_at: extract.answers.extractedAt,
      date_format: 'DD.MM.YYYY',
      decimal: ',',
      delimiter: ';',
      fields: { document_id: 'DWDOCID', invoice_number: 'INVOICE_NO', stored_at: 'DWSTOREDATETIME' },
      document_types: { Rechnung: 'invoice', Gutschrift: 'credit_note', Lieferschein: 'other' },
    });
    expect(Object.keys(manifest.tables)).toEqual(Object.keys(docuwareFiles));
    for (const [name, columns] of Object.entries(docuwareFiles)) {
      const scan = await scanCsvFile(join(extract.dir, `${name}.csv`), 20, ';');
      expect(scan.problems, name).toEqual([]);
      expect(scan.header, name).toEqual([...columns]);
      expect(scan.records, name).toBeGreaterThan(0);
      expect(manifest.tables[name], name).toEqual({ rows: scan.records, sha256: scan.sha256 });
      expect(extract.answers.tables[name], name).toBe(scan.records);
    }
    for (const column of Object.values(manifest.fields)) expect(documents[0]).toHaveProperty(column);
  });

  it('gives byte-identical files for the same options', async () => {
    const again = await generateDocuwareExtract({
      ...options,
      outDir: await temp.make('spendlens-docuware-again-'),
    });
    expect(await fileHashes(again.dir)).toEqual(await fileHashes(extract.dir));
  });

  it('writes values in the German locale, with every raw type and status in the manifest maps', () => {
    const date = /^\d\d\.\d\d\.\d{4}$/;
    const time = /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/;
    const decimal = /^-?\d{1,3}(\.\d{3})*,\d\d$/;
    for (const d of documents) {
      expect(d['INVOICE_DATE'], d['DWDOCID']).toMatch(date);
      expect(d['DWSTOREDATETIME'], d['DWDOCID']).toMatch(time);
      expect(d['GROSS_AMOUNT'], d['DWDOCID']).toMatch(decimal);
      expect(d['NET_AMOUNT'], d['DWDOCID']).toMatch(decimal);
      for (const f of ['POSTED_AT', 'APPROVED_AT']) if (d[f]) expect(d[f], d['DWDOCID']).toMatch(time);
      expect(manifest.document_types).toHaveProperty([d['DOCUMENT_TYPE']!]);
      expect(manifest.statuses).toHaveProperty([d['STATUS']!]);
      expect(sortable(d['DWSTOREDATETIME']!) >= isoOf(d['INVOICE_DATE']!), d['DWDOCID']).toBe(true);
      if (d['POSTED_AT'])
        expect(sortable(d['POSTED_AT']) >= sortable(d['DWSTOREDATETIME']!), d['DWDOCID']).toBe(true);
    }
    expect(documents.some((d) => d['GROSS_AMOUNT']!.includes('.'))).toBe(true);
    expect(new Set(documents.map((d) => d['DWDOCID'])).size).toBe(documents.length);
    expect(documents.map((d) => Number(d['DWDOCID']))).toEqual(documents.map((_, i) => i + 1));
  });

  it('answers the documents left out, the invoices per company and the workflow backlog as the files hold them', () => {
    const { answers } = extract;
    const other = documents.filter((d) => manifest.document_types[d['DOCUMENT_TYPE']!] === 'other');
    const rejected = documents.filter(
      (d) => !other.includes(d) && manifest.statuses[d['STATUS']!] === 'rejected',
    );
    const invoices = documents.filter((d) => !other.includes(d) && !rejected.includes(d));
    expect(answers.leftOut).toEqual({
      total: other.length + rejected.length,
      byDocumentType: count(other, (d) => d['DOCUMENT_TYPE']!),
      byStatus: count(rejected, (d) => d['STATUS']!),
    });
    expect(answers.leftOut.byDocumentType).toEqual({ Lieferschein: 2 });
    expect(answers.leftOut.byStatus['Abgelehnt']).toBe(answers.rejectedReversals + 1);
    expect(answers.invoices).toBe(invoices.length);
    expect(answers.documents).toBe(documents.length);
    const perCompany = count(invoices, (d) => d['COMPANY']!);
    expect(
      Object.fromEntries(Object.entries(answers.companyCodes).map(([code, c]) => [code, c.total.count])),
    ).toEqual(perCompany);
    expect(answers.workflow.byStatus).toEqual(count(invoices, (d) => manifest.statuses[d['STATUS']!]!));
    expect(answers.workflow.cleared).toBe(invoices.filter((d) => d['POSTED_AT']).length);
    expect(answers.workflow.open).toBe(invoices.filter((d) => !d['POSTED_AT']).length);
    expect(answers.workflow.open).toBeGreaterThanOrEqual(3);
    expect(Object.keys(answers.workflow.currentRole).sort()).toEqual(['Freigabe', 'Prüfung']);

    const ids = new Set(documents.map((d) => d['DWDOCID']));
    expect(workflow.every((w) => ids.has(w['document_id']))).toBe(true);
    const keys = workflow.map((w) => `${w['document_id']}|${w['workflow']}|${w['step']}`);
    expect(new Set(keys).size).toBe(keys.length);
    const open = workflow.filter((w) => !w['completed_at']);
    expect(open.length).toBe(answers.workflow.openSteps);
    const openInvoices = new Set(invoices.filter((d) => !d['POSTED_AT']).map((d) => d['DWDOCID']));
    expect(count(open, (w) => w['step']!)).toEqual(answers.workflow.currentRole);
    expect(new Set(open.map((w) => w['document_id']))).toEqual(openInvoices);
  });

  it('plants re-stored duplicates, a rejected duplicate and delivery notes, and names the SAP cases by DocuWare ids', () => {
    const { documentSystem, anomalies } = extract.answers;
    const byId = new Map(documents.map((d) => [d['DWDOCID']!, d]));
    const same = ['SUPPLIER_NO', 'INVOICE_NO', 'INVOICE_DATE', 'GROSS_AMOUNT', 'CURRENCY', 'COMPANY'];
    expect(documentSystem.restored.map((c) => c.status)).toEqual(['Gebucht', 'In Freigabe']);
    for (const c of [...documentSystem.restored, ...documentSystem.rejectedDuplicates]) {
      const [original, copy] = c.documentIds.map((id) => byId.get(id)!);
      for (const f of same) expect(copy![f], `${c.variant} ${f}`).toBe(original![f]);
      expect(Number(c.documentIds[1])).toBeGreaterThan(Number(c.documentIds[0]));
      expect(copy!['STATUS']).toBe(c.status);
    }
    expect(documentSystem.rejectedDuplicates.map((c) => c.status)).toEqual(['Abgelehnt']);
    expect(documentSystem.deliveryNotes.map((c) => byId.get(c.documentIds[1]!)!['DOCUMENT_TYPE'])).toEqual([
      'Lieferschein',
      'Lieferschein',
    ]);

    const invoiceIds = new Set(
      documents.map((d) => `${d['COMPANY']}-${d['DWDOCID']}-${isoOf(d['INVOICE_DATE']!).slice(0, 4)}`),
    );
    const planted = Object.values(anomalies)
      .flat()
      .flatMap((c) => [
        ...(typeof c['invoiceId'] === 'string' ? [c['invoiceId']] : []),
        ...((c['invoiceIds'] as string[] | undefined) ?? []),
      ]);
    expect(planted.length).toBeGreaterThan(0);
    for (const id of planted) expect(invoiceIds.has(id), id).toBe(true);
    expect(anomalies.duplicate_invoices_exact.length).toBeGreaterThan(0);
    expect(anomalies.sanctioned_vendors.length).toBeGreaterThan(0);
    expect(anomalies.low_value_invoice_vendors.length).toBeGreaterThan(0);
  });
});

// The canonical numbers of docuware-format.md's mapping (src/docuware/) against answers.json.
describe('ingesting a generated DocuWare extract', () => {
  let db: DuckDbExecutor;
  const systemId = 1;
  const rows = (sql: string) => db.query({ sql, params: [systemId] });

  beforeAll(async () => {
    db = await openWarehouse();
    await ingestExtract({
      warehouse: db,
      systemId,
      systemType: 'docuware',
      source: extract.dir,
      commonCurrency: 'EUR',
    });
  });
  afterAll(() => db?.close());

  // issue 21: every analysis a document system lists answers with rows (the login log aside: no
  // sign-ins reach a pipeline test)
  it('publishes rows in every analysis with a page that a DocuWare system has', async () => {
    const listed = catalogue.filter(
      (def) => def.page && !def.memberColumns && analysisFor(def, 'docuware').available,
    );
    expect(listed.map((def) => def.analysis)).toEqual(
      expect.arrayContaining([
        'invoice_distribution',
        'duplicate_invoices',
        'invoice_capture_time',
        'invoice_backlog',
        'ofac_matches',
        'low_value_invoices',
      ]),
    );
    const empty: string[] = [];
    for (const def of listed) {
      if (def.analysis === 'login_log') continue;
      const [row] = await rows(
        `SELECT count(*)::INTEGER AS n FROM pub."${def.module}__${def.analysis}" WHERE system_id = $1`,
      );
      if (Number(row?.['n']) === 0) empty.push(`${def.module}/${def.analysis}`);
    }
    expect(empty).toEqual([]);
  });

  it('gives the answers’ invoices per company code and type, in local and common amounts', async () => {
    const found = await rows(
      `SELECT company_code, derived_document_type AS type, count(*)::INTEGER AS n,
         round(sum(local_amount) * 100)::BIGINT AS local, round(sum(common_amount) * 100)::BIGINT AS common
       FROM canon.invoices WHERE system_id = $1 GROUP BY ALL ORDER BY ALL`,
    );
    const expected = Object.entries(extract.answers.companyCodes).flatMap(([code, c]) =>
      Object.entries(c.byType)
        .filter(([, t]) => t.count > 0)
        .map(([type, t]) => ({
          company_code: code,
          type,
          n: t.count,
          local: Math.round(t.localAmount * 100),
          common: Math.round(t.commonAmount * 100),
        })),
    );
    const key = (r: { company_code: unknown; type: unknown }) =>
      `${String(r.company_code)} ${String(r.type)}`;
    expect(found.map((r) => ({ ...r, local: Number(r['local']), common: Number(r['common']) }))).toEqual(
      expected.sort((a, b) => key(a).localeCompare(key(b))),
    );
  });

  it('gives the answers’ counts: invoices, lines, vendors, cleared, and the backlog by status and role', async () => {
    const { answers } = extract;
    const [counts] = await rows(
      `SELECT count(*)::INTEGER AS invoices, count(*) FILTER (WHERE is_cleared)::INTEGER AS cleared,
         (SELECT count(*)::INTEGER FROM canon.invoice_lines l WHERE l.system_id = $1) AS lines,
         (SELECT count(*)::INTEGER FROM canon.vendors v WHERE v.system_id = $1) AS vendors
       FROM canon.invoices WHERE system_id = $1`,
    );
    expect(counts).toEqual({
      invoices: answers.invoices,
      cleared: answers.workflow.cleared,
      lines: answers.invoices,
      vendors: answers.vendors,
    });
    const statuses = await rows(
      `SELECT workflow_status AS k, count(*)::INTEGER AS n FROM canon.invoices WHERE system_id = $1 GROUP BY 1 ORDER BY 1`,
    );
    expect(Object.fromEntries(statuses.map((r) => [r['k'], r['n']]))).toEqual(answers.workflow.byStatus);
    const roles = await rows(
      `SELECT current_role AS k, count(*)::INTEGER AS n FROM canon.invoices
       WHERE system_id = $1 AND current_role IS NOT NULL GROUP BY 1 ORDER BY 1`,
    );
    expect(Object.fromEntries(roles.map((r) => [r['k'], r['n']]))).toEqual(answers.workflow.currentRole);
  });

  it('keeps the planted duplicates (SAP’s and the re-stored documents) as invoices, and not the left-out ones', async () => {
    const { anomalies, documentSystem } = extract.answers;
    const ids = [
      ...anomalies.duplicate_invoices_exact.flatMap((c) => c['invoiceIds'] as string[]),
      ...documentSystem.restored.flatMap((c) => c.invoiceIds),
    ];
    const leftOut = [...documentSystem.rejectedDuplicates, ...documentSystem.deliveryNotes].map(
      (c) => c.documentIds[1]!,
    );
    const [found] = await rows(
      `SELECT count(*) FILTER (WHERE internal_invoice_id IN (${ids.map((id) => `'${id}'`).join(', ')}))::INTEGER AS planted,
         count(*) FILTER (WHERE accounting_document_no IN (${leftOut.map((id) => `'${id}'`).join(', ')}))::INTEGER AS left_out
       FROM canon.invoices WHERE system_id = $1`,
    );
    expect(found).toEqual({ planted: new Set(ids).size, left_out: 0 });
  });
});
