import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryRequestSchema, type FilterClause, type SummaryRequest } from '@spendlens/domain';
import { compile, duckdbDialect, planSummary, postgresDialect } from '../src/index';
import { engineOpeners, type TestEngine } from './support/engines';
import { allOfSystem1, fixtureSource, fixtureTable } from './support/fixture';
import { expectDomainError } from './support/planning';

/** In the spirit of Kysely's test/node/src/sql-injection.test.ts. */
const hostileValues = [
  `x' OR 1=1 --`,
  `"; drop table t; --`,
  `'); drop table ${fixtureTable}; --`,
  `\\'; drop table ${fixtureTable}; --`,
  `$1`,
  `%' or '1'='1`,
  `1; delete from ${fixtureTable}`,
  `Acme Corp' --`,
];

const hostileNames = [
  `vendor"; drop table ${fixtureTable}; --`,
  `vendor" = "vendor`,
  `1=1 --`,
  `*`,
  `vendor --`,
  `"vendor"`,
];

/** A request that skipped the boundary: the planner must hold on its own. */
function unchecked(fields: Record<string, unknown>): SummaryRequest {
  const valid = summaryRequestSchema.parse({ system_id: 1, module: 'm', analysis: 'a', page_rows: -1 });
  return { ...valid, ...fields } as SummaryRequest;
}

function clauses(value: string): FilterClause[] {
  return [
    { col: 'vendor', op: '==', val: value },
    { col: 'vendor', op: 'isin', val: [value, 'other'] },
    { col: 'vendor', op: 'contains', val: value },
    { col: 'vendor', op: 'startswith', val: value },
    { col: 'vendor', op: 'endswith', val: value },
  ];
}

describe('sql injection: values are only ever parameters', () => {
  function plan(v: string) {
    const request = unchecked({
      include_columns: ['doc_id'],
      filter: [{ clause_connector: '|', group_connector: '&', clauses: clauses(v) }],
      pre_filter: [
        { clause_connector: '&', group_connector: '&', clauses: [{ col: 'company_code', op: '!=', val: v }] },
      ],
    });
    return planSummary(request, fixtureSource('pub'), {
      ...allOfSystem1,
      companyCodes: [v],
      accountGroups: [v],
    });
  }

  it.each(hostileValues)(
    '%j: the same SQL text as a harmless value, the value among the parameters',
    (hostile) => {
      const hostilePlan = plan(hostile);
      const harmlessPlan = plan('harmless');
      for (const dialect of [duckdbDialect, postgresDialect]) {
        for (const part of ['data', 'rowCount', 'subsetRowCount'] as const) {
          const compiled = compile(hostilePlan[part], dialect);
          expect(compiled.sql).toBe(compile(harmlessPlan[part], dialect).sql);
          expect(compiled.sql).not.toMatch(/drop|delete|1=1|--/i);
          expect(compiled.params).toContain(hostile);
        }
      }
    },
  );

  it('rejects the names at the boundary, and the planner refuses them when the boundary is skipped', () => {
    for (const name of hostileNames) {
      expect(
        summaryRequestSchema.safeParse({ system_id: 1, module: 'm', analysis: 'a', group_by: [name] })
          .success,
      ).toBe(false);
      const source = fixtureSource('pub');
      const scope = allOfSystem1;
      const run = (fields: Record<string, unknown>) => () => planSummary(unchecked(fields), source, scope);
      const filter = (col: string) => [
        { clause_connector: '&', group_connector: '&', clauses: [{ col, op: 'isnull' }] },
      ];
      expectDomainError(run({ filter: filter(name) }), 'unknown_column', `Unknown column: ${name}`);
      expectDomainError(run({ pre_filter: filter(name) }), 'unknown_column', name);
      expectDomainError(run({ group_by: [name] }), 'unknown_column', name);
      expectDomainError(run({ include_columns: [name] }), 'unknown_column', name);
      expectDomainError(
        run({ aggregate: [{ col: name, fn: ['count'], alias: ['n'] }] }),
        'unknown_column',
        name,
      );
      expectDomainError(run({ sort: { col_alias: name, order: 'asc' } }), 'unknown_column', name);
      expectDomainError(run({ group_by: ['vendor'], post_filter: filter(name) }), 'unknown_column', name);
    }
  });
});

for (const engineName of ['duckdb', 'postgres'] as const) {
  describe(`sql injection on ${engineName}`, () => {
    let engine: TestEngine;
    // System 3 holds one row per hostile value, as its vendor and its company code.
    const system3 = { ...allOfSystem1, systemId: 3 };
    beforeAll(async () => {
      engine = await engineOpeners[engineName]();
      for (const [i, hostile] of hostileValues.entries()) {
        await engine.raw(
          `insert into "${engine.schema}"."${fixtureTable}" (system_id, doc_id, company_code, vendor) values (3, $1, $2, $2)`,
          [100 + i, hostile],
        );
      }
    });
    afterAll(async () => {
      await engine?.close();
    });

    async function assertTableIntact(): Promise<void> {
      const rows = await engine.raw(`select count(*) as n from "${engine.schema}"."${fixtureTable}"`);
      expect(Number(rows[0]?.['n'])).toBe(10 + hostileValues.length);
    }

    it.each(hostileValues.map((v, i) => [v, i] as const))(
      '%j matches only the row that holds it',
      async (hostile, i) => {
        const source = fixtureSource(engine.schema);
        for (const clause of clauses(hostile)) {
          const request = unchecked({
            include_columns: ['doc_id'],
            filter: [{ clause_connector: '&', group_connector: '&', clauses: [clause] }],
          });
          const plan = planSummary(request, source, system3);
          expect(await engine.run(plan.data)).toEqual([{ doc_id: 100 + i }]);
          expect(await engine.run(plan.rowCount)).toEqual([{ row_count: hostileValues.length }]);
        }
        const negative = unchecked({
          include_columns: ['doc_id'],
          filter: [
            {
              clause_connector: '&',
              group_connector: '&',
              clauses: [{ col: 'vendor', op: '!=', val: hostile }],
            },
          ],
        });
        const others = [{ row_count: hostileValues.length - 1 }];
        expect(await engine.run(planSummary(negative, source, system3).subsetRowCount)).toEqual(others);
        const scoped = planSummary(unchecked({ include_columns: ['doc_id'] }), source, {
          ...system3,
          companyCodes: [hostile],
        });
        expect(await engine.run(scoped.data)).toEqual([{ doc_id: 100 + i }]);
        await assertTableIntact();
      },
    );

    it('a hostile alias is quoted as one identifier', async () => {
      const alias = `total"; drop table ${fixtureTable}; --`;
      const request = unchecked({ aggregate: [{ col: 'amount', fn: ['count'], alias: [alias] }] });
      const plan = planSummary(request, fixtureSource(engine.schema), allOfSystem1);
      expect(compile(plan.data, engine.dialect).sql).toContain(
        `as "total""; drop table ${fixtureTable}; --"`,
      );
      expect(await engine.run(plan.data)).toEqual([{ [alias]: 7 }]);
      await assertTableIntact();
    });

    it('a hostile catalogue identifier is quoted, fails as an unknown table, and drops nothing', async () => {
      const source = {
        ...fixtureSource(engine.schema),
        table: `${fixtureTable}"; drop table "${engine.schema}"."${fixtureTable}"; --`,
      };
      const plan = planSummary(unchecked({ include_columns: ['doc_id'] }), source, allOfSystem1);
      await expect(engine.run(plan.data)).rejects.toThrow();
      await assertTableIntact();
    });
  });
}
