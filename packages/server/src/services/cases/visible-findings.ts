import type { AnalysisDefinition } from '@spendlens/warehouse';
import type { SessionUser } from '../session-service';
import { summaryRows, type SummaryService } from '../summary-service';

/** Keys per read (a filter list takes at most 10,000 values). */
const keysPerRead = 5000;

/**
 * Which of `keys` (findings of `def`) the user may see rows of, in the company code given or any
 * (-1): read through POST /summary's scope as that user, so their grant decides as on the pages.
 */
export async function visibleFindingKeys(
  summary: SummaryService,
  user: SessionUser,
  request: { systemId: number; def: AnalysisDefinition; companyCode?: string; today: string },
  keys: readonly string[],
): Promise<Set<string>> {
  const { systemId, def, companyCode, today } = request;
  const seen = new Set<string>();
  for (let start = 0; start < keys.length; start += keysPerRead) {
    const rows = await summaryRows(
      summary,
      user,
      {
        system_id: systemId,
        module: def.module,
        analysis: def.analysis,
        company_code: companyCode ?? -1,
        year: -1,
        qualifier: -1,
        filter: [
          {
            clause_connector: '&',
            group_connector: '&',
            clauses: [{ col: 'finding_key', op: 'isin', val: keys.slice(start, start + keysPerRead) }],
          },
        ],
        include_columns: ['finding_key'],
      },
      today,
    );
    for (const r of rows) seen.add(String(r['finding_key']));
  }
  return seen;
}
