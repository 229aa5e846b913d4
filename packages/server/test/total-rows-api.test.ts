import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisFor,
  catalogue,
  hasTotalCell,
  publishedTableName,
  totalRuleOf,
  type AnalysisDefinition,
} from '@spendlens/warehouse';
import { startDemoSession, type TestServer } from './start-test-server';

type Row = Record<string, unknown>;

/** The analyses of a page SAP-DEMO has (a cross-system analysis is a multi-system's: not here). */
const pages = catalogue.filter(
  (def) => def.page !== null && def.memberColumns === undefined && analysisFor(def, 'sap').available,
);

/** Equal as figures: DECIMAL sums and DOUBLE means may come back as strings or numbers. */
function sameFigures(actual: Row, expected: Row): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, value] of Object.entries(expected)) {
    if (value === null) expect(actual[name], name).toBeNull();
    else expect(Number(actual[name]), name).toBeCloseTo(Number(value), 2);
  }
}

/**
 * Issue 36 item 1: the Total row of every analysis page of SAP-DEMO, as POST /summary answers it
 * (meta.totals), against SQL on the published table — the detail view (every row) and the summary
 * view by its first view-by column with the page's aggregates. A column whose rule is 'none' (an age,
 * a rank, a score, a mean, a code) has no Total cell at all.
 */
describe('Total rows and bin order of every analysis page, against SQL', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server?.close());

  /** POST /summary of `def` over all its company codes and dates, with `body`'s options. */
  const summaryOf = async (def: AnalysisDefinition, body: Row) => {
    const response = await server.api('summary', {
      token,
      body: {
        system_id: systemId,
        module: def.module,
        analysis: def.analysis,
        company_code: -1,
        year: -1,
        qualifier: -1,
        ...body,
      },
    });
    expect(response.status, `${def.analysis}: ${response.status}`).toBe(200);
    return (await response.json()) as { data: Row[]; meta: { totals?: Row } };
  };
  const totalsOf = async (def: AnalysisDefinition, body: Row): Promise<Row> =>
    (await summaryOf(def, { page_rows: 1, supplementary_data: { totals: true }, ...body })).meta.totals ?? {};
  const sql = async (text: string): Promise<Row> =>
    ((await server.warehouse.query({ sql: text, params: [systemId] as never })) as Row[])[0] ?? {};
  const q = (name: string) => `"${name}"`;

  it('finds binned columns on the pages (the due dates, GR ages, value ranges, dormant periods, tail spend)', () => {
    expect(pages.flatMap((def) => def.columns.filter((c) => c.order)).length).toBeGreaterThanOrEqual(8);
  });

  it.each(pages.map((def) => [publishedTableName(def), def] as const))(
    'detail view of %s: the sum (or least, greatest) of each column whose rule gives one, no other',
    async (table, def) => {
      const totalled = def.columns.filter(hasTotalCell).flatMap((c) => {
        const rule = totalRuleOf(c);
        return rule === 'sum' || rule === 'min' || rule === 'max' ? [{ name: c.name, rule }] : [];
      });
      const expected =
        totalled.length === 0
          ? {}
          : await sql(
              `select ${totalled.map((c) => `${c.rule}(${q(c.name)})::double as ${q(c.name)}`).join(', ')}
               from pub.${q(table)} where system_id = $1`,
            );
      sameFigures(await totalsOf(def, {}), expected);
    },
  );

  const summaries = pages.filter((def) => def.display?.summaryTable);
  it.each(summaries.map((def) => [publishedTableName(def), def] as const))(
    'summary view of %s by its first view-by: counts and sums add up, least and greatest amounts, a mean of all the rows; no distinct count or sum of what does not add up',
    async (table, def) => {
      const summary = def.display!.summaryTable!;
      const key = summary.viewByList[0]!.name;
      const ruleOf = (col: string) => totalRuleOf(def.columns.find((c) => c.name === col)!);
      const totalled = summary.aggregate.flatMap((a) => {
        const rule = ruleOf(a.col);
        if (a.fn === 'count') return [{ ...a, sql: `count(${q(a.col)})` }];
        if (a.fn === 'mean') return [{ ...a, sql: `avg(${q(a.col)})` }];
        if (a.fn === 'sum' && rule === 'sum') return [{ ...a, sql: `sum(${q(a.col)})` }];
        if ((a.fn === 'min' || a.fn === 'max') && rule !== 'none' && rule !== undefined)
          return [{ ...a, sql: `${a.fn}(${q(a.col)})` }];
        return [];
      });
      const expected =
        totalled.length === 0
          ? {}
          : await sql(
              `select ${totalled.map((a) => `${a.sql}::double as ${q(a.alias)}`).join(', ')}
               from pub.${q(table)} where system_id = $1 and ${q(key)} is not null`,
            );
      const totals = await totalsOf(def, {
        group_by: [key],
        aggregate: summary.aggregate.map((a) => ({ col: a.col, fn: [a.fn], alias: [a.alias] })),
      });
      sameFigures(totals, expected);
    },
  );

  it('the Total of Payment Terms Used: its average days to pay is the mean of every paid invoice, not a sum of means; the backlog adds no month-end snapshots', async () => {
    const terms = pages.find((d) => d.analysis === 'payment_terms_used')!;
    const totals = await totalsOf(terms, {
      group_by: ['payment_term'],
      aggregate: terms.display!.summaryTable!.aggregate.map((a) => ({
        col: a.col,
        fn: [a.fn],
        alias: [a.alias],
      })),
    });
    const [days] = (await server.warehouse.query({
      sql: `select avg(actual_days_to_pay)::double as mean, count(distinct payment_term) as terms
            from pub.payment_terms__payment_terms_used where system_id = $1 and payment_term is not null`,
      params: [systemId] as never,
    })) as Row[];
    expect(Number(days!['terms'])).toBeGreaterThan(1);
    expect(Number(totals['average_actual_days_to_pay'])).toBeCloseTo(Number(days!['mean']), 6);
    const backlog = pages.find((d) => d.analysis === 'invoice_backlog')!;
    expect(await totalsOf(backlog, {})).toEqual({});
  });

  const binned = pages.flatMap((def) =>
    def.columns.filter((c) => c.order).map((c) => [`${publishedTableName(def)}.${c.name}`, def, c] as const),
  );
  it.each(binned)(
    'bins of %s: every value is one of its bins, and grouped and sorted by it they come in the order of the bins (issue 36 item 2)',
    async (_name, def, col) => {
      const order = col.order!;
      const values = (await server.warehouse.query({
        sql: `select distinct ${q(col.name)} as v from pub.${q(publishedTableName(def))} where system_id = $1`,
        params: [systemId] as never,
      })) as Row[];
      const present = values.map((r) => r['v']).filter((v) => v !== null);
      expect(present.filter((v) => !order.includes(String(v)))).toEqual([]);
      const { data: rows } = await summaryOf(def, {
        page_rows: -1,
        group_by: [col.name],
        aggregate: [{ col: col.name, fn: ['count'], alias: ['n'] }],
        sort: { col_alias: col.name, order: 'asc' },
      });
      expect(rows.map((r) => r[col.name])).toEqual(order.filter((label) => present.includes(label)));
    },
  );
});
