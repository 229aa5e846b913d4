import { DomainError, type SummaryRequest, type SummaryResponse } from '@spendlens/domain';
import { compile, duckdbDialect, planSummary, postgresDialect, type SourceTable } from '@spendlens/query';
import { findAnalysis, type AnalysisDefinition, type Executor } from '@spendlens/warehouse';
import { resolveScope } from './scope-resolver';
import type { SessionUser } from './session-service';
import type { TenancyService } from './tenancy-service';

export interface SummaryService {
  /** The rows and meta of POST /summary; null when there is nothing to show (204). */
  summary(user: SessionUser, request: SummaryRequest, today: string): Promise<SummaryResponse | null>;
}

export function sourceTableOf(def: AnalysisDefinition): SourceTable {
  return {
    schema: 'pub',
    table: `${def.module}__${def.analysis}`,
    columns: Object.fromEntries(def.columns.map((c) => [c.name, { dataType: c.dataType }])),
    dateColumn: def.dateColumn,
    accountGroupColumn: def.accountGroupColumn,
    companyCodeColumn: def.companyCodeColumn,
  };
}

/** Pages read together: a page is answered from the window of pages around it. */
const pagesPerWindow = 10;

/**
 * The window of `pagesPerWindow` pages holding the requested page, read as one query, so that the
 * next page on the same filters and sort is the same statement — answered by the result cache —
 * and only sliced here. None for page_rows -1 or a window above the row maximum.
 */
function pageWindow(
  request: SummaryRequest,
  maxRows: number,
): { request: Pick<SummaryRequest, 'page_rows' | 'page_number'>; from: number } | undefined {
  const rows = request.page_rows * pagesPerWindow;
  if (request.page_rows <= 0 || rows > maxRows) return undefined;
  const windowNumber = Math.floor(request.page_number / pagesPerWindow);
  return {
    request: { page_rows: rows, page_number: windowNumber },
    from: (request.page_number - windowNumber * pagesPerWindow) * request.page_rows,
  };
}

export function createSummaryService(deps: {
  warehouse: Executor;
  tenancy: TenancyService;
  maxRows: number;
}): SummaryService {
  const { warehouse, tenancy, maxRows } = deps;
  const dialect = warehouse.dialect === 'postgres' ? postgresDialect : duckdbDialect;

  return {
    async summary(user, request, today) {
      const grant = await tenancy.grantFor(user, request.system_id);
      const def = findAnalysis(request.module, String(request.analysis));
      if (!def)
        throw new DomainError(
          'unknown_source',
          `Unknown analysis: ${request.module}/${String(request.analysis)}`,
        );
      if (request.page_rows > maxRows)
        throw new DomainError('too_much_data', `page_rows is above the maximum of ${maxRows}`);
      // The whole query is checked before the engine is touched: planning is pure and throws on any
      // unknown name, operator, formula or value; the real scope replaces this provisional one.
      planSummary(
        request,
        sourceTableOf(def),
        { systemId: grant.system.id, companyCodes: null, dateRange: null, accountGroups: null },
        { maxRows },
      );
      const scope = await resolveScope(warehouse, grant, def, request, today);
      const plan = planSummary(request, sourceTableOf(def), scope, { maxRows });
      const window = pageWindow(request, maxRows);
      const windowPlan = window
        ? planSummary({ ...request, ...window.request }, sourceTableOf(def), scope, { maxRows })
        : plan;
      const [rowCount, subsetRowCount] = await Promise.all([
        warehouse.query(compile(plan.rowCount, dialect)),
        warehouse.query(compile(plan.subsetRowCount, dialect)),
      ]);
      const meta = {
        row_count: Number(Object.values(rowCount[0] ?? {})[0] ?? 0),
        subset_row_count: Number(Object.values(subsetRowCount[0] ?? {})[0] ?? 0),
      };
      if (request.page_rows === -1 && meta.subset_row_count > maxRows) {
        throw new DomainError(
          'too_much_data',
          `The answer has ${meta.subset_row_count} rows, above the maximum of ${maxRows}`,
        );
      }
      if (meta.subset_row_count === 0) return null;
      const [rows, totals] = await Promise.all([
        warehouse.query(compile(windowPlan.data, dialect)),
        plan.totals ? warehouse.query(compile(plan.totals, dialect)) : Promise.resolve(undefined),
      ]);
      const data = window ? rows.slice(window.from, window.from + request.page_rows) : rows;
      if (data.length === 0) return null;
      return { data, meta: totals?.[0] ? { ...meta, totals: totals[0] } : meta };
    },
  };
}
