import {
  DomainError,
  summaryRequestSchema,
  type Row,
  type SummaryRequest,
  type SummaryRequestInput,
  type SummaryResponse,
} from '@spendlens/domain';
import {
  compile,
  countsOf,
  countsRow,
  dialectFor,
  planSummary,
  withoutCounts,
  type CountsMeta,
} from '@spendlens/query';
import { describeValueOrders, findSourceAnalysis, valueOrdersOf } from '@spendlens/warehouse';
import { planWithinGrant } from './plan-within-grant';
import type { CachingExecutor, Derived } from './query-cache';
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

/** Pages the engine reads together once the meta is known: a page is cut from the window around it. */
const pagesPerWindow = 10;

/**
 * The window of `pagesPerWindow` pages holding the requested page, read as one query, so that the
 * next page on the same filters and sort is the same statement — answered by the result cache —
 * and only sliced here. None for page_rows -1 or a window above the row maximum. The first answer on
 * new filters reads its own page only (with its meta): the rest of the result is read after it.
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
  warehouse: CachingExecutor;
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
      const { plan, scope, source } = await planWithinGrant(warehouse, grant, def, request, today, maxRows);
      /** page_rows -1 asks for every row: more than the maximum is too much for one answer. */
      const checkSize = (meta: CountsMeta) => {
        if (request.page_rows === -1 && meta.subset_row_count > maxRows)
          throw new DomainError(
            'too_much_data',
            `The answer has ${meta.subset_row_count} rows, above the maximum of ${maxRows}`,
          );
      };
      const countsStatement = compile(plan.counts, dialect);
      /** The statement of the first answer on these filters: the page with its meta, or the page alone. */
      const pageStatement = compile(plan.metaBesidePage ? plan.data : plan.counted, dialect);
      const pageOf = (rows: Row[]) => {
        if (plan.metaBesidePage) return rows;
        // the page keeps the answer's description of how its values order (whole-result-pages.ts)
        const page = withoutCounts(rows, plan.names);
        describeValueOrders(page, () => valueOrdersOf(rows) ?? new Map());
        return page;
      };
      /**
       * What else the answer of pageStatement answers: the counts statement (from a counted row), and
       * when it holds every row (page_rows -1), the whole-result read of whole-result-pages.ts.
       */
      const derived = (rows: readonly Row[]): Derived[] => {
        const also: Derived[] = [];
        if (!plan.metaBesidePage && rows[0])
          also.push({ statement: countsStatement, rows: [countsRow(rows[0], plan.totalNames)] });
        const whole = request.page_rows === -1 ? wholeResults?.wholeStatementOf(plan.data) : undefined;
        if (whole) also.push({ statement: whole, rows: pageOf(rows as Row[]) });
        return also;
      };

      let meta: CountsMeta;
      let data: Row[] | undefined;
      const known = warehouse.cached(countsStatement)?.[0];
      const repeated = known && warehouse.cached(pageStatement);
      if (known) {
        // a repeat, a sort change or another page on the same filters: the meta is cached, the page
        // too when it is a repeat, else from memory when it can be (a small result whole, the top
        // rows of a big one's orders)
        meta = countsOf(known, plan.totalNames);
        if (meta.subset_row_count === 0) return null;
        checkSize(meta);
        data = repeated
          ? pageOf(repeated as Row[])
          : ((await wholeResults?.rowsOf(plan.data, meta.subset_row_count)) ?? topRows?.rowsOf(plan.data));
      } else if (plan.metaBesidePage) {
        // plain rows: the page (a top-N read) beside one count of the rows in scope and of those
        // meeting the filter, which is faster than counting in the page's statement (query README)
        const [counts, rows] = await Promise.all([
          warehouse.query(countsStatement),
          warehouse.queryDeriving(pageStatement, derived),
        ]);
        meta = countsOf(counts[0] ?? {}, plan.totalNames);
        data = rows;
      } else {
        // groups: one statement reads the page and its meta; the meta is kept as the answer of the
        // counts statement, for the sort changes and pages that follow
        const rows = await warehouse.queryDeriving(pageStatement, derived);
        meta = rows[0] ? countsOf(rows[0], plan.totalNames) : { row_count: 0, subset_row_count: 0 };
        data = pageOf(rows);
      }
      if (!data) {
        // the engine pages, reading the window of pages around this one (the next page is then a
        // slice of the cached window); the top rows of every order are read for the sort changes
        const window = pageWindow(request, maxRows);
        const windowPlan = window
          ? planSummary({ ...request, ...window.request }, source, scope, { maxRows })
          : plan;
        const rows = await warehouse.query(compile(windowPlan.data, dialect));
        data = window ? rows.slice(window.from, window.from + request.page_rows) : rows;
        if (request.page_rows !== -1) topRows?.readLater(plan.data, meta.subset_row_count);
      } else if (!known && request.page_rows !== -1) {
        // after the first answer on these filters the rest of the result is read in the background:
        // whole when it is small (later sorts and pages in memory), else the top rows of every order
        topRows?.readLater(plan.data, meta.subset_row_count);
      }
      checkSize(meta);
      if (meta.subset_row_count === 0 || data.length === 0) return null;
      // after the page: the statement columns come from the app store, never from the result cache,
      // so they are as fresh as the statements; they cannot be filtered or sorted on (API reference)
      const rows =
        request.include_supplier_statements && statements
          ? await statements.withSupplierStatements(grant, data)
          : data;
      const { totals, ...counts } = meta;
      return { data: rows, meta: totals ? { ...counts, totals } : counts };
    },
  };
}
