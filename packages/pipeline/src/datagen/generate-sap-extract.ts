import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DomainError } from '@spendlens/domain';
import { epochDay, FxTable } from '../fx/fx-reference';
import { sapExtractFormat, type SapManifest } from '../sap/sap-manifest';
import { requiredSapTables } from '../sap/sap-tables';
import { AnomalyPlanter } from './anomalies';
import { AnswerBook, type DatagenAnswers } from './answers';
import { datagenOptionalTables, writeContacts } from './contacts';
import { SharedVendors, type CrossSystemOptions } from './cross-system';
import { ExtractWriter } from './extract-writer';
import { isoDate } from './formats';
import { createInvoice, type InvoiceContext, type InvoiceKind } from './invoices';
import { NumberRanges, PaymentRuns } from './ledger';
import { companyCodes, writeMasterData, type Vendor } from './master-data';
import { Catalogue, createPurchaseOrder } from './purchasing';
import { Random, WeightedPicker, zipfWeights } from './random';

export interface GenerateSapExtractOptions {
  /** Folder to write into (created when missing); the extract's files are written directly in it. */
  outDir: string;
  seed: number;
  /** Invoice line items to generate: RSEG items of MM invoices + vendor line items of FI invoices (reversals included). */
  invoiceLines: number;
  systemName: string;
  erp?: 'sap' | 'hana';
  /** Currency of the answers' common amounts (default EUR). */
  commonCurrency?: string;
  /**
   * The system as a member of a group of ERPs of one client: adds the group's shared vendors and
   * the invoice every member pays (cross-system.ts; answers.json `crossSystem`). Without it the
   * extract is what it always was.
   */
  crossSystem?: CrossSystemOptions;
}

export interface GeneratedExtract {
  dir: string;
  answers: DatagenAnswers;
}

const supplierKinds: readonly InvoiceKind[] = [
  'mm-invoice',
  'mm-credit',
  'fi-invoice',
  'fi-invoice-po',
  'fi-credit',
];
const supplierKindPicker = new WeightedPicker([0.5, 0.02, 0.35, 0.03, 0.1]);

let fxTable: FxTable | null = null;

/** The extraction instant: a day in 2025-03-01 … 2025-08-27 picked by the seed, 02:15 UTC. */
function extractionDay(seed: number): number {
  return epochDay('2025-03-01') + new Random(seed ^ 0x5eed).int(0, 179);
}

function pickKind(random: Random, vendor: Vendor): InvoiceKind {
  if (vendor.accountGroup === 'EMPL' || vendor.accountGroup === 'CPD')
    return random.chance(0.9) ? 'fi-invoice' : 'fi-credit';
  return supplierKinds[supplierKindPicker.pick(random)]!;
}

/**
 * Writes a deterministic synthetic SAP extract (format sap-extract/1) with `invoiceLines` invoice
 * lines over the three years before its extraction date, plus answers.json (the ground truth; not in
 * the manifest). The same options give byte-identical files.
 */
export async function generateSapExtract(options: GenerateSapExtractOptions): Promise<GeneratedExtract> {
  const { outDir, seed, invoiceLines, systemName } = options;
  const erp = options.erp ?? 'sap';
  const commonCurrency = options.commonCurrency ?? 'EUR';
  if (!Number.isSafeInteger(invoiceLines) || invoiceLines < 1)
    throw new DomainError('bad_request', 'invoiceLines must be a positive integer');
  if (!Number.isSafeInteger(seed)) throw new DomainError('bad_request', 'seed must be an integer');
  const { crossSystem } = options;
  if (
    crossSystem &&
    (!Number.isSafeInteger(crossSystem.groupSeed) ||
      !Number.isInteger(crossSystem.member) ||
      crossSystem.member < 0 ||
      crossSystem.member > 99)
  )
    throw new DomainError('bad_request', 'crossSystem needs an integer groupSeed and a member 0 … 99');
  fxTable ??= FxTable.load();
  const fx = fxTable;
  if (!fx.has(commonCurrency))
    throw new DomainError('bad_request', `unknown common currency ${commonCurrency}`);

  await mkdir(outDir, { recursive: true });
  const extractedDay = extractionDay(seed);
  const lastDay = extractedDay - 1;
  const firstDay = lastDay - 3 * 365 + 1;
  const random = new Random(seed);
  const masterRandom = random.fork();
  const documentRandom = random.fork();
  const anomalyRandom = random.fork();
  const contactRandom = random.fork();
  const writer = await ExtractWriter.create(outDir, datagenOptionalTables);

  const usedNames = new Set<string>();
  const baseVendors = writeMasterData(
    writer,
    masterRandom,
    Math.max(25, Math.round((invoiceLines * 300) / 100_000)),
    firstDay,
    usedNames,
  );
  const numbers = new NumberRanges();
  const answers = new AnswerBook();
  const ctx: InvoiceContext = {
    writer,
    random: documentRandom,
    fx,
    numbers,
    payments: new PaymentRuns(numbers),
    answers,
    commonCurrency,
    lastDay,
    catalogue: new Catalogue(random.fork()),
    lastActivity: new Map(),
    splitCandidates: new Map(),
  };
  const planter = new AnomalyPlanter(
    writer,
    anomalyRandom,
    ctx,
    baseVendors,
    zipfWeights(baseVendors.length),
    usedNames,
    firstDay,
    invoiceLines,
  );
  planter.plantVendors();
  const shared = crossSystem ? SharedVendors.build(crossSystem, planter.vendors, usedNames) : null;
  if (shared) {
    shared.write(writer, firstDay);
    planter.adoptVendors(shared.vendors);
  }
  const vendors = planter.active;
  const pickVendor = new WeightedPicker(planter.weights);
  // Every vendor but the planted dormant ones gets activity in the last year: a reserve of one line
  // per vendor for those the Zipf draw left out.
  const reserve = Math.min(vendors.length, Math.floor(invoiceLines / 4));
  let remaining = invoiceLines - planter.plantDocuments(Math.max(0, Math.floor(invoiceLines / 5) - reserve));
  // at least 4/5 of the lines remain: room for the shared invoice (one line)
  if (shared) remaining -= shared.plantDuplicateInvoice(ctx);
  let documents = 0;
  const one = async (floor: number): Promise<void> => {
    const vendor = vendors[pickVendor.pick(documentRandom)]!;
    const cc = documentRandom.chance(0.8)
      ? vendor.companyCodes[0]!
      : documentRandom.pick(vendor.companyCodes);
    const bldat = documentRandom.int(firstDay, lastDay - 3);
    remaining -= createInvoice(
      ctx,
      pickKind(documentRandom, vendor),
      vendor,
      cc,
      bldat,
      remaining - floor,
    ).lines;
    documents += 1;
    if (documents % 20 === 0) {
      // now and then a purchase order that is not invoiced (yet), its goods not received yet either
      const poCc = vendor.companyCodes[0]!;
      createPurchaseOrder(
        writer,
        documentRandom,
        numbers,
        ctx.catalogue,
        poCc,
        vendor,
        poCc.currency,
        10_000 + documentRandom.int(0, 500_000),
        1,
        documentRandom.int(lastDay - 40, lastDay),
        (c) => c,
        { gr: 'pending' },
      );
    }
    if (documents % 500 === 0) await writer.flushIfFull();
  };
  while (remaining > reserve) await one(reserve);
  for (const vendor of vendors) {
    if (remaining <= 0) break;
    if ((ctx.lastActivity.get(vendor.lifnr) ?? -Infinity) >= lastDay - 300) continue;
    const bldat = documentRandom.int(lastDay - 250, lastDay - 3);
    remaining -= createInvoice(ctx, 'fi-invoice', vendor, vendor.companyCodes[0]!, bldat, 1, {
      noReversal: true,
    }).lines;
  }
  while (remaining > 0) await one(0);
  ctx.payments.write(writer);
  const contacts = writeContacts(
    writer,
    contactRandom,
    planter.vendors,
    firstDay,
    planter.emailDefect,
    planter.bankDefect,
    planter.sharedBank,
    shared?.contacts,
  );
  planter.recordContacts(contacts.emails, contacts.banks);
  const written = await writer.close();

  const extractedAt = `${isoDate(extractedDay)}T02:15:00Z`;
  const tables = {} as SapManifest['tables'];
  const rows = {} as DatagenAnswers['tables'];
  for (const name of [...requiredSapTables, ...datagenOptionalTables]) {
    const table = written[name]!;
    tables[name] = { rows: table.rows, sha256: table.sha256 };
    rows[name] = table.rows;
  }
  const manifest: SapManifest = {
    format: sapExtractFormat,
    erp,
    system: systemName,
    extracted_at: extractedAt,
    tables,
  };
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const result: DatagenAnswers = {
    format: 'sap-extract-answers/1',
    seed,
    systemName,
    erp,
    extractedAt,
    commonCurrency,
    invoiceLines,
    tables: rows,
    invoiceDates: { min: isoDate(answers.minDay), max: isoDate(answers.maxDay) },
    vendors: planter.vendors.length,
    reversalPairs: answers.reversalPairs,
    openInvoices: answers.openInvoices,
    companyCodes: answers.companyCodes(),
    anomalies: planter.anomalies,
    ...(shared ? { crossSystem: shared.answers() } : {}),
  };
  await writeFile(join(outDir, 'answers.json'), `${JSON.stringify(result, null, 2)}\n`);
  return { dir: outDir, answers: result };
}

/** Company codes datagen writes (for tests and demo data). */
export const datagenCompanyCodes = companyCodes.map((c) => ({
  code: c.code,
  currency: c.currency,
  country: c.country,
}));
