import { closedCaseStatuses } from '@spendlens/domain';
import { findingAnalyses, publishedTableName, quoteIdentifier, type Executor } from '@spendlens/warehouse';
import type { AppStore } from '../../app-store/open-app-store';

/** A finding as an ingest published it. */
export interface PublishedFinding {
  finding_key: string;
  kind: string;
  /** `<module>/<analysis>` of its rows. */
  analysis: string;
  label: string;
  evidence: string;
  /** The company codes of its rows (none where the analysis has no company-code column). */
  company_codes: string[];
}

/** Longest evidence text a reopening note quotes, before and after. */
const quoted = 600;
const cut = (text: string) => (text.length > quoted ? `${text.slice(0, quoted)}…` : text);

/** Every finding of a system as published now, by key. */
export async function publishedFindings(
  warehouse: Executor,
  systemId: number,
): Promise<Map<string, PublishedFinding>> {
  const found = new Map<string, PublishedFinding>();
  for (const def of findingAnalyses) {
    const codes = def.companyCodeColumn
      ? `string_agg(DISTINCT ${quoteIdentifier(def.companyCodeColumn)}, chr(31))`
      : 'NULL';
    const rows = await warehouse.query({
      sql: `SELECT finding_key, min(finding_evidence) AS evidence, min(finding_label) AS label, ${codes} AS company_codes
            FROM pub.${quoteIdentifier(publishedTableName(def))}
            WHERE system_id = $1 AND finding_key IS NOT NULL GROUP BY finding_key`,
      params: [systemId],
    });
    for (const r of rows)
      found.set(String(r['finding_key']), {
        finding_key: String(r['finding_key']),
        kind: def.finding!.kind,
        analysis: `${def.module}/${def.analysis}`,
        label: String(r['label'] ?? r['finding_key']),
        evidence: String(r['evidence'] ?? ''),
        company_codes: r['company_codes'] ? String(r['company_codes']).split('\u001f') : [],
      });
  }
  return found;
}

/**
 * After a publish (docs/cases.md): a confirmed or dismissed case whose finding now shows other
 * evidence reopens (status open, a history row from the ingest quoting the evidence before and now);
 * a case whose finding is gone stays as it is. The findings never published before are recorded as
 * seen and answered (the alerts' new findings). Answers whether a case reopened (the warehouse's
 * cases must then be published again).
 */
export async function reconcileFindings(deps: {
  store: AppStore;
  warehouse: Executor;
  systemId: number;
  clock: () => Date;
}): Promise<{ reopened: number; fresh: PublishedFinding[] }> {
  const { store, warehouse, systemId, clock } = deps;
  const now = clock();
  const current = await publishedFindings(warehouse, systemId);
  const closed = await store
    .selectFrom('finding_cases')
    .select(['id', 'finding_key', 'status', 'evidence'])
    .where('system_id', '=', systemId)
    .where('status', 'in', [...closedCaseStatuses])
    .execute();
  let reopened = 0;
  for (const c of closed) {
    const finding = current.get(c.finding_key);
    if (!finding || finding.evidence === c.evidence) continue;
    await store.transaction().execute(async (tx) => {
      await tx
        .updateTable('finding_cases')
        .set({
          status: 'open',
          evidence: finding.evidence,
          updated_at: now,
          updated_by: null,
          label: finding.label,
        })
        .where('id', '=', c.id)
        .execute();
      await tx
        .insertInto('case_history')
        .values({
          case_id: c.id,
          at: now,
          user_id: null,
          change: 'reopened',
          from_value: c.status,
          to_value: 'open',
          comment: `Reopened by the ingest of ${now.toISOString().slice(0, 10)}: the finding's evidence changed. Before: ${cut(c.evidence)}. Now: ${cut(finding.evidence)}.`,
        })
        .execute();
    });
    reopened++;
  }
  const seen = new Set(
    (
      await store
        .selectFrom('findings_seen')
        .select('finding_key')
        .where('system_id', '=', systemId)
        .execute()
    ).map((r) => r.finding_key),
  );
  const fresh = [...current.values()].filter((f) => !seen.has(f.finding_key));
  for (let start = 0; start < fresh.length; start += 1000) {
    await store
      .insertInto('findings_seen')
      .values(
        fresh
          .slice(start, start + 1000)
          .map((f) => ({ system_id: systemId, finding_key: f.finding_key, first_seen: now })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return { reopened, fresh };
}
