import { DomainError } from '@spendlens/domain';
import { canonicalTables, type DuckDbExecutor } from '@spendlens/warehouse';
import { buildInvoiceWorkTables } from '../canonical/map-invoice-work';
import { mapInvoiceLines } from '../canonical/map-invoice-lines';
import { mapInvoices } from '../canonical/map-invoices';
import { mapMasterData } from '../canonical/map-master-data';
import { mapPayments, mapVendorLastActivity } from '../canonical/map-payments';
import { mapPurchasing } from '../canonical/map-purchasing';
import { mapReferenceData } from '../canonical/map-reference-data';
import type { MappingContext } from '../canonical/mapping-context';
import { ensureWarehouseReady } from '../fx/load-fx-rates';
import { publishSystem } from '../publish';
import { allSapTables, type SapTableName } from '../sap/sap-tables';
import { checkExtractFiles, readManifest } from './check-files';
import { checkOtherReferences, checkReferences, type StagedTable } from './check-references';
import { checkTableValues } from './check-values';
import { openExtractSource } from './extract-source';
import { IngestInternalError } from './ingest-internal-error';
import { loadStagingTable, rawTable, rawTableName } from './load-staging';
import { ProblemList } from './problems';
import { deriveFindings, findingsTables } from '../findings/derive-findings';
import type { LoginEvent } from '../findings/login-events';
import { StagingArea } from './staging-area';
import { traced } from '../trace/ingest-tracer';

export type IngestStatus = 'received' | 'validated' | 'analysing' | 'complete' | 'failed';

export interface IngestSapExtractOptions {
  warehouse: DuckDbExecutor;
  systemId: number;
  /** A folder holding manifest.json and the table CSVs, or a .zip of them. */
  source: string;
  /** ISO 4217 code the common amounts are converted into (one the ECB quotes, or EUR). */
  commonCurrency: string;
  /** The client's own e-mail domains, for the vendor e-mail check (default none). */
  clientDomains?: readonly string[];
  /** Sign-ins of the client's users, for the Login Log (default none). */
  loginEvents?: readonly LoginEvent[];
  onStatus?: (status: IngestStatus, detail?: string) => void;
}

export interface IngestResult {
  /** Earliest and latest invoice date (BLDAT) of the published invoices, YYYY-MM-DD; null when there are none. */
  minDate: string | null;
  maxDate: string | null;
  /**
   * Row counts: every required SAP table as the manifest lists it ('BKPF', …) and every published
   * table for this system ('canon.invoices', 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution', …).
   */
  counts: Record<string, number>;
}

/** One ingest per system at a time in this process; a second waits for the first. */
const running = new WeakMap<DuckDbExecutor, Map<number, Promise<unknown>>>();

function serialised<T>(warehouse: DuckDbExecutor, systemId: number, work: () => Promise<T>): Promise<T> {
  const bySystem = running.get(warehouse) ?? new Map<number, Promise<unknown>>();
  running.set(warehouse, bySystem);
  const previous = bySystem.get(systemId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  bySystem.set(systemId, next);
  void next
    .finally(() => {
      if (bySystem.get(systemId) === next) bySystem.delete(systemId);
    })
    .catch(() => undefined);
  return next;
}

async function checkOptions(options: IngestSapExtractOptions): Promise<void> {
  if (!Number.isSafeInteger(options.systemId) || options.systemId <= 0) {
    throw new DomainError('bad_request', 'systemId must be a positive integer');
  }
  const currency = options.commonCurrency;
  const known =
    /^[A-Z]{3}$/.test(currency) &&
    (currency === 'EUR' ||
      (
        await options.warehouse.query({
          sql: 'SELECT 1 FROM ref.fx_rates WHERE currency = $1 LIMIT 1',
          params: [currency],
        })
      ).length > 0);
  if (!known)
    throw new DomainError('bad_request', `The common currency '${currency}' has no ECB euro reference rates`);
}

/** Validates, maps and publishes one extract (see the steps below); throws `ingest_failed` with the problems. */
async function run(
  options: IngestSapExtractOptions,
  status: (s: IngestStatus) => void,
): Promise<IngestResult> {
  const { warehouse, systemId, commonCurrency } = options;
  await ensureWarehouseReady(warehouse);
  await checkOptions(options);
  const source = await openExtractSource(options.source);
  const staging = new StagingArea(warehouse, systemId);
  try {
    // 1. manifest and files: presence, sha256, record counts, CSV structure, required columns
    const problems = new ProblemList();
    const manifest = await readManifest(source.dir, problems);
    problems.throwIfAny();
    const checked = await traced('check files', () => checkExtractFiles(source.dir, manifest!, problems));
    problems.throwIfAny();
    // 2. every table present (required, and optional ones the extract holds) into staging, then
    //    their values and keys, then their references
    const staged = new Map<SapTableName, StagedTable>();
    for (const name of allSapTables) {
      const entry = checked.get(name);
      if (!entry) continue;
      await traced(`stage ${name}`, () => loadStagingTable(warehouse, staging, entry, problems));
      staged.set(name, { checked: entry, from: rawTable(staging, name) });
    }
    problems.throwIfAny();
    for (const [name, { checked: entry, from }] of staged)
      await traced(`check values ${name}`, () => checkTableValues(warehouse, entry, from, problems));
    problems.throwIfAny();
    // 3. normalised work tables, references between the tables, then the canonical mapping into
    //    staging (currency conversion problems are the last checks)
    const ctx: MappingContext = { warehouse, staging, systemId, commonCurrency, staged, problems };
    const work = await traced('invoice work tables', () => buildInvoiceWorkTables(ctx));
    await traced('check references', () => checkReferences(ctx, work));
    await traced('check other references', () => checkOtherReferences(ctx));
    problems.throwIfAny();
    await traced('map master data', () => mapMasterData(ctx));
    const docs = await traced('map invoices', () => mapInvoices(ctx, work));
    problems.throwIfAny();
    await traced('map invoice lines', () => mapInvoiceLines(ctx, docs!));
    // the invoice documents' source tables are mapped: free their memory for the rest
    const invoiceSources: readonly SapTableName[] = ['BKPF', 'BSIK', 'BSAK', 'RBKP', 'RSEG'];
    await staging.drop((name) => invoiceSources.some((table) => rawTableName(table) === name));
    await traced('map reference data', () => mapReferenceData(ctx));
    await traced('map purchasing', () => mapPurchasing(ctx));
    problems.throwIfAny();
    await traced('map payments', () => mapPayments(ctx, work));
    await traced('map vendor last activity', () => mapVendorLastActivity(ctx));
    // the raw SAP tables and the mapping's work tables are done with: free their memory for the
    // findings and the publish, which read only the canonical rows (out_*)
    await staging.drop((name) => !name.startsWith('out_'));
    status('validated');
    // 4. findings, analyses and the atomic publish
    status('analysing');
    // the findings are computed in code while the publish writes everything that does not read them
    const findings = deriveFindings(ctx, {
      clientDomains: options.clientDomains ?? [],
      loginEvents: options.loginEvents ?? [],
    });
    findings.catch(() => undefined); // awaited by the publish, and below when the publish fails
    const stagedCanonical = new Map(
      canonicalTables.map((table) => [table.name, staging.table(`out_${table.name}`)]),
    );
    const published = await publishSystem(warehouse, systemId, stagedCanonical, {
      tables: findingsTables,
      rows: findings,
    }).catch(async (error: unknown) => {
      await findings; // their own failure is the one to report; and never drop staging under them
      throw error;
    });
    const [range] = await warehouse.query({
      sql: `SELECT min(invoice_date) AS min_date, max(invoice_date) AS max_date FROM ${staging.table('out_invoices')}`,
      params: [],
    });
    const manifestCounts = Object.fromEntries(
      Object.entries(manifest!.tables).map(([name, t]) => [name, t.rows]),
    );
    return {
      minDate: (range?.['min_date'] as string | null) ?? null,
      maxDate: (range?.['max_date'] as string | null) ?? null,
      counts: { ...manifestCounts, ...published },
    };
  } finally {
    await staging.drop();
    await source.cleanup();
  }
}

/**
 * Ingests an SAP extract (ARCHITECTURE §5) for one system: checks the manifest and every required
 * file (presence, sha256, record count, CSV structure), loads the slice tables into staging, checks
 * columns, values, keys and references, maps them into the canonical model with the common-currency
 * conversion, computes the analyses and publishes everything in one transaction. On any problem it
 * throws `DomainError('ingest_failed', summary, { problems })` (any other failure:
 * `IngestInternalError`, its cause kept for the log) and publishes nothing: the system's
 * previously published data stays exactly as it was. Reports received → validated → analysing →
 * complete, or failed with the error's summary.
 */
export async function ingestSapExtract(options: IngestSapExtractOptions): Promise<IngestResult> {
  const status = (s: IngestStatus, detail?: string): void => {
    try {
      options.onStatus?.(s, detail);
    } catch {
      // a listener's failure must not change the outcome of the ingest
    }
  };
  status('received');
  try {
    const result = await serialised(options.warehouse, options.systemId, () => run(options, status));
    status('complete');
    return result;
  } catch (error) {
    // a problem of the extract is told as it is; anything else as one sentence with a reference
    const reported = error instanceof DomainError ? error : IngestInternalError.of(error);
    status('failed', reported.message);
    throw reported;
  }
}
