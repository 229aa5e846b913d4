import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DuckDbExecutor,
  ensureWarehouseSchema,
  markMirrorPending,
  PostgresExecutor,
  syncMirror,
} from '@spendlens/warehouse';
import { republishAnalyses } from '@spendlens/pipeline';
import type { FastifyInstance } from 'fastify';
import { openAppStore, type AppStore } from './app-store/open-app-store';
import type { Config } from './config';
import { buildApp } from './http/app';
import type { AppServices } from './http/services';
import { createAuthService } from './services/auth-service';
import { ensureDemo } from './services/demo-service';
import { createCompanyCodeService } from './services/display-config-service';
import { newHandoffToken, removeHandoffFile, writeHandoffFile } from './handoff/handoff-file';
import { createExtractUploadService } from './services/extract-upload-service';
import { createIngestService, type IngestService } from './services/ingest-service';
import { createInternalErrorLog } from './services/internal-error-log';
import { createSessionService } from './services/session-service';
import { createSummaryService } from './services/summary-service';
import { createTenancyService } from './services/tenancy-service';
import { createCachingExecutor } from './services/query-cache';
import { createTopRowsPages } from './services/top-rows-pages';
import { createWholeResultPages } from './services/whole-result-pages';
import { createHpqService } from './services/hpq-service';
import { createVendorSearchService } from './services/vendor-search-service';
import { createVendorProfileService } from './services/vendor-profile-service';
import { createCompanyCodeProfileService } from './services/company-code-profile-service';
import { createAnalysisRowsService } from './services/analysis-rows-service';
import { createDashboardService } from './services/dashboard-service';
import { createDashboardWidgetService } from './services/dashboard-widgets/dashboard-widget-service';
import { createChartService } from './services/chart-service';
import { createKpiUsersService } from './services/kpi-users-service';
import { createAccountServices } from './services/account-services';
import { createRateLimiter } from './security/rate-limiter';
import { createAlertService, type AlertService } from './services/cases/alert-service';
import { createCaseService } from './services/cases/case-service';
import { createStatementFiles } from './services/statements/statement-files';
import { createStatementService } from './services/statements/statement-service';
import { createTranslationServices } from './services/translation-services';
import { createVatCheckServices } from './services/vat-check/vat-check-services';
import { createApprovalLimitService } from './services/approval-limit-service';

export interface RunningServer {
  app: FastifyInstance;
  /** http://host:port once listening. */
  url: string;
  store: AppStore;
  warehouse: DuckDbExecutor;
  /** The PostgreSQL analytics store data calls read (ANALYTICS_URL), or null when they read `warehouse`. */
  analytics: PostgresExecutor | null;
  ingest: IngestService;
  /** Empties the data calls' result cache and stops their background reads (as every publish does). */
  clearResultCache(): void;
  /** Resolves once the data calls' background reads queued so far (the top rows of big results) have ended. */
  backgroundReadsSettled(): Promise<void>;
  /**
   * Reads the user's sessions and grants from the app store again at their next use: to be called by
   * whatever changes a user's password, roles, state or grants in this process (changes made
   * elsewhere are seen within AUTH_CACHE_SECONDS).
   */
  forgetAccess(userId: number): void;
  close(): Promise<void>;
}

/** The composition root: opens the stores, wires the services, creates the demo, listens. */
export async function startServer(
  config: Config,
  options: {
    clock?: () => Date;
    log?: (m: string) => void;
    /** Where the request and error log goes (standard output when not given; tests read it). */
    logStream?: NodeJS.WritableStream;
    /** Settles once the web app's files are there (`npm start` builds them beside the demo's seeding). */
    webReady?: Promise<void>;
  } = {},
): Promise<RunningServer> {
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? ((m: string) => console.log(m));
  await fs.mkdir(config.dataDir, { recursive: true });
  const store = await openAppStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const warehouse = await DuckDbExecutor.open(path.join(config.dataDir, 'analytics.duckdb'), {
    memoryLimit: config.duckdbMemoryLimit,
    ...(config.duckdbThreads ? { threads: config.duckdbThreads } : {}),
    tempDirectory: path.join(config.dataDir, 'duckdb-tmp'),
  });
  let analytics: PostgresExecutor | null = null;
  try {
    const schemaChanges = await ensureWarehouseSchema(warehouse);
    const republished: number[] = [];
    if (schemaChanges.createdPublishedTables.length > 0) {
      const systems = await warehouse.query({
        sql: 'SELECT DISTINCT system_id FROM canon.company_codes ORDER BY 1',
        params: [],
      });
      for (const row of systems) {
        log(
          `Recomputing the analyses of system ${String(row['system_id'])} (new or changed analyses in this release)`,
        );
        await republishAnalyses(warehouse, Number(row['system_id']));
        republished.push(Number(row['system_id']));
      }
    }
    const tempDir = path.join(config.dataDir, 'duckdb-tmp');
    if (config.analyticsUrl) {
      // data calls read PostgreSQL: bring its copy of every system up to the warehouse first
      analytics = await PostgresExecutor.open(config.analyticsUrl, {
        statementTimeoutMs: config.queryTimeoutMs,
      });
      for (const systemId of republished) await markMirrorPending(analytics, systemId, true);
      await syncMirror(warehouse, analytics, { tempDir, log });
    }
    const sessions = createSessionService({
      store,
      absoluteLifetimeMs: config.session.absoluteLifetimeMs,
      secret: config.secret,
      cacheMs: config.authCacheMs,
    });
    const tenancy = createTenancyService({ store, cacheMs: config.authCacheMs, clock });
    // data calls: stopped after the configured time and cached until the next publish; ingests use
    // `warehouse` itself
    const reads = createCachingExecutor(analytics ?? warehouse.withQueryTimeout(config.queryTimeoutMs), {
      maxRowsPerEntry: config.queryCacheRows,
    });
    // a big result's first rows in every sort order, read after its first page and cached in `reads`
    // a small result is read whole once (and cached), then sorted and paged in memory
    const wholeResults = createWholeResultPages({ warehouse: reads, maxRows: config.queryCacheRows });
    // after a first answer, the rest of its result: whole when small, else its first rows in every
    // sort order, cached in `reads`
    const topRows = createTopRowsPages({
      warehouse: reads,
      maxRows: config.queryCacheRows,
      maxRowsPerOrder: config.queryTopRows,
      wholeStatementOf: (data) => wholeResults.wholeStatementOf(data),
    });
    const clearReads = () => {
      topRows.clear();
      reads.clear();
    };
    // the alert digests after each publish: set once the summary service they read through exists
    // (no ingest runs before)
    const wired: { alerts?: AlertService } = {};
    const internalErrors = createInternalErrorLog({
      store,
      clock,
      onStoreFailure: (reference, error) =>
        log(`Keeping internal error ${reference} in the app store failed: ${String(error)}`),
    });
    const ingest = createIngestService({
      store,
      warehouse,
      clock,
      limits: config.extractLimits,
      internalErrors,
      ...(analytics ? { mirror: { target: analytics, tempDir } } : {}),
      // new data, and new dates on the system's row
      onPublished: () => {
        clearReads();
        tenancy.forgetAll();
      },
      // a sign-in changes the Login Log's tables only: the other answers stay cached
      onSignInsPublished: (_systemId, tables) => {
        const names = tables.map((t) => t.slice(t.indexOf('.') + 1));
        reads.forget((sql) => names.some((name) => sql.includes(name)));
      },
      onNewFindings: async (systemId, fresh) => {
        await wired.alerts?.sendDigests(systemId, fresh).catch((error: unknown) => {
          log(`Sending the alert digests of system ${systemId} failed: ${String(error)}`);
        });
      },
      // a case changes the finding tables and what reads them (the exceptions, the rankings)
      onCasesPublished: (_systemId, tables) => {
        const names = tables.map((t) => t.slice(t.indexOf('.') + 1));
        topRows.clear();
        reads.forget((sql) => names.some((name) => sql.includes(name)));
      },
    });
    await ingest.markInterrupted();
    await catchUpMultiSystems(store, warehouse, ingest, schemaChanges.createdPublishedTables.length > 0);
    // no ingest runs yet: whatever is left under uploads was an interrupted upload's
    const uploadDir = path.join(config.dataDir, 'extracts', 'uploads');
    await fs.rm(uploadDir, { recursive: true, force: true });
    const handoff = { token: newHandoffToken() };
    const statementFiles = createStatementFiles({
      dir: path.join(config.dataDir, 'statements'),
      maxBytes: config.statementMaxBytes,
    });
    // no upload runs yet: whatever is left under incoming was an interrupted upload's
    await statementFiles.clearIncoming();
    const statements = createStatementService({
      store,
      warehouse: reads,
      tenancy,
      files: statementFiles,
      clock,
    });
    const summary = createSummaryService({
      warehouse: reads,
      tenancy,
      maxRows: config.maxQueryRows,
      wholeResults,
      // a sort change of a bigger result: cut from the top rows of its order, once they are read
      topRows,
      // include_supplier_statements: read from the app store at each call, after the (cached) page
      statements,
    });

    const { mailer, ...accountParts } = await createAccountServices({
      config: config.accounts,
      secret: config.secret,
      dataDir: config.dataDir,
      store,
      sessions,
      defaultTtlSeconds: config.session.defaultTtlSeconds,
      limits: config.limits,
      log,
    });
    const alerts = createAlertService({
      store,
      tenancy,
      summary,
      mailer,
      publicUrl: config.accounts.publicUrl,
      clock,
      log,
    });
    wired.alerts = alerts;
    const services: AppServices = {
      store,
      sessions,
      auth: createAuthService({
        store,
        sessions,
        limits: {
          loginFailuresPerMinute: config.limits.loginFailuresPerMinute,
          lockoutMs: config.limits.lockoutMs,
        },
        // the Login Log shows a sign-in as it happens; its publish never fails the sign-in
        onLogged: (uid) => {
          ingest.publishSignIns(uid).catch((error: unknown) => {
            log(`Publishing the sign-ins of ${uid} to the Login Log failed: ${String(error)}`);
          });
        },
      }),
      tenancy,
      summary,
      hpq: createHpqService({ warehouse: reads, tenancy, maxRows: config.maxQueryRows }),
      vendorSearch: createVendorSearchService({ warehouse: reads, tenancy }),
      vendorProfile: createVendorProfileService({ warehouse: reads, tenancy }),
      companyCodeProfile: createCompanyCodeProfileService({ warehouse: reads, tenancy }),
      analysisRows: createAnalysisRowsService({ summary }),
      dashboard: createDashboardService({ summary, tenancy }),
      dashboardWidgets: createDashboardWidgetService({ summary }),
      charts: createChartService({ summary }),
      kpiUsers: createKpiUsersService({ summary }),
      companyCodes: createCompanyCodeService({ warehouse: reads }),
      extracts: createExtractUploadService({ ingest, uploadDir, maxBytes: config.extractMaxBytes }),
      handoff,
      clock,
      statements,
      ...accountParts,
      translation: createTranslationServices(config.translation, log),
      vatCheck: createVatCheckServices(config.vatCheck, store, log),
      cases: createCaseService({
        store,
        warehouse: reads,
        summary,
        tenancy,
        clock,
        publishCases: (systemId) => ingest.publishFindingCases(systemId),
      }),
      alerts,
      approvalLimits: createApprovalLimitService({
        store,
        companyCodes: createCompanyCodeService({ warehouse: reads }),
        ingest,
        clock,
      }),
      limits: {
        publicPerAddress: createRateLimiter({ limit: config.limits.publicCallsPerMinute, windowMs: 60_000 }),
        perSession: createRateLimiter({ limit: config.limits.sessionCallsPerMinute, windowMs: 60_000 }),
      },
      internalErrors,
    };
    if (config.demo.enabled) {
      await ensureDemo({
        store,
        ingest,
        dataDir: config.dataDir,
        invoiceLines: config.demo.invoiceLines,
        oracleInvoiceLines: config.demo.oracleInvoiceLines,
        jdeInvoiceLines: config.demo.jdeInvoiceLines,
        netsuiteInvoiceLines: config.demo.netsuiteInvoiceLines,
        docuwareInvoiceLines: config.demo.docuwareInvoiceLines,
        seed: config.demo.seed,
        ttlSeconds: config.session.defaultTtlSeconds,
        log,
      });
    }
    await options.webReady;
    const app = await buildApp(services, {
      logLevel: config.logLevel,
      webDist: config.webDist,
      trustProxy: config.trustProxy,
      logStream: options.logStream,
    });
    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    await writeHandoffFile(config.dataDir, { url, token: handoff.token, pid: process.pid });
    return {
      app,
      url,
      store,
      warehouse,
      analytics,
      ingest,
      clearResultCache: clearReads,
      backgroundReadsSettled: () => topRows.settled(),
      forgetAccess(userId) {
        sessions.forgetUser(userId);
        tenancy.forgetUser(userId);
      },
      async close() {
        await removeHandoffFile(config.dataDir, handoff.token);
        await app.close();
        await ingest.stopSignIns();
        // no background read may outlive the engines
        topRows.clear();
        await topRows.settled();
        await analytics?.close();
        await warehouse.close();
        await store.destroy();
      },
    };
  } catch (error) {
    await analytics?.close().catch(() => undefined);
    await warehouse.close().catch(() => undefined);
    await store.destroy().catch(() => undefined);
    throw error;
  }
}

/**
 * Publishes the cross-system pages of the multi-systems that need it at start: those whose members
 * changed since their last publish (a system added with `npm run cli -- admin create-system`, or a
 * multi-system never published) or, when this release changed analyses, all of them.
 */
async function catchUpMultiSystems(
  store: AppStore,
  warehouse: DuckDbExecutor,
  ingest: IngestService,
  analysesChanged: boolean,
): Promise<void> {
  const systems = await store.selectFrom('systems').select(['id', 'client_id', 'multi_system']).execute();
  const clients = new Set<number>();
  for (const multi of systems.filter((s) => s.multi_system)) {
    const members = systems.filter((s) => s.client_id === multi.client_id && !s.multi_system).length;
    const [row] = await warehouse.query({
      sql: 'SELECT count(*) AS n FROM canon.system_members WHERE system_id = $1',
      params: [multi.id],
    });
    if (analysesChanged || Number(row?.['n'] ?? 0) !== members) clients.add(multi.client_id);
  }
  for (const clientId of clients) await ingest.publishMultiSystems(clientId);
}
