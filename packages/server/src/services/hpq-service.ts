import { DomainError, summaryRequestSchema, type HpqRequest, type HpqResponse } from '@spendlens/domain';
import { compile, countsOf, dialectFor, updateSelect, value } from '@spendlens/query';
import { catalogue, publishedTableName, type Executor } from '@spendlens/warehouse';
import { planWithinGrant } from './plan-within-grant';
import type { SessionUser } from './session-service';
import type { TenancyService } from './tenancy-service';

export interface HpqService {
  /** POST /hpq/:system: the rows, the rows in scope and the rows meeting the conditions. */
  query(user: SessionUser, systemId: number, request: HpqRequest, today: string): Promise<HpqResponse>;
}

/**
 * POST /hpq (spec 01 §7) as a summary query: `table` (or `cte`) names a published table of the
 * catalogue, `columns` are include_columns, `conditions` one AND group of filter clauses,
 * `group_by` distinct combinations (null keys kept), `order_by` the sort, `limit`/`offset` the page.
 * The user's grants scope it like every data call (no date range: hpq has none). Everything is
 * checked by the summary planner before the engine is asked.
 */
export function createHpqService(deps: {
  warehouse: Executor;
  tenancy: TenancyService;
  maxRows: number;
}): HpqService {
  const { warehouse, tenancy, maxRows } = deps;
  const dialect = dialectFor(warehouse.dialect);
  return {
    async query(user, systemId, request, today) {
      const grant = await tenancy.grantFor(user, systemId);
      const name = request.cte ?? request.table ?? '';
      const def = catalogue.find((d) => publishedTableName(d) === name);
      if (!def)
        throw new DomainError(
          'unknown_source',
          /^[A-Za-z0-9_]{1,200}$/.test(name)
            ? `Unknown table: ${name}`
            : 'Unknown table: table and cte name a published table (<module>__<analysis>)',
        );
      if (request.limit > maxRows)
        throw new DomainError('too_much_data', `limit is above the maximum of ${maxRows}`);
      const parsed = summaryRequestSchema.safeParse({
        system_id: systemId,
        module: def.module,
        analysis: def.analysis,
        include_columns: request.columns,
        filter: request.conditions.length > 0 ? [{ clauses: request.conditions }] : [],
        group_by: request.group_by,
        keep_groupby_nan: true,
        sort: request.order_by.map((o) => ({ col_alias: o.col, order: o.order })),
        page_rows: request.limit,
      });
      if (!parsed.success)
        throw new DomainError('bad_request', parsed.error.issues[0]?.message ?? 'Bad query');
      const { plan } = await planWithinGrant(warehouse, grant, def, parsed.data, today, maxRows);
      const data =
        request.offset > 0 ? updateSelect(plan.data, { offset: value(request.offset) }) : plan.data;
      // both counts in one statement (one scan where the planner can), beside the rows
      const [counts, results] = await Promise.all([
        warehouse.query(compile(plan.counts, dialect)),
        warehouse.query(compile(data, dialect)),
      ]);
      const meta = countsOf(counts[0] ?? {}, []);
      return { results, row_count: meta.row_count, filtered_count: meta.subset_row_count };
    },
  };
}
