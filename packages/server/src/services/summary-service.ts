import {
  DomainError,
  summaryRequestSchema,
  type Row,
  type SummaryRequest,
  type SummaryRequestInput,
  type SummaryResponse,
} from '@spendlens/domain';
import { compile, dialectFor, planSummary } from '@spendlens/query';
import { findSourceAnalysis, type Executor } from '@spendlens/warehouse';
import { planWithinGrant, sourceTableOf } from './plan-within-grant';
import type { SessionUser } from './session-service';
import type { TenancyService } from './tenancy-service';
import type { TopRowsPages } from './top-rows-pages';
import type { WholeResultPages } from './whole-result-pages';
import type { StatementService } from './statements/statement-service';

/**
 * The rows of a summary built by another call (charts, dashboards, data and document reads): every
 * row unless `page_rows` says otherwise, none when there are none; a request that does not fit the
 * summary schema is a bad request.
 */
export async function summaryRows(
  summary: SummaryService,
  user: SessionUser,
  request: SummaryRequestInput,
  today: string,
): Promise<Row[]> {
  const parsed = summaryRequestSchema.safeParse({ page_rows: -1, ...request });
  if (!parsed.success) throw new DomainError('bad_request', parsed.error.issues[0]?.message ?? 'Bad request');
  return (await summary.summary(user, parsed.data, today))?.data ?? [];
}

export interface SummaryService {
  /** The rows and meta of POST /summary; null when there is nothing to show (204). */
  summary(user: SessionUser, request: SummaryRequest, today: string): Promise<SummaryResponse | null>;
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
  /** Answers sort changes and pages of small results from their whole result; none: the engine pages. */
  wholeResults?: WholeResultPages;
  /** Answers sort changes of big results from the top rows of each sort order; none: the engine pages. */
  topRows?: TopRowsPages;
  /** Adds the vendor statement columns of include_supplier_statements; none: such a request is unsupported. */
  statements?: Pick<StatementService, 'withSupplierStatements'>;
}): SummaryService {
  const { warehouse, tenancy, maxRows, wholeResults, topRows, statements } = deps;
  const dialect = dialectFor(warehouse.dialect);

  return {
    async summary(user, request, today) {
      const grant = await tenancy.grantFor(user, request.system_id);
      if (request.include_supplier_statements && !statements)
        throw new DomainError('unsupported', 'include_supplier_statements is not available here');
      const def = findSourceAnalysis(request.module, request.analysis);
      if (!def)
        throw new DomainError(
          'unknown_source',
          `Unknown analysis: ${request.module}/${String(request.analysis)}`,
        );
      if (request.page_rows > maxRows)
        throw new DomainError('too_much_data', `page_rows is above the maximum of ${maxRows}`);
      const { plan, scope } = await planWithinGrant(warehouse, grant, def, request, today, maxRows);
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
      /**
       * Whether the page came from a window of pages: then the top rows of every order are read after
       * the answer. Not for a request of every row (an export): no sort change or page follows it.
       */
      let windowed = false;
      /**
       * The page: from the whole result in memory when it is small, from the top rows of its order
       * when they have been read, else from the window of pages around it.
       */
      const pageRows = async (): Promise<Row[]> => {
        const inMemory = await wholeResults?.rowsOf(plan.data, meta.subset_row_count);
        if (inMemory) return inMemory;
        const cut = topRows?.rowsOf(plan.data);
        if (cut) return cut;
        const window = pageWindow(request, maxRows);
        if (!window) return warehouse.query(compile(plan.data, dialect));
        windowed = true;
        const windowPlan = planSummary({ ...request, ...window.request }, sourceTableOf(def), scope, {
          maxRows,
        });
        const rows = await warehouse.query(compile(windowPlan.data, dialect));
        return rows.slice(window.from, window.from + request.page_rows);
      };
      const [data, totals] = await Promise.all([
        pageRows(),
        plan.totals ? warehouse.query(compile(plan.totals, dialect)) : Promise.resolve(undefined),
      ]);
      if (data.length === 0) return null;
      // after the page: the statement columns come from the app store, never from the result cache,
      // so they are as fresh as the statements; they cannot be filtered or sorted on (API reference)
      const rows =
        request.include_supplier_statements && statements
          ? await statements.withSupplierStatements(grant, data)
          : data;
      if (windowed) topRows?.readLater(plan.data, meta.subset_row_count);
      return { data: rows, meta: totals?.[0] ? { ...meta, totals: totals[0] } : meta };
    },
  };
}
