import { DomainError, type SummaryRequest } from '@spendlens/domain';
import { planSummary, type Scope, type SourceTable, type SummaryPlan } from '@spendlens/query';
import {
  analysisFor,
  totalRuleOf,
  type AnalysisDefinition,
  type Executor,
  type PresentedAnalysis,
} from '@spendlens/warehouse';
import { resolveScope, scopeReadsEngine } from './scope-resolver';
import { erpTypeOf, type DataGrant } from './tenancy-service';

/**
 * The published table of an analysis, as the planner reads it: the catalogue's names only, each
 * column under the name the system type presents it by (`published`: presented → published name).
 */
export function sourceTableOf(
  def: AnalysisDefinition,
  published: Readonly<Record<string, string>> = {},
): SourceTable {
  return {
    schema: 'pub',
    table: `${def.module}__${def.analysis}`,
    columns: Object.fromEntries(
      def.columns.map((c) => {
        const total = totalRuleOf(c);
        return [
          c.name,
          {
            dataType: c.dataType,
            ...(c.format ? { format: c.format } : {}),
            ...(total ? { total } : {}),
            ...(c.order ? { order: c.order } : {}),
            ...(Object.hasOwn(published, c.name) ? { published: published[c.name] } : {}),
          },
        ];
      }),
    ),
    dateColumn: def.dateColumn,
    accountGroupColumn: def.accountGroupColumn,
    companyCodeColumn: def.companyCodeColumn,
  };
}

/**
 * The analysis as the grant's system type presents it (catalogue/analysis-availability.ts). An
 * analysis the type's source cannot fill is unknown to the system: unknown_source (404), naming why.
 */
export function presentedWithinGrant(grant: DataGrant, def: AnalysisDefinition): PresentedAnalysis {
  const availability = analysisFor(def, erpTypeOf(grant.system));
  if (!availability.available)
    throw new DomainError(
      'unknown_source',
      `${def.displayName} (${def.module}/${def.analysis}) is not available for ${availability.reason}`,
    );
  return availability.presented;
}

/**
 * Plans a summary within the user's grant, over the analysis as the system type presents it. The
 * whole query is checked before the engine is touched: planning is pure and throws on any unknown
 * name, operator, formula or value, so when resolving the scope reads the engine (a company code or
 * region to expand) it runs first over a provisional scope; then the scope is resolved and the query
 * planned for real.
 */
export async function planWithinGrant(
  warehouse: Executor,
  grant: DataGrant,
  def: AnalysisDefinition,
  request: SummaryRequest,
  today: string,
  maxRows: number,
): Promise<{ plan: SummaryPlan; scope: Scope; source: SourceTable }> {
  const presented = presentedWithinGrant(grant, def);
  const source = sourceTableOf(presented.def, presented.published);
  const provisional = { systemId: grant.system.id, companyCodes: null, dateRange: null, accountGroups: null };
  if (scopeReadsEngine(request)) planSummary(request, source, provisional, { maxRows });
  const scope = await resolveScope(warehouse, grant, presented.def, request, today);
  return { plan: planSummary(request, source, scope, { maxRows }), scope, source };
}
