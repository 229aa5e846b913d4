import { DomainError } from '@spendlens/domain';
import {
  canonicalTables,
  createTableSql,
  findingCasesTable,
  type DuckDbExecutor,
} from '@spendlens/warehouse';
import type { MappingContext } from '../canonical/mapping-context';
import { ensureWarehouseReady } from '../fx/load-fx-rates';
import { docuwareExtractPipeline } from '../docuware/map-docuware-extract';
import { jdeExtractPipeline } from '../jde/map-jde-extract';
import { netsuiteExtractPipeline } from '../netsuite/map-netsuite-extract';
import { oracleExtractPipeline } from '../oracle/map-oracle-extract';
import { publishSystem } from '../publish';
import { sapExtractPipeline } from '../sap/map-sap-extract';
import { checkExtractFiles, readManifest } from './check-files';
import type { StagedTable } from './check-references';
import { checkTableValues } from './check-values';
import type { ExtractFormat, Manifest } from './extract-format';
import { defaultExtractLimits, type ExtractLimits } from './extract-limits';
import { openExtractSource } from './extract-source';
import { IngestInternalError } from './ingest-internal-error';
import { loadStagingTable, rawTable } from './load-staging';
import { ProblemList } from './problems';
import { deriveFindings, findingsTables } from '../findings/derive-findings';
import type { ApprovalLimit } from '../findings/approval-limits';
import type { LoginEvent } from '../findings/login-events';
import { insertRows } from '../findings/code-rows';
import { findingCaseRows, type FindingCaseRow } from '../findings/finding-cases';
import { StagingArea } from './staging-area';
import { traced } from '../trace/ingest-tracer';

export type IngestStatus = 'received' | 'validated' | 'analysing' | 'complete' | 'failed';

/**
 * What a mapping left out of the canonical model on purpose (DocuWare: documents of other types,
 * rejected documents): a sentence for the extraction log and its counts for the result.
 */
export interface MappingSummary {
  detail: string;
  counts: Record<string, number>;
}

/**
 * What an extract format adds to the common steps: the checks across its tables and the mapping of
 * its staged tables into the canonical staging tables (`out_<table>` for every canonical table).
 */
export interface ExtractPipeline {
  format: ExtractFormat;
  /**
   * Checks the references between the format's tables, then maps them into `out_<table>` for every
   * canonical table (findings aside); adds problems to ctx.problems and returns early on them (the
   * caller then rejects the extract). May answer what it left out on purpose.
   */
  map(ctx: MappingContext, manifest: Manifest): Promise<MappingSummary | void>;
}

/** Every format the ingest reads. */
export const extractPipelines: readonly ExtractPipeline[] = [
  sapExtractPipeline,
  oracleExtractPipeline,
  jdeExtractPipeline,
  netsuiteExtractPipeline,
  docuwareExtractPipeline,
];

export interface IngestExtractOptions {
  warehouse: DuckDbExecutor;
  systemId: number;
  /**
   * The system's type (spec 01 §1: sap, hana, ora12, …): an extract for another type is refused
   * with a sentence saying so. Undefined: any format.
   */
  systemType?: string;
  /**
   * The system's name: an extract whose manifest names another system is refused with a sentence
   * naming both (unless it names one of `formerNames`). Undefined: any name.
   */
  systemName?: string;
  /** Names the system had before it was renamed: an extract naming one of them loads too. */
  formerNames?: readonly string[];
  /** A folder holding manifest.json and the table CSVs, or a .zip of them. */
  source: string;
  /** What the extract may unpack to and hold (default `defaultExtractLimits`). */
  limits?: ExtractLimits;
  /** ISO 4217 code the common amounts are converted into (one the ECB quotes, or EUR). */
  commonCurrency: string;
  /**
   * Validate and map only (check-extract): every check of an ingest runs, nothing is published, and
   * the result counts the canonical rows the extract would publish ('canon.invoices', …).
   */
  checkOnly?: boolean;
  /** The client's own e-mail domains, for the vendor e-mail check (default none). */
  clientDomains?: readonly string[];
  /** Sign-ins of the client's users, for the Login Log (default none). */
  loginEvents?: readonly LoginEvent[];
  /** The cases of the system's findings (the app store's), joined to the finding rows (default none). */
  findingCases?: readonly FindingCaseRow[];
  /** The system's invoice approval limits per company code (default none: the default limit). */
  approvalLimits?: readonly ApprovalLimit[];
  /** Each stage; 'failed' with the error told (a DomainError with its problems, or an IngestInternalError). */
  onStatus?: (status: IngestStatus, detail?: string, failure?: Error) => void;
}

export interface IngestResult {
  /** Earliest and latest invoice date (BLDAT) of the published invoices, YYYY-MM-DD; null when there are none. */
  minDate: string | null;
  maxDate: string | null;
  /**
   * Row counts: every required SAP table as the manifest lists it ('BKPF', …) and every published
   * table for this system ('canon.invoices', 'pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution', …),
   * and what the mapping left out on purpose (MappingSummary: DocuWare's 'documents.rejected', …).
   */
  counts: Record<string, number>;
  /** checkOnly: what was checked — the manifest's format, erp and system, and each table file's records. */
  checked?: CheckedExtract;
}

/** An extract as check-extract reports it. */
export interface CheckedExtract {
  format: string;
  erp: string;
  system: string;
  /** Each table file the checks read (required ones, then the optional ones present), with its records. */
  files: { file: string; records: number }[];
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

async function checkOptions(options: IngestExtractOptions): Promise<void> {
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
  options: IngestExtractOptions,
  status: (s: IngestStatus, detail?: string) => void,
): Promise<IngestResult> {
  const { warehouse, systemId, commonCurrency } = options;
  await ensureWarehouseReady(warehouse);
  await checkOptions(options);
  const limits = options.limits ?? defaultExtractLimits;
  const source = await openExtractSource(options.source, {
    maxBytes: limits.maxUnpackedBytes,
    maxRatio: limits.maxZipRatio,
  });
  const staging = new StagingArea(warehouse, systemId);
  try {
    // 1. manifest and files: presence, sha256, record counts, CSV structure, required columns
    const problems = new ProblemList();
    const read = await readManifest(
      source.dir,
      problems,
      extractPipelines.map((p) => p.format),
    );
    problems.throwIfAny();
    const { manifest, format } = read!;
    checkSystemType(manifest, format, options.systemType, problems);
    checkSystemName(manifest, options.systemName, options.formerNames ?? [], problems);
    problems.throwIfAny();
    const pipeline = extractPipelines.find((p) => p.format === format)!;
    const checked = await traced('check files', () =>
      checkExtractFiles(source.dir, manifest, format, problems, limits.maxFieldBytes),
    );
    problems.throwIfAny();
    // 2. every table present (required, and optional ones the extract holds) into staging, then
    //    their values and keys, then their references
    const staged = new Map<string, StagedTable>();
    const { required, optional } = format.tables(manifest);
    for (const table of [...required, ...optional]) {
      const entry = checked.get(table.name);
      if (!entry) continue;
      await traced(`stage ${table.name}`, () => loadStagingTable(warehouse, staging, entry, problems));
      staged.set(table.name, { checked: entry, from: rawTable(staging, table.name) });
    }
    problems.throwIfAny();
    for (const [name, { checked: entry, from }] of staged)
      await traced(`check values ${name}`, () => checkTableValues(warehouse, entry, from, problems));
    problems.throwIfAny();
    // 3. the format's references and canonical mapping into staging (currency conversion problems
    //    are the last checks)
    const ctx: MappingContext = { warehouse, staging, systemId, commonCurrency, staged, problems };
    const summary = (await pipeline.map(ctx, manifest)) ?? undefined;
    problems.throwIfAny();
    // the raw tables and the mapping's work tables are done with: free their memory for the
    // findings and the publish, which read only the canonical rows (out_*)
    await staging.drop((name) => !name.startsWith('out_'));
    status('validated', summary?.detail);
    const manifestCounts = {
      ...Object.fromEntries(Object.entries(manifest.tables).map(([name, t]) => [name, t.rows])),
      ...summary?.counts,
    };
    const [range] = await warehouse.query({
      sql: `SELECT min(invoice_date) AS min_date, max(invoice_date) AS max_date FROM ${staging.table('out_invoices')}`,
      params: [],
    });
    const dates = {
      minDate: (range?.['min_date'] as string | null) ?? null,
      maxDate: (range?.['max_date'] as string | null) ?? null,
    };
    if (options.checkOnly) {
      const canonical: Record<string, number> = {};
      for (const table of canonicalTables.filter(
        (t) => !findingsTables.has(t.name) && t !== findingCasesTable,
      )) {
        const [row] = await warehouse.query({
          sql: `SELECT count(*) AS n FROM ${staging.table(`out_${table.name}`)}`,
          params: [],
        });
        canonical[`canon.${table.name}`] = Number(row?.['n'] ?? 0);
      }
      const files = [...required, ...optional]
        .map((table) => checked.get(table.name))
        .filter((entry) => entry !== undefined)
        .map((entry) => ({ file: entry.file, records: entry.scan.records }));
      return {
        ...dates,
        counts: { ...manifestCounts, ...canonical },
        checked: { format: format.name, erp: manifest.erp, system: manifest.system, files },
      };
    }
    // 4. findings, analyses and the atomic publish
    status('analysing');
    // the findings are computed in code while the publish writes everything that does not read them
    const findings = deriveFindings(ctx, {
      clientDomains: options.clientDomains ?? [],
      loginEvents: options.loginEvents ?? [],
      approvalLimits: options.approvalLimits ?? [],
    });
    findings.catch(() => undefined); // awaited by the publish, and below when the publish fails
    // the cases are the app store's: staged as they are, so the finding analyses need not wait for them
    const casesTable = staging.table(`out_${findingCasesTable.name}`);
    await warehouse.run(createTableSql(findingCasesTable, casesTable));
    await insertRows(
      warehouse,
      findingCasesTable,
      casesTable,
      systemId,
      findingCaseRows(options.findingCases ?? []),
    );
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
    return { ...dates, counts: { ...manifestCounts, ...published } };
  } finally {
    await staging.drop();
    await source.cleanup();
  }
}

/**
 * Refuses an extract whose format does not serve the system's type, or (for a format whose system
 * types are not interchangeable, as Oracle's releases) whose erp is another type.
 */
function checkSystemType(
  manifest: Manifest,
  format: ExtractFormat,
  systemType: string | undefined,
  problems: ProblemList,
): void {
  if (systemType === undefined) return;
  const serves = format.erps.includes(systemType) && (format.interchangeable || manifest.erp === systemType);
  if (serves) return;
  const takes = extractPipelines.find((p) => p.format.erps.includes(systemType))?.format.name;
  problems.add({
    file: 'manifest.json',
    line: null,
    field: 'erp',
    message: `the extract is of a ${manifest.erp} system (${format.name}); this system is of type ${systemType}, which ${
      takes ? `takes ${takes} extracts` : 'has no extract format yet'
    }`,
  });
}

/**
 * Refuses an extract whose manifest names another system than the one it is loaded into (another
 * client's, or another of the client's): it would replace that system's data. A name the system had
 * before it was renamed (`formerNames`, set by an administrator) is accepted.
 */
function checkSystemName(
  manifest: Manifest,
  systemName: string | undefined,
  formerNames: readonly string[],
  problems: ProblemList,
): void {
  if (systemName === undefined) return;
  if (manifest.system === systemName || formerNames.includes(manifest.system)) return;
  problems.add({
    file: 'manifest.json',
    line: null,
    field: 'system',
    message:
      `the extract is of the system ${JSON.stringify(manifest.system)}, not of ${JSON.stringify(systemName)}: ` +
      `load it into its own system; or, if ${JSON.stringify(systemName)} was renamed from ${JSON.stringify(manifest.system)}, ` +
      `an administrator records that first (npm run cli -- admin system-renamed ${JSON.stringify(systemName)} --from ${JSON.stringify(manifest.system)}; ` +
      `check-extract: --renamed-from)`,
  });
}

/**
 * Ingests an extract (ARCHITECTURE §5, EXTRACT-FORMATS.md) for one system: checks the manifest and every required
 * file (presence, sha256, record count, CSV structure), loads the slice tables into staging, checks
 * columns, values, keys and references, maps them into the canonical model with the common-currency
 * conversion, computes the analyses and publishes everything in one transaction. On any problem it
 * throws `DomainError('ingest_failed', summary, { problems })` (any other failure:
 * `IngestInternalError`, its cause kept for the log) and publishes nothing: the system's
 * previously published data stays exactly as it was. Reports received → validated → analysing →
 * complete, or failed with the error's summary.
 */
export async function ingestExtract(options: IngestExtractOptions): Promise<IngestResult> {
  const status = (s: IngestStatus, detail?: string, failure?: Error): void => {
    try {
      options.onStatus?.(s, detail, failure);
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
    status('failed', reported.message, reported);
    throw reported;
  }
}

/** The ingest under its first name, from when SAP was the only format. */
export const ingestSapExtract = ingestExtract;
export type IngestSapExtractOptions = IngestExtractOptions;
