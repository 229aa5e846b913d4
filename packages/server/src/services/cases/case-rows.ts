import type { FindingCaseRow } from '@spendlens/pipeline';
import type { AppStore } from '../../app-store/open-app-store';

/**
 * The cases of a system as the warehouse holds them (canon.finding_cases): key, status, assignee's
 * uid and the amount recovered.
 */
export async function findingCaseRows(store: AppStore, systemId: number): Promise<FindingCaseRow[]> {
  const rows = await store
    .selectFrom('finding_cases as c')
    .leftJoin('users as u', 'u.id', 'c.assignee')
    .select(['c.finding_key', 'c.status', 'u.uid', 'c.amount_recovered'])
    .where('c.system_id', '=', systemId)
    .orderBy('c.finding_key')
    .execute();
  return rows.map((r) => ({
    finding_key: r.finding_key,
    status: r.status,
    assignee: r.uid ?? null,
    amount_recovered: r.amount_recovered === null ? null : Number(r.amount_recovered),
  }));
}
