import {
  closedCaseStatuses,
  DomainError,
  type CaseChange,
  type CaseListQuery,
  type CaseStatus,
  type CaseUpdate,
  type FindingCase,
} from '@spendlens/domain';
import {
  findingAnalysisOf,
  publishedTableName,
  quoteIdentifier,
  type AnalysisDefinition,
  type Executor,
} from '@spendlens/warehouse';
import type { AppStore } from '../../app-store/open-app-store';
import type { SessionUser } from '../session-service';
import type { SummaryService } from '../summary-service';
import type { TenancyService } from '../tenancy-service';
import { visibleFindingKeys } from './visible-findings';

export interface CaseService {
  /** GET cases/:system: the system's cases the user may see (their finding's rows), newest change first. */
  list(user: SessionUser, systemId: number, query: CaseListQuery): Promise<FindingCase[]>;
  /** PUT cases/:system/:finding_key: changes the case (made on the first change), logged. */
  update(user: SessionUser, systemId: number, findingKey: string, body: CaseUpdate): Promise<FindingCase>;
  /** GET cases/:system/:finding_key/history: every change, oldest first. */
  history(user: SessionUser, systemId: number, findingKey: string): Promise<CaseChange[]>;
  /** GET cases/:system/:finding_key: the finding's case (open without one). */
  get(user: SessionUser, systemId: number, findingKey: string): Promise<FindingCase>;
  /** GET case_assignees/:system: the users of the client who may see the system (uid and name). */
  assignees(user: SessionUser, systemId: number): Promise<{ uid: string; name: string }[]>;
  /** GET my_cases: the user's open and investigating cases in every system of the client. */
  mine(user: SessionUser): Promise<(FindingCase & { system_name: string })[]>;
}

const noFinding = (key: string) =>
  new DomainError('not_found', `No finding ${key} in this system that you may see`);

type CaseRow = {
  finding_key: string;
  kind: string;
  analysis: string;
  label: string;
  status: string;
  assignee_uid: string | null;
  amount_recovered: number | null;
  updated_at: Date | string;
  updated_by_uid: string | null;
};

/**
 * Cases of findings (docs/cases.md). A case is seen and changed only by a user who may see its
 * finding's rows: every check reads those rows through POST /summary's scope (grant, company codes,
 * account groups). A change is written with its history in one transaction, then the system's cases
 * are published to the warehouse (the rows show them, the exceptions leave closed ones out).
 */
export function createCaseService(deps: {
  store: AppStore;
  /** The warehouse as the data calls read it. */
  warehouse: Executor;
  summary: SummaryService;
  tenancy: TenancyService;
  clock: () => Date;
  /** Publishes a system's cases to the warehouse (queued behind ingests) and empties the caches. */
  publishCases: (systemId: number) => Promise<void>;
}): CaseService {
  const { store, warehouse, summary, tenancy, clock } = deps;
  const today = () => clock().toISOString().slice(0, 10);

  /** Which of `keys` (all of `def`) the user may see rows of. */
  const visibleKeys = (
    user: SessionUser,
    systemId: number,
    def: AnalysisDefinition,
    keys: readonly string[],
  ) => visibleFindingKeys(summary, user, { systemId, def, today: today() }, keys);

  /** Which of `keys` (all of `def`) are published at all. */
  async function publishedKeys(
    systemId: number,
    def: AnalysisDefinition,
    keys: readonly string[],
  ): Promise<Set<string>> {
    const found = new Set<string>();
    for (let start = 0; start < keys.length; start += 500) {
      const chunk = keys.slice(start, start + 500);
      const rows = await warehouse.query({
        sql: `SELECT DISTINCT finding_key FROM pub.${quoteIdentifier(publishedTableName(def))}
              WHERE system_id = $1 AND finding_key IN (${chunk.map((_, i) => `$${i + 2}`).join(', ')})`,
        params: [systemId, ...chunk],
      });
      for (const r of rows) found.add(String(r['finding_key']));
    }
    return found;
  }

  /** The analysis of a key the user may see in the system; not_found otherwise. */
  async function visibleFinding(
    user: SessionUser,
    systemId: number,
    key: string,
  ): Promise<AnalysisDefinition> {
    await tenancy.grantFor(user, systemId);
    const def = findingAnalysisOf(key);
    if (!def || !(await visibleKeys(user, systemId, def, [key])).has(key)) throw noFinding(key);
    return def;
  }

  function caseRows(systemId: number) {
    return store
      .selectFrom('finding_cases as c')
      .leftJoin('users as a', 'a.id', 'c.assignee')
      .leftJoin('users as b', 'b.id', 'c.updated_by')
      .select([
        'c.finding_key',
        'c.kind',
        'c.analysis',
        'c.label',
        'c.status',
        'a.uid as assignee_uid',
        'c.amount_recovered',
        'c.updated_at',
        'b.uid as updated_by_uid',
      ])
      .where('c.system_id', '=', systemId);
  }

  const toCase = (systemId: number, currency: string, row: CaseRow, gone: boolean): FindingCase => ({
    system_id: systemId,
    finding_key: row.finding_key,
    kind: row.kind,
    module: row.analysis.split('/')[0]!,
    analysis: row.analysis.split('/')[1]!,
    label: row.label,
    status: row.status as CaseStatus,
    assignee: row.assignee_uid,
    amount_recovered: row.amount_recovered === null ? null : Number(row.amount_recovered),
    currency,
    updated_at: new Date(row.updated_at).toISOString(),
    updated_by: row.updated_by_uid,
    finding_gone: gone,
  });

  /** The cases of `rows` the user may see: their finding's rows in scope, or (gone) a whole-system grant. */
  async function visibleCases(
    user: SessionUser,
    systemId: number,
    rows: readonly CaseRow[],
  ): Promise<FindingCase[]> {
    const grant = await tenancy.grantFor(user, systemId);
    const whole = grant.companyCodes === null && grant.accountGroups === null;
    const byAnalysis = new Map<string, CaseRow[]>();
    for (const r of rows) byAnalysis.set(r.analysis, [...(byAnalysis.get(r.analysis) ?? []), r]);
    const result: FindingCase[] = [];
    for (const [analysis, cases] of byAnalysis) {
      const def = findingAnalysisOf(cases[0]!.finding_key);
      if (!def || `${def.module}/${def.analysis}` !== analysis) continue;
      const keys = cases.map((c) => c.finding_key);
      const visible = await visibleKeys(user, systemId, def, keys);
      const published = await publishedKeys(systemId, def, keys);
      for (const c of cases) {
        if (visible.has(c.finding_key)) result.push(toCase(systemId, grant.system.currency, c, false));
        else if (!published.has(c.finding_key) && whole)
          result.push(toCase(systemId, grant.system.currency, c, true));
      }
    }
    return result.sort(
      (a, b) => b.updated_at.localeCompare(a.updated_at) || a.finding_key.localeCompare(b.finding_key),
    );
  }

  /** Whether a user of the client, by their systems and roles, may be assigned a case of the system. */
  const assignable = (user: { systems: number[] | null; roles: string[] }, systemId: number) =>
    (user.systems === null || user.systems.includes(systemId)) && user.roles.includes('view');

  /** The finding's case as stored, or (none yet) the finding as it stands: open, unassigned. */
  async function current(
    user: SessionUser,
    systemId: number,
    def: AnalysisDefinition,
    findingKey: string,
  ): Promise<FindingCase> {
    const grant = await tenancy.grantFor(user, systemId);
    const row = await caseRows(systemId).where('c.finding_key', '=', findingKey).executeTakeFirst();
    if (row) return toCase(systemId, grant.system.currency, row, false);
    const [fact] = await warehouse.query({
      sql: `SELECT min(finding_label) AS label FROM pub.${quoteIdentifier(publishedTableName(def))}
            WHERE system_id = $1 AND finding_key = $2`,
      params: [systemId, findingKey],
    });
    return toCase(
      systemId,
      grant.system.currency,
      {
        finding_key: findingKey,
        kind: def.finding!.kind,
        analysis: `${def.module}/${def.analysis}`,
        label: String(fact?.['label'] ?? findingKey),
        status: 'open',
        assignee_uid: null,
        amount_recovered: null,
        updated_at: clock(),
        updated_by_uid: null,
      },
      false,
    );
  }

  /** The id of assignee `uid`: a user of the client who may see the system; bad_request otherwise. */
  async function assigneeId(user: SessionUser, systemId: number, uid: string): Promise<number> {
    const rows = await store
      .selectFrom('users as u')
      .innerJoin('user_clients as uc', 'uc.user_id', 'u.id')
      .select(['u.id', 'uc.systems', 'u.roles'])
      .where('u.uid', '=', uid.trim().toLowerCase())
      .where('u.is_enabled', '=', true)
      .where('uc.client_id', '=', user.clientId ?? -1)
      .execute();
    const row = rows.find((r) => assignable(r, systemId));
    if (!row)
      throw new DomainError(
        'bad_request',
        `assignee ${uid} is not a user of this client who may see this system`,
        {
          key: 'assignee',
        },
      );
    return row.id;
  }

  return {
    async list(user, systemId, query) {
      await tenancy.grantFor(user, systemId);
      let q = caseRows(systemId);
      if (query.status) q = q.where('c.status', '=', query.status);
      if (query.kind) q = q.where('c.kind', '=', query.kind);
      if (query.assignee) {
        const uid = query.assignee === 'me' ? user.uid : query.assignee.toLowerCase();
        q = q.where('a.uid', '=', uid);
      }
      return visibleCases(user, systemId, await q.execute());
    },

    async update(user, systemId, findingKey, body) {
      const def = await visibleFinding(user, systemId, findingKey);
      const existing = await store
        .selectFrom('finding_cases')
        .selectAll()
        .where('system_id', '=', systemId)
        .where('finding_key', '=', findingKey)
        .executeTakeFirst();
      const status: CaseStatus = body.status ?? (existing?.status as CaseStatus | undefined) ?? 'open';
      if (body.status === 'dismissed' && existing?.status !== 'dismissed' && !body.comment)
        throw new DomainError('bad_request', 'Dismissing a finding needs a reason: give it as comment', {
          key: 'comment',
        });
      if (body.amount_recovered !== undefined && body.amount_recovered !== null && status !== 'confirmed')
        throw new DomainError('bad_request', 'amount_recovered is recorded on a confirmed finding only', {
          key: 'amount_recovered',
        });
      if (
        body.amount_recovered !== undefined &&
        body.amount_recovered !== null &&
        def.finding?.kind !== 'duplicate_invoice'
      )
        throw new DomainError(
          'bad_request',
          'amount_recovered is recorded on duplicate-invoice findings only',
          {
            key: 'amount_recovered',
          },
        );
      const assignee =
        body.assignee === undefined
          ? undefined
          : body.assignee === null || body.assignee === ''
            ? null
            : await assigneeId(user, systemId, body.assignee);
      const [fact] = await warehouse.query({
        sql: `SELECT min(finding_evidence) AS evidence, min(finding_label) AS label
              FROM pub.${quoteIdentifier(publishedTableName(def))} WHERE system_id = $1 AND finding_key = $2`,
        params: [systemId, findingKey],
      });
      const evidence = String(fact?.['evidence'] ?? '');
      const label = String(fact?.['label'] ?? findingKey);
      const now = clock();
      const oldAssignee = existing?.assignee ?? null;
      const uidOf = async (id: number | null) =>
        id === null
          ? null
          : ((await store.selectFrom('users').select('uid').where('id', '=', id).executeTakeFirst())?.uid ??
            null);
      const changes: {
        change: CaseChange['change'];
        from: string | null;
        to: string | null;
        comment: string | null;
      }[] = [];
      const oldStatus = (existing?.status ?? 'open') as CaseStatus;
      if (status !== oldStatus)
        changes.push({ change: 'status', from: oldStatus, to: status, comment: body.comment ?? null });
      else if (body.comment) changes.push({ change: 'comment', from: null, to: null, comment: body.comment });
      if (assignee !== undefined && assignee !== oldAssignee)
        changes.push({
          change: 'assignee',
          from: await uidOf(oldAssignee),
          to: await uidOf(assignee),
          comment: null,
        });
      const oldAmount = existing?.amount_recovered ?? null;
      // a finding no longer confirmed keeps no recovered amount
      const amount =
        status === 'confirmed'
          ? body.amount_recovered === undefined
            ? oldAmount
            : body.amount_recovered
          : null;
      if ((amount ?? null) !== (oldAmount === null ? null : Number(oldAmount)))
        changes.push({
          change: 'amount_recovered',
          from: oldAmount === null ? null : String(Number(oldAmount)),
          to: amount === null ? null : String(amount),
          comment: null,
        });
      if (changes.length > 0) {
        await store.transaction().execute(async (tx) => {
          const values = {
            status,
            assignee: assignee === undefined ? oldAssignee : assignee,
            amount_recovered: amount,
            // the evidence the decision was taken on: a later ingest with other evidence reopens it
            evidence: status !== oldStatus || !existing ? evidence : existing.evidence,
            label,
            updated_at: now,
            updated_by: user.userId,
          };
          const id = existing
            ? (
                await tx
                  .updateTable('finding_cases')
                  .set(values)
                  .where('id', '=', existing.id)
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id
            : (
                await tx
                  .insertInto('finding_cases')
                  .values({
                    ...values,
                    system_id: systemId,
                    finding_key: findingKey,
                    kind: def.finding!.kind,
                    analysis: `${def.module}/${def.analysis}`,
                    created_at: now,
                  })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id;
          await tx
            .insertInto('case_history')
            .values(
              changes.map((c) => ({
                case_id: id,
                at: now,
                user_id: user.userId,
                change: c.change,
                from_value: c.from,
                to_value: c.to,
                comment: c.comment,
              })),
            )
            .execute();
        });
        // what the warehouse holds of a case (findingCaseRows): a comment alone changes none of it
        const published =
          status !== oldStatus ||
          (assignee !== undefined && assignee !== oldAssignee) ||
          changes.some((c) => c.change === 'amount_recovered');
        if (published) await deps.publishCases(systemId);
      }
      return current(user, systemId, def, findingKey);
    },

    async get(user, systemId, findingKey) {
      const def = await visibleFinding(user, systemId, findingKey);
      return current(user, systemId, def, findingKey);
    },

    async assignees(user, systemId) {
      await tenancy.grantFor(user, systemId);
      const rows = await store
        .selectFrom('users as u')
        .innerJoin('user_clients as uc', 'uc.user_id', 'u.id')
        .select(['u.uid', 'u.fname', 'u.lname', 'uc.systems', 'u.roles'])
        .where('uc.client_id', '=', user.clientId ?? -1)
        .where('u.is_enabled', '=', true)
        .orderBy('u.uid')
        .execute();
      return rows
        .filter((r) => assignable(r, systemId))
        .map((r) => ({ uid: r.uid, name: [r.fname, r.lname].filter(Boolean).join(' ') || r.uid }));
    },

    async history(user, systemId, findingKey) {
      const existing = await store
        .selectFrom('finding_cases')
        .select('id')
        .where('system_id', '=', systemId)
        .where('finding_key', '=', findingKey)
        .executeTakeFirst();
      // a gone finding's history is seen like its case: by a whole-system grant
      const visible = await visibleCases(
        user,
        systemId,
        await caseRows(systemId).where('c.finding_key', '=', findingKey).execute(),
      );
      if (visible.length === 0) {
        await visibleFinding(user, systemId, findingKey);
        return [];
      }
      const rows = await store
        .selectFrom('case_history as h')
        .leftJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.at', 'u.uid', 'h.change', 'h.from_value', 'h.to_value', 'h.comment'])
        .where('h.case_id', '=', existing!.id)
        .orderBy('h.id')
        .execute();
      return rows.map((r) => ({
        at: new Date(r.at).toISOString(),
        user: r.uid,
        change: r.change as CaseChange['change'],
        from: r.from_value,
        to: r.to_value,
        comment: r.comment,
      }));
    },

    async mine(user) {
      const systems = await tenancy.listSystems(user);
      const result: (FindingCase & { system_name: string })[] = [];
      for (const system of systems) {
        const rows = await caseRows(system.id)
          .where('c.assignee', '=', user.userId)
          .where('c.status', 'not in', [...closedCaseStatuses])
          .execute();
        if (rows.length === 0) continue;
        for (const c of await visibleCases(user, system.id, rows))
          result.push({ ...c, system_name: system.name });
      }
      return result;
    },
  };
}
