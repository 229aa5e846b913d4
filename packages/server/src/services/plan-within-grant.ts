import type { SummaryRequest } from '@spendlens/domain';
import { planSummary, type Scope, type SourceTable, type SummaryPlan } from '@spendlens/query';
import type { AnalysisDefinition, Executor } from '@spendlens/warehouse';
import { resolveScope, scopeReadsEngine } from './scope-resolver';
import type { DataGrant } from './tenancy-service';

/** The published table of an analysis, as the planner reads it: the catalogue's names only. */
export function sourceTableOf(def: AnalysisDefinition): SourceTable {
  return {
    schema: 'pub',
    table: `${def.module}__${def.analysis}`,
    columns: Object.fromEntries(
      def.columns.map((c) => [c.name, { dataType: c.dataType, ...(c.format ? { format: c.format } : {}) }]),
    ),
    dateColumn: def.dateColumn,
    accountGroupColumn: def.accountGroupColumn,
    companyCodeColumn: def.companyCodeColumn,
  };
}

/**
 * Plans a summary within the user's grant. The whole query is checked before the engine is touched:
 * planning is pure and throws on any unknown name, operator, formula or value, so when resolving the
 * scope reads the engine (a company code or region to expand) it runs first over a provisional
 * scope; then the scope is resolved and the query planned for real.
 */
export async function planWithinGrant(
  warehouse: Executor,
  grant: DataGrant,
  def: AnalysisDefinition,
  request: SummaryRequest,
  today: string,
  maxRows: number,
): Promise<{ plan: SummaryPlan; scope: Scope }> {
  const source = sourceTableOf(def);
  const provisional = { systemId: grant.system.id, companyCodes: null, dateRange: null, accountGroups: null };
  if (scopeReadsEngine(request)) planSummary(request, source, provisional, { maxRows });
  const scope = await resolveScope(warehouse, grant, def, request, today);
  return { plan: planSummary(request, source, scope, { maxRows }), scope };
}
