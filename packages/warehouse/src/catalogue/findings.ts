import { closedCaseStatuses } from '@spendlens/domain';
import type { AnalysisColumn, AnalysisDefinition, FindingIdentity } from '../catalogue-types';
import { sqlStringLiteral } from './ranking/ranking-sql';

/** The columns a finding analysis shows besides its own: the finding's key and its case. */
export const findingColumns: readonly AnalysisColumn[] = [
  // its cells open the finding's case (catalogue/cell-links.ts)
  { name: 'finding_key', displayName: 'Finding', dataType: 'string' },
  { name: 'case_status', displayName: 'Case Status', dataType: 'string', opens: null },
  { name: 'case_assignee', displayName: 'Assignee', dataType: 'string', opens: null },
];

/** Columns of the published table that only the case service reads (not named by the pages). */
export const findingInternalColumns = ['finding_evidence', 'finding_label'] as const;

/** SQL: whether a row's case is closed (confirmed or dismissed). */
export const caseClosedSql = `coalesce(case_status IN (${closedCaseStatuses.map(sqlStringLiteral).join(', ')}), false)`;

/** One text of SQL values, each written out (NULL as ∅), separated by the unit separator. */
const joinedSql = (expressions: readonly string[]): string =>
  `concat_ws(chr(31), ${expressions.map((e) => `coalesce(CAST((${e}) AS VARCHAR), '∅')`).join(', ')})`;

/**
 * The finding key of `identity` over the published columns: the kind, a colon, and the first 16 hex
 * digits of the MD5 of the key values (the same values give the same key at every ingest).
 */
export function findingKeySql(identity: FindingIdentity): string {
  return `${sqlStringLiteral(`${identity.kind}:`)} || left(md5(${joinedSql(identity.key)}), 16)`;
}

/**
 * An analysis with a finding identity, published with its finding and case columns: `finding_key`
 * (NULL on a row that is not an exception of the analysis's rule: no finding), `finding_evidence`
 * (the evidence values as one text) and `finding_label` (both NULL where the key is: computed for
 * findings only, which keeps the per-invoice analyses' publish cheap), and the case's `case_status`
 * (open where the finding has no case; NULL on a row that is no finding) and `case_assignee` from
 * canon.finding_cases. Any other analysis as it is.
 */
export function withFindingColumns(def: AnalysisDefinition): AnalysisDefinition {
  const identity = def.finding;
  if (!identity) return def;
  const isFinding = def.exception ? `coalesce((${def.exception.condition}), false)` : 'true';
  return {
    ...def,
    sql: `
WITH finding_rows AS (${def.sql}
),
finding_flagged AS (
  SELECT r.*, ${isFinding} AS finding_is FROM finding_rows r
),
finding_keyed AS (
  SELECT r.* EXCLUDE (finding_is),
    CASE WHEN finding_is THEN ${findingKeySql(identity)} END AS finding_key,
    CASE WHEN finding_is THEN ${joinedSql(identity.evidence)} END AS finding_evidence,
    CASE WHEN finding_is THEN CAST((${identity.label}) AS VARCHAR) END AS finding_label
  FROM finding_flagged r
)
SELECT k.*,
  CAST(CASE WHEN k.finding_key IS NOT NULL THEN coalesce(fc.status, 'open') END AS VARCHAR) AS case_status,
  CAST(fc.assignee AS VARCHAR) AS case_assignee
FROM finding_keyed k
LEFT JOIN canon.finding_cases fc ON fc.system_id = $system_id AND fc.finding_key = k.finding_key`,
    columns: [...def.columns, ...findingColumns],
  };
}
