import { DomainError } from '@spendlens/domain';
import {
  IngestInternalError,
  ingestExtract,
  republishCodeTable,
  type IngestResult,
  type IngestStatus,
  republishFindingCases,
  republishApprovalLimits,
  republishLoginEvents,
  type ExtractLimits,
  type LoginEvent,
} from '@spendlens/pipeline';
import {
  markMirrorPending,
  mirrorSystem,
  systemMembersTable,
  type DuckDbExecutor,
  type PostgresExecutor,
} from '@spendlens/warehouse';
import type { AppStore } from '../app-store/open-app-store';
import type { InternalErrorLog } from './internal-error-log';
import { findingCaseRows } from './cases/case-rows';
import { reconcileFindings, type PublishedFinding } from './cases/finding-reconcile';
import { systemApprovalLimits } from './approval-limit-service';

/** Called with each stage of one ingest as the extraction log records it. */
export type IngestStatusListener = (status: IngestStatus, detail?: string) => void;

export interface IngestService {
  /**
   * Ingests an extract (folder or .zip) into a system and publishes it; the extraction log follows
   * each stage. A problem of the extract is a DomainError; any other failure, wherever it happens, an
   * IngestInternalError whose one sentence (with its reference) is also the log's 'failed' row.
   */
  ingest(
    systemId: number,
    source: string,
    options?: {
      onStatus?: IngestStatusListener;
      /**
       * false: the client's multi-systems are not republished after this ingest (the demo start
       * ingests several members in a row and publishes them once at the end).
       */
      publishMultiSystems?: boolean;
    },
  ): Promise<IngestResult>;
  /**
   * Marks every ingest that a previous process left unfinished (last status neither complete, failed
   * nor interrupted) as 'interrupted'. Called once on start, before any ingest of this process.
   */
  markInterrupted(): Promise<number>;
  /**
   * Publishes the sign-ins of every client of user `uid` to the Login Log of the client's systems
   * (spec 03 §2.9), so that the log shows a sign-in as it happens. Queued behind any ingest, so that
   * neither overwrites the other's rows; requests for a client already waiting are one publish.
   */
  publishSignIns(uid: string): Promise<void>;
  /**
   * Publishes the cross-system pages of every multi-system of the client (its members: the client's
   * other systems) from the members' published data, behind the ingests queued before. Every ingest
   * of a member does it too.
   */
  publishMultiSystems(clientId: number): Promise<void>;
  /**
   * Publishes the system's cases (the app store's) to the warehouse, behind the ingests queued
   * before: the finding rows show them and the exceptions leave out the closed ones (docs/cases.md).
   */
  publishFindingCases(systemId: number): Promise<void>;
  /**
   * Publishes the system's approval limits (the app store's) to canon.approval_limits and the
   * analyses reading them (the split-invoices red flag), behind the ingests queued before.
   */
  publishApprovalLimits(systemId: number): Promise<void>;
  /** Resolves once every sign-in publish asked so far has ended (a failed one too). */
  signInsSettled(): Promise<void>;
  /** Starts no more sign-in publishes and waits for the one running, if any (the server is closing). */
  stopSignIns(): Promise<void>;
}

const finalStatuses = ['complete', 'failed', 'interrupted'];

/** Problems of a refused extract kept in its extraction-log row at most. */
const problemsKept = 100;

/** The reason of a failed ingest as its extraction-log row keeps it: the problems, or the reference. */
function failureColumns(failure: Error | undefined): { problems: string | null; reference: string | null } {
  if (failure instanceof IngestInternalError) return { problems: null, reference: failure.correlationId };
  const problems = (failure instanceof DomainError ? failure.details : undefined) as
    { problems?: unknown } | undefined;
  return {
    problems: Array.isArray(problems?.problems)
      ? JSON.stringify(problems.problems.slice(0, problemsKept))
      : null,
    reference: null,
  };
}

/**
 * The sign-ins (login log rows) of the users of a client, for its systems' Login Log page, newest
 * last. Sign-ins of unknown user ids (failed attempts naming no user of the client) are not the
 * client's and are left out.
 */
export async function clientLoginEvents(store: AppStore, clientId: number): Promise<LoginEvent[]> {
  const rows = await store
    .selectFrom('login_log as l')
    .innerJoin('users as u', 'u.uid', 'l.uid')
    .innerJoin('user_clients as uc', 'uc.user_id', 'u.id')
    .select(['l.ts', 'l.status', 'l.uid'])
    .where('uc.client_id', '=', clientId)
    .orderBy('l.ts')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ ts: new Date(r.ts), status: r.status, uid: r.uid }));
}

/**
 * The client's own e-mail domains, for the vendor e-mail check (a vendor address in one of them is a
 * finding): the domains of the sign-in e-mails of the client's users who belong to no other client
 * (users of several clients, such as the provider's staff, say nothing about a client's domain).
 */
export async function clientEmailDomains(store: AppStore, clientId: number): Promise<string[]> {
  const rows = await store
    .selectFrom('user_clients as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .select(['u.uid'])
    .where('uc.client_id', '=', clientId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_clients as other')
            .select('other.user_id')
            .whereRef('other.user_id', '=', 'uc.user_id')
            .where('other.client_id', '<>', clientId),
        ),
      ),
    )
    .execute();
  const domains = rows
    .map((r) => r.uid.split('@')[1]?.trim().toLowerCase() ?? '')
    .filter((d) => d.length > 0);
  return [...new Set(domains)].sort();
}

/**
 * One ingest at a time per process: DuckDB admits one writer, and a publish replaces a system's rows
 * in one transaction. The system registry (dates) is updated once the publish has committed.
 */
export function createIngestService(deps: {
  store: AppStore;
  warehouse: DuckDbExecutor;
  clock: () => Date;
  /**
   * What an extract may unpack to and hold (config.extractLimits; default the pipeline's): a zip
   * crossing a limit stops unpacking at once, so a refused extract holds the ingest slot only as
   * long as refusing it takes.
   */
  limits?: ExtractLimits;
  /**
   * The PostgreSQL analytics store data calls read (ANALYTICS_URL): each publish is copied there
   * before the ingest counts as complete; `tempDir` holds the CSV files of the copy.
   */
  mirror?: { target: PostgresExecutor; tempDir: string };
  /** Told after every publish (the data calls' cache is emptied). */
  onPublished?: (systemId: number) => void;
  /** Told after the sign-ins of a system were published, with the tables written ('pub.<name>'). */
  onSignInsPublished?: (systemId: number, tables: readonly string[]) => void;
  /** Told after a system's cases were published between ingests, with the tables written. */
  onCasesPublished?: (systemId: number, tables: readonly string[]) => void;
  /**
   * Told after a publish (once readable, caches emptied) of the findings it published for the first
   * time (the alerts); its failure does not fail the ingest (it reports its own).
   */
  onNewFindings?: (systemId: number, fresh: readonly PublishedFinding[]) => Promise<void>;
  /** Where each internal failure of an ingest is kept under its reference (with its cause). */
  internalErrors?: InternalErrorLog;
}): IngestService {
  const {
    store,
    warehouse,
    clock,
    limits,
    mirror,
    onPublished,
    onSignInsPublished,
    onCasesPublished,
    onNewFindings,
    internalErrors,
  } = deps;
  let queue: Promise<unknown> = Promise.resolve();

  async function run(
    systemId: number,
    source: string,
    listener: IngestStatusListener | undefined,
    publishMultiSystems = true,
  ): Promise<IngestResult> {
    const system = await store
      .selectFrom('systems')
      .selectAll()
      .where('id', '=', systemId)
      .executeTakeFirst();
    if (!system) throw new DomainError('not_found', `Unknown system: ${systemId}`);
    if (system.multi_system)
      throw new DomainError(
        'bad_request',
        `${system.name} is a multi-system: it combines the client's other systems and takes no extract of its own`,
      );
    // log rows are written in order on the store's one connection; a row is awaited at the end
    let writes: Promise<unknown> = Promise.resolve();
    const record = (status: IngestStatus, detail?: string, failure?: Error) => {
      const row = {
        system_id: systemId,
        created: clock(),
        status,
        detail: detail?.slice(0, 4000) ?? null,
        ...failureColumns(failure),
      };
      writes = writes
        .then(() => store.insertInto('extract_log').values(row).execute())
        .catch(() => undefined);
      listener?.(status, detail);
    };
    // with a mirror, 'complete' waits until the published rows have reached PostgreSQL too
    const onStatus = (status: IngestStatus, detail?: string, failure?: Error) => {
      if (!(mirror && status === 'complete')) record(status, detail, failure);
    };
    const keep = (failure: IngestInternalError) =>
      internalErrors?.record({
        reference: failure.correlationId,
        context: `ingest into system ${system.name} (id ${systemId})`,
        message: failure.message,
        cause: failure.cause,
      });
    // set once DuckDB's publish has committed: a later failure must not say that nothing was published
    let published = false;
    try {
      // from here until the copy has committed the system is marked pending: a crash, or a failure
      // after DuckDB's publish committed, leaves it to be copied again at the next start (a failed
      // ingest published nothing, and that copy then finds nothing new)
      if (mirror) await markMirrorPending(mirror.target, systemId, true);
      const clientDomains = await clientEmailDomains(store, system.client_id);
      const loginEvents = await clientLoginEvents(store, system.client_id);
      const findingCases = await findingCaseRows(store, systemId);
      const approvalLimits = await systemApprovalLimits(store, systemId);
      const result = await ingestExtract({
        warehouse,
        systemId,
        systemType: system.type,
        // an extract naming another system is refused (it would replace this one's data)
        systemName: system.name,
        formerNames: system.former_names,
        source,
        limits,
        commonCurrency: system.currency,
        clientDomains,
        loginEvents,
        findingCases,
        approvalLimits,
        onStatus,
      });
      published = true;
      let fresh: readonly PublishedFinding[] = [];
      try {
        const reconciled = await reconcileFindings({ store, warehouse, systemId, clock });
        fresh = reconciled.fresh;
        if (reconciled.reopened > 0)
          await republishFindingCases(warehouse, systemId, await findingCaseRows(store, systemId));
      } catch (error) {
        onPublished?.(systemId);
        const failure = new IngestInternalError(
          error,
          (reference) =>
            `The extract was published, but checking its findings against their cases failed (reference ${reference}); a dismissed finding whose evidence changed may show as dismissed until the next ingest.`,
        );
        record('failed', failure.message, failure);
        throw failure;
      }
      if (mirror) {
        try {
          await mirrorSystem(warehouse, mirror.target, systemId, { tempDir: mirror.tempDir });
        } catch (error) {
          onPublished?.(systemId);
          const failure = new IngestInternalError(
            error,
            (reference) =>
              `The extract was analysed, but copying it to the PostgreSQL analytics store failed (reference ${reference}); it is copied again at the next start.`,
          );
          record('failed', failure.message, failure);
          throw failure;
        }
      }
      await store
        .updateTable('systems')
        .set({
          last_analysis_date: clock().toISOString().slice(0, 10),
          min_date: result.minDate,
          max_date: result.maxDate,
        })
        .where('id', '=', systemId)
        .execute();
      onPublished?.(systemId);
      if (onNewFindings && fresh.length > 0) await onNewFindings(systemId, fresh);
      try {
        if (publishMultiSystems) await writeMultiSystems(system.client_id);
      } catch (error) {
        const failure = new IngestInternalError(
          error,
          (reference) =>
            `The extract was published, but recomputing the cross-system pages of the client's multi-systems failed (reference ${reference}); they are recomputed at the next ingest.`,
        );
        record('failed', failure.message, failure);
        throw failure;
      }
      if (mirror) record('complete');
      return result;
    } catch (error) {
      // told already: a problem of the extract, or a failure the ingest or the copy reported
      if (error instanceof IngestInternalError) await keep(error);
      if (error instanceof DomainError || error instanceof IngestInternalError) throw error;
      if (published) {
        try {
          onPublished?.(systemId);
        } catch {
          // the failure below is what the caller is told
        }
      }
      const failure = published
        ? new IngestInternalError(
            error,
            (reference) =>
              `The extract was published, but recording the system's analysis dates failed with an internal error (reference ${reference}).`,
          )
        : new IngestInternalError(error);
      record('failed', failure.message, failure);
      await keep(failure);
      throw failure;
    } finally {
      await writes;
    }
  }

  /**
   * Every multi-system of the client: its members (the client's other systems) written to
   * canon.system_members and the cross-system analyses recomputed from them in one transaction,
   * copied to PostgreSQL with a mirror; its dates span its members'.
   */
  async function writeMultiSystems(clientId: number): Promise<void> {
    const systems = await store
      .selectFrom('systems')
      .selectAll()
      .where('client_id', '=', clientId)
      .orderBy('id')
      .execute();
    const members = systems.filter((s) => !s.multi_system);
    const dates = (pick: (s: (typeof members)[number]) => string | null) =>
      members
        .map(pick)
        .filter((d): d is string => d !== null)
        .sort();
    for (const multi of systems.filter((s) => s.multi_system)) {
      const rows = members.map((m) => ({ member_system_id: m.id, member_name: m.name, member_type: m.type }));
      const written = await republishCodeTable(warehouse, multi.id, systemMembersTable.name, rows);
      await mirrorWritten(multi.id, written);
      await store
        .updateTable('systems')
        .set({
          last_analysis_date: clock().toISOString().slice(0, 10),
          min_date: dates((s) => s.min_date)[0] ?? null,
          max_date: dates((s) => s.max_date).at(-1) ?? null,
        })
        .where('id', '=', multi.id)
        .execute();
      onPublished?.(multi.id);
    }
  }

  /** Runs `work` behind every ingest and publish queued before (DuckDB admits one writer). */
  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  }

  /** Copies the tables a publish between ingests wrote to PostgreSQL, with a mirror. */
  async function mirrorWritten(systemId: number, written: readonly string[]): Promise<void> {
    if (mirror)
      await mirrorSystem(warehouse, mirror.target, systemId, { tempDir: mirror.tempDir, only: [...written] });
  }

  /** The clients whose sign-ins wait to be published, with the publish that will do it. */
  const signInsWaiting = new Map<number, Promise<void>>();
  let signInsStopped = false;
  let signInsRunning: Promise<void> = Promise.resolve();
  /** Every sign-in publish asked and not yet ended. */
  const signInPublishes = new Set<Promise<void>>();

  function publishClientSignIns(clientId: number): Promise<void> {
    signInsWaiting.delete(clientId);
    if (signInsStopped) return Promise.resolve();
    const running = writeClientSignIns(clientId);
    signInsRunning = running.catch(() => undefined);
    return running;
  }

  async function writeClientSignIns(clientId: number): Promise<void> {
    const systems = await store
      .selectFrom('systems')
      .select('id')
      .where('client_id', '=', clientId)
      .execute();
    if (systems.length === 0) return;
    const events = await clientLoginEvents(store, clientId);
    for (const { id } of systems) {
      const written = await republishLoginEvents(warehouse, id, events);
      await mirrorWritten(id, written);
      onSignInsPublished?.(id, written);
    }
  }

  /** Publishes the sign-ins of every client of `uid`, behind the ingests queued before. */
  async function publishUserSignIns(uid: string): Promise<void> {
    const clients = await store
      .selectFrom('user_clients as uc')
      .innerJoin('users as u', 'u.id', 'uc.user_id')
      .select('uc.client_id')
      .where('u.uid', '=', uid)
      .execute();
    await Promise.all(
      clients.map(({ client_id: clientId }) => {
        const waiting = signInsWaiting.get(clientId);
        if (waiting) return waiting;
        const next = enqueue(() => publishClientSignIns(clientId));
        signInsWaiting.set(clientId, next);
        return next;
      }),
    );
  }

  return {
    ingest(systemId, source, options = {}) {
      return enqueue(() => run(systemId, source, options.onStatus, options.publishMultiSystems));
    },

    publishMultiSystems(clientId) {
      return enqueue(() => writeMultiSystems(clientId));
    },

    publishFindingCases(systemId) {
      return enqueue(async () => {
        const written = await republishFindingCases(
          warehouse,
          systemId,
          await findingCaseRows(store, systemId),
        );
        await mirrorWritten(systemId, written);
        onCasesPublished?.(systemId, written);
      });
    },

    publishApprovalLimits(systemId) {
      return enqueue(async () => {
        const written = await republishApprovalLimits(
          warehouse,
          systemId,
          await systemApprovalLimits(store, systemId),
        );
        await mirrorWritten(systemId, written);
        onPublished?.(systemId);
      });
    },

    publishSignIns(uid) {
      const publish = publishUserSignIns(uid);
      signInPublishes.add(publish);
      void publish.catch(() => undefined).finally(() => signInPublishes.delete(publish));
      return publish;
    },

    async signInsSettled() {
      await Promise.allSettled([...signInPublishes]);
    },

    async stopSignIns() {
      signInsStopped = true;
      await signInsRunning;
    },

    async markInterrupted() {
      const latest = await store
        .selectFrom('extract_log')
        .select(['system_id', 'status'])
        .distinctOn('system_id')
        .orderBy('system_id')
        .orderBy('id', 'desc')
        .execute();
      const unfinished = latest.filter((row) => !finalStatuses.includes(row.status));
      for (const row of unfinished) {
        await store
          .insertInto('extract_log')
          .values({
            system_id: row.system_id,
            created: clock(),
            status: 'interrupted',
            detail: `The server stopped while the ingest was ${row.status}; nothing of it was published.`,
          })
          .execute();
      }
      return unfinished.length;
    },
  };
}
