import { describe, expect, it } from 'vitest';
import { compile, duckdbDialect, planSummary, type SourceTable } from '../src/index';
import { expectGolden, same } from './support/golden';
import { docs, expectDomainError, request, system7 } from './support/planning';

describe('planSummary: scope', () => {
  it('system only: plain rows of every column but system_id, ordered by all of them', () => {
    const plan = planSummary(request({ page_rows: 100 }), docs, system7);
    const columns =
      '"company_code", "vendor", "account_group", "amount", "qty", "posting_date", "created_at", "flags", "paid"';
    const order = columns
      .split(', ')
      .map((c) => `${c} asc nulls last`)
      .join(', ');
    expectGolden(
      plan.data,
      same(`select ${columns} from "pub"."docs" where "system_id" = $1 order by ${order} limit $2`, [7, 100]),
    );
    expectGolden(
      plan.rowCount,
      same('select count(*) as "row_count" from "pub"."docs" where "system_id" = $1', [7]),
    );
    expectGolden(
      plan.subsetRowCount,
      same('select count(*) as "row_count" from "pub"."docs" where "system_id" = $1', [7]),
    );
  });

  it('company codes, date range (half-open, as DATE) and account groups, in this order', () => {
    const plan = planSummary(request({ include_columns: ['vendor'] }), docs, {
      systemId: 7,
      companyCodes: ['1000', '2000'],
      dateRange: { from: '2024-01-01', to: '2024-04-01' },
      accountGroups: ['A1'],
    });
    expectGolden(
      plan.rowCount,
      same(
        'select count(*) as "row_count" from "pub"."docs" where "system_id" = $1 and "company_code" in ($2, $3) and "posting_date" >= cast($4 as date) and "posting_date" < cast($5 as date) and "account_group" in ($6)',
        [7, '1000', '2000', '2024-01-01', '2024-04-01', 'A1'],
      ),
    );
  });

  it('no company codes and no account groups select nothing', () => {
    const plan = planSummary(request({ include_columns: ['vendor'] }), docs, {
      ...system7,
      companyCodes: [],
      accountGroups: [],
    });
    expectGolden(
      plan.rowCount,
      same(
        'select count(*) as "row_count" from "pub"."docs" where "system_id" = $1 and false and false',
        [7],
      ),
    );
  });

  it('a source without date or account-group column ignores those scopes', () => {
    const undated: SourceTable = { ...docs, dateColumn: null, accountGroupColumn: null };
    const plan = planSummary(request({ include_columns: ['vendor'] }), undated, {
      ...system7,
      dateRange: { from: '2024-01-01', to: '2025-01-01' },
      accountGroups: ['A1'],
    });
    expectGolden(
      plan.rowCount,
      same('select count(*) as "row_count" from "pub"."docs" where "system_id" = $1', [7]),
    );
  });
});

describe('planSummary: pre_filter, filter and the counts', () => {
  it('row_count has scope and pre_filter; subset_row_count adds filter', () => {
    const plan = planSummary(
      request({
        include_columns: ['vendor'],
        pre_filter: [{ clauses: [{ col: 'company_code', op: '==', val: '1000' }] }],
        filter: [{ clauses: [{ col: 'vendor', op: 'contains', val: 'x' }] }],
      }),
      docs,
      system7,
    );
    expectGolden(
      plan.data,
      same(
        `select "vendor" from "pub"."docs" where "system_id" = $1 and "company_code" = $2 and "vendor" ilike $3 escape '\\' order by "vendor" asc nulls last`,
        [7, '1000', '%x%'],
      ),
    );
    expectGolden(
      plan.rowCount,
      same(
        'select count(*) as "row_count" from "pub"."docs" where "system_id" = $1 and "company_code" = $2',
        [7, '1000'],
      ),
    );
    expectGolden(
      plan.subsetRowCount,
      same(
        `select count(*) as "row_count" from "pub"."docs" where "system_id" = $1 and "company_code" = $2 and "vendor" ilike $3 escape '\\'`,
        [7, '1000', '%x%'],
      ),
    );
  });

  it('post_filter on plain rows names output columns and applies to both counts', () => {
    const plan = planSummary(
      request({
        include_columns: ['vendor', 'amount'],
        post_filter: [{ clauses: [{ col: 'amount', op: '>', val: 5 }] }],
      }),
      docs,
      system7,
    );
    expectGolden(plan.rowCount, {
      duckdb:
        'select count(*) as "row_count" from "pub"."docs" where "system_id" = $1 and "amount" > cast($2 as bigint)',
      postgres:
        'select count(*) as "row_count" from "pub"."docs" where "system_id" = $1 and "amount" > cast($2 as bigint)',
      params: [7, 5],
    });
  });
});

describe('planSummary: grouping and aggregates', () => {
  const aggregates = request({
    keep_groupby_nan: true,
    group_by: ['company_code'],
    aggregate: [
      {
        col: 'amount',
        fn: ['count', 'sum', 'mean', 'min', 'max', 'median'],
        alias: ['n', 'total', 'avg', 'lo', 'hi', 'med'],
      },
      { col: 'vendor', fn: ['nunique', 'first'], alias: ['vendors', 'vendor'] },
    ],
    filter: [{ clauses: [{ col: 'qty', op: '>', val: 1 }] }],
    post_filter: [
      {
        clauses: [
          { col: 'total', op: '>=', val: 100 },
          { col: 'company_code', op: '!=', val: '9' },
        ],
      },
    ],
    sort: [{ col_alias: 'total', order: 'desc' }],
    page_rows: 10,
    page_number: 2,
  });

  it('group columns by name, each aggregate by its alias; post_filter becomes HAVING', () => {
    const plan = planSummary(aggregates, docs, system7);
    const having = 'having sum("amount") >= cast($3 as bigint) and "company_code" is distinct from $4';
    expectGolden(plan.data, {
      duckdb: `select "company_code", count("amount") as "n", sum("amount") as "total", avg("amount") as "avg", min("amount") as "lo", max("amount") as "hi", median(cast("amount" as double)) as "med", count(distinct "vendor") as "vendors", any_value("vendor") as "vendor" from "pub"."docs" where "system_id" = $1 and "qty" > cast($2 as bigint) group by "company_code" ${having} order by "total" desc nulls last, "company_code" asc nulls last limit $5 offset $6`,
      postgres: `select "company_code", count("amount") as "n", sum("amount") as "total", avg("amount") as "avg", min("amount") as "lo", max("amount") as "hi", percentile_cont(0.5) within group (order by "amount") as "med", count(distinct "vendor") as "vendors", min("vendor") as "vendor" from "pub"."docs" where "system_id" = $1 and "qty" > cast($2 as bigint) group by "company_code" ${having} order by "total" desc nulls last, "company_code" asc nulls last limit $5 offset $6`,
      params: [7, 1, 100, '9', 10, 20],
    });
  });

  it('counts groups in a derived table that keeps only the GROUP BY and HAVING', () => {
    const plan = planSummary(aggregates, docs, system7);
    expectGolden(plan.rowCount, {
      duckdb:
        'select count(*) as "row_count" from (select "company_code" from "pub"."docs" where "system_id" = $1 group by "company_code" having sum("amount") >= cast($2 as bigint) and "company_code" is distinct from $3) as "groups"',
      postgres:
        'select count(*) as "row_count" from (select "company_code" from "pub"."docs" where "system_id" = $1 group by "company_code" having sum("amount") >= cast($2 as bigint) and "company_code" is distinct from $3) as "groups"',
      params: [7, 100, '9'],
    });
    expectGolden(plan.subsetRowCount, {
      duckdb:
        'select count(*) as "row_count" from (select "company_code" from "pub"."docs" where "system_id" = $1 and "qty" > cast($2 as bigint) group by "company_code" having sum("amount") >= cast($3 as bigint) and "company_code" is distinct from $4) as "groups"',
      postgres:
        'select count(*) as "row_count" from (select "company_code" from "pub"."docs" where "system_id" = $1 and "qty" > cast($2 as bigint) group by "company_code" having sum("amount") >= cast($3 as bigint) and "company_code" is distinct from $4) as "groups"',
      params: [7, 1, 100, '9'],
    });
  });

  it('an aggregate without group_by is one row, counted as one group', () => {
    const plan = planSummary(
      request({ aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }] }),
      docs,
      system7,
    );
    expectGolden(
      plan.data,
      same('select sum("amount") as "total" from "pub"."docs" where "system_id" = $1', [7]),
    );
    expectGolden(
      plan.rowCount,
      same(
        'select count(*) as "row_count" from (select count(*) as "n" from "pub"."docs" where "system_id" = $1) as "groups"',
        [7],
      ),
    );
  });

  it('group_by alone lists the distinct groups', () => {
    const plan = planSummary(
      request({ group_by: ['vendor', 'paid', 'vendor'], keep_groupby_nan: true }),
      docs,
      system7,
    );
    expectGolden(
      plan.data,
      same(
        'select "vendor", "paid" from "pub"."docs" where "system_id" = $1 group by "vendor", "paid" order by "vendor" asc nulls last, "paid" asc nulls last',
        [7],
      ),
    );
  });
});

describe('planSummary: sort and page', () => {
  it('a single sort object, then the tie-breakers; a column sorted twice counts once', () => {
    const plan = planSummary(
      request({
        include_columns: ['vendor', 'amount'],
        sort: [
          { col_alias: 'amount', order: 'desc' },
          { col_alias: 'amount', order: 'asc' },
        ],
      }),
      docs,
      system7,
    );
    expectGolden(
      plan.data,
      same(
        'select "vendor", "amount" from "pub"."docs" where "system_id" = $1 order by "amount" desc nulls last, "vendor" asc nulls last',
        [7],
      ),
    );
    const single = planSummary(
      request({ include_columns: ['vendor'], sort: { col_alias: 'vendor', order: 'desc' } }),
      docs,
      system7,
    );
    expectGolden(
      single.data,
      same('select "vendor" from "pub"."docs" where "system_id" = $1 order by "vendor" desc nulls last', [7]),
    );
  });

  it('page_number is 0-based; page 0 has no offset', () => {
    const page = (n: number) =>
      planSummary(request({ include_columns: ['vendor'], page_rows: 25, page_number: n }), docs, system7)
        .data;
    const base = 'select "vendor" from "pub"."docs" where "system_id" = $1 order by "vendor" asc nulls last';
    expectGolden(page(0), same(`${base} limit $2`, [7, 25]));
    expectGolden(page(3), same(`${base} limit $2 offset $3`, [7, 25, 75]));
  });

  it('page_rows -1: everything, or maxRows + 1 rows when a maximum is set', () => {
    const base = 'select "vendor" from "pub"."docs" where "system_id" = $1 order by "vendor" asc nulls last';
    const all = request({ include_columns: ['vendor'], page_rows: -1, page_number: 4 });
    expectGolden(planSummary(all, docs, system7).data, same(base, [7]));
    expectGolden(
      planSummary(all, docs, system7, { maxRows: 1000 }).data,
      same(`${base} limit $2`, [7, 1001]),
    );
  });

  it('page_rows over the maximum is too_much_data', () => {
    const big = request({ include_columns: ['vendor'], page_rows: 1001 });
    expectDomainError(
      () => planSummary(big, docs, system7, { maxRows: 1000 }),
      'too_much_data',
      'Too much data',
    );
    expect(() =>
      planSummary(request({ include_columns: ['vendor'], page_rows: 1000 }), docs, system7, {
        maxRows: 1000,
      }),
    ).not.toThrow();
  });
});

describe('planSummary: totals', () => {
  it('sums the numeric columns whose rule is sum, but not a year (format code) or a column of rule none or of no rule', () => {
    const withYear: SourceTable = {
      ...docs,
      columns: {
        ...docs.columns,
        fiscal_year: { dataType: 'number', format: 'code', total: 'sum' },
        age_days: { dataType: 'number', total: 'none' },
        score: { dataType: 'number' },
      },
    };
    const plan = planSummary(
      request({
        include_columns: ['vendor', 'amount', 'qty', 'fiscal_year', 'age_days', 'score'],
        supplementary_data: { totals: true },
      }),
      withYear,
      system7,
    );
    expect(plan.totalNames).toEqual(['amount', 'qty']);
    const sql = compile(plan.totals!, duckdbDialect).sql;
    expect(sql).toContain('sum("amount")');
    expect(sql).toContain('sum("qty")');
    expect(sql).toMatch(/^select sum\("amount"\) as "amount", sum\("qty"\) as "qty" from /);
  });

  it('of groups: a count and a sum add up, the least and greatest amount are the least and greatest, a mean is recomputed from the rows; a distinct count, a group key and a sum of a column of rule none have no total', () => {
    const withAge: SourceTable = {
      ...docs,
      columns: { ...docs.columns, age_days: { dataType: 'number', total: 'none' } },
    };
    const plan = planSummary(
      request({
        group_by: ['company_code', 'qty'],
        aggregate: [
          {
            col: 'amount',
            fn: ['sum', 'count', 'mean', 'min', 'max'],
            alias: ['value', 'n', 'mean', 'least', 'most'],
          },
          { col: 'vendor', fn: ['nunique'], alias: ['vendors'] },
          { col: 'age_days', fn: ['sum', 'max', 'mean'], alias: ['age_sum', 'oldest', 'mean_age'] },
        ],
        supplementary_data: { totals: true },
        page_rows: 10,
      }),
      withAge,
      system7,
    );
    expect(plan.totalNames).toEqual(['value', 'n', 'mean', 'least', 'most', 'mean_age']);
    const sql = compile(plan.totals!, duckdbDialect).sql;
    expect(sql).toContain('sum("value") as "value"');
    expect(sql).toContain('sum("n") as "n"');
    expect(sql).toContain('min("least") as "least"');
    expect(sql).toContain('max("most") as "most"');
    // the mean of all the rows: the groups' sums over their counts, not a sum of means
    expect(sql).toContain(
      'cast(sum("$mean_sum:mean") as double) / nullif(sum("$mean_count:mean"), 0) as "mean"',
    );
    expect(sql).toContain('sum("$mean_sum:mean_age")');
    // the page answers no helper column
    const page = compile(plan.data, duckdbDialect).sql;
    expect(page).not.toContain('$mean_');
    expect(page).toContain('avg("amount") as "mean"');
  });

  it('no recomputed mean after a computed column (the helpers do not reach the post-stage)', () => {
    const plan = planSummary(
      request({
        group_by: ['company_code'],
        aggregate: [{ col: 'amount', fn: ['sum', 'mean'], alias: ['value', 'mean'] }],
        computed: [{ alias: 'half', formula: 'value / 2' }],
        supplementary_data: { totals: true },
      }),
      docs,
      system7,
    );
    expect(plan.totalNames).toEqual(['value']);
    expect(compile(plan.data, duckdbDialect).sql).not.toContain('$mean_');
  });
});

describe('planSummary: the page and its meta in one statement', () => {
  const columns =
    '"company_code", "vendor", "account_group", "amount", "qty", "posting_date", "created_at", "flags"';

  it('groups with a filter: grouped once over the rows in scope, each aggregate filtered, the subset by its rows', () => {
    const plan = planSummary(
      request({
        group_by: ['company_code'],
        aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }],
        filter: [{ clauses: [{ col: 'qty', op: '>', val: 1 }] }],
        sort: { col_alias: 'total', order: 'desc' },
        supplementary_data: { totals: true },
        page_rows: 10,
      }),
      docs,
      system7,
    );
    const groups = (rowCount: string) =>
      `select "company_code", sum("amount") filter (where "$in_subset") as "total", count(*) filter (where "$in_subset") as "$subset_rows"${rowCount} from (select ${columns}, "paid", "qty" > cast($1 as bigint) as "$in_subset" from "pub"."docs" where "system_id" = $2) as "flagged" where "company_code" is not null group by "company_code"`;
    expectGolden(
      plan.counted,
      same(
        `select "company_code", "total", "$row_count", count(1) over () as "$subset_row_count", sum("total") over () as "$total:total" from (${groups(', count(1) over () as "$row_count"')}) as "groups" where "$subset_rows" > 0 order by "total" desc nulls last, "company_code" asc nulls last limit $3`,
        [1, 7, 10],
      ),
    );
    expectGolden(
      plan.counts,
      same(
        `select count(*) as "$row_count", count(*) filter (where "$subset_rows" > 0) as "$subset_row_count", sum("total") filter (where "$subset_rows" > 0) as "$total:total" from (${groups('')}) as "groups"`,
        [1, 7],
      ),
    );
    expect(plan.metaBesidePage).toBe(false);
  });

  it('plain rows with a filter: one scan counts the rows in scope and those meeting it', () => {
    const plan = planSummary(
      request({
        include_columns: ['vendor', 'amount'],
        filter: [{ clauses: [{ col: 'vendor', op: '==', val: 'x' }] }],
        supplementary_data: { totals: true },
      }),
      docs,
      system7,
    );
    expectGolden(
      plan.counts,
      same(
        `select count(*) as "$row_count", count(*) filter (where "$in_subset") as "$subset_row_count", sum("amount") filter (where "$in_subset") as "$total:amount" from (select ${columns}, "paid", "vendor" = $1 as "$in_subset" from "pub"."docs" where "system_id" = $2) as "flagged"`,
        ['x', 7],
      ),
    );
    expect(plan.metaBesidePage).toBe(true);
  });

  it('without a filter: both counts are a window count over the result', () => {
    const plan = planSummary(
      request({
        group_by: ['vendor'],
        aggregate: [{ col: 'qty', fn: ['count'], alias: ['n'] }],
        page_rows: 5,
      }),
      docs,
      system7,
    );
    expectGolden(
      plan.counted,
      same(
        'select "vendor", "n", count(1) over () as "$row_count", count(1) over () as "$subset_row_count" from (select "vendor", count("qty") as "n" from "pub"."docs" where "system_id" = $1 and "vendor" is not null group by "vendor") as "result" order by "vendor" asc nulls last limit $2',
        [7, 5],
      ),
    );
  });
});
