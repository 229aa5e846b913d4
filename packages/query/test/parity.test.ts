import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryRequestSchema, type Row } from '@spendlens/domain';
import { planSummary } from '../src/index';
import { engineOpeners, type TestEngine } from './support/engines';
import { allOfSystem1, fixtureSource } from './support/fixture';
import type { ParityCase } from './support/parity-case';
import { connectorCases, operatorCases } from './support/parity-filter-cases';
import { orderCases, pageCases } from './support/parity-order-cases';
import { groupCases, scopeCases } from './support/parity-shape-cases';
import { pipelineCases } from './support/parity-pipeline-cases';

/**
 * One parity suite, run on DuckDB (in memory) and PostgreSQL (127.0.0.1:5432): the same plans,
 * compiled per dialect, give the same exact answers on the same fixture.
 *
 * Reviewed skip list: case name → why the engine may differ. Empty: none differ on this fixture.
 * Known differences kept out of the fixture on purpose, documented here:
 * - `first` is any_value on DuckDB and min on PostgreSQL: the same only where the column does not
 *   vary within a group (the use it is meant for).
 * - string order follows the collation: DuckDB orders by code point; PostgreSQL does so with the C
 *   collation the test database uses (C.UTF-8), not with a linguistic one.
 */
const skipList: Record<TestEngine['name'], Record<string, string>> = { duckdb: {}, postgres: {} };

const suites: [string, ParityCase[]][] = [
  ['operators', operatorCases],
  ['connectors', connectorCases],
  ['scope and counts', scopeCases],
  ['groups and aggregates', groupCases],
  ['sort', orderCases],
  ['paging', pageCases],
  ['computed, transforms and the other steps', pipelineCases],
];

/** Floats as engines compute them agree to 12 significant digits. */
function rounded(rows: Row[]): Row[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toPrecision(12)) : v]),
    ),
  );
}

for (const engineName of ['duckdb', 'postgres'] as const) {
  describe(`parity on ${engineName}`, () => {
    let engine: TestEngine;
    beforeAll(async () => {
      engine = await engineOpeners[engineName]();
    });
    afterAll(async () => {
      await engine?.close();
    });

    for (const [suite, cases] of suites) {
      describe(suite, () => {
        for (const c of cases) {
          const skip = skipList[engineName][c.name];
          it.skipIf(skip !== undefined)(c.name, async () => {
            const request = summaryRequestSchema.parse({
              system_id: 1,
              module: 'm',
              analysis: 'a',
              page_rows: -1,
              ...c.request,
            });
            const plan = planSummary(
              request,
              fixtureSource(engine.schema),
              c.scope ?? allOfSystem1,
              c.options,
            );
            const data = await engine.run(plan.data);
            expect(rounded(data)).toEqual(rounded(c.data));
            data.forEach((row, i) => expect(Object.keys(row)).toEqual(Object.keys(c.data[i] ?? {})));
            expect(await engine.run(plan.rowCount)).toEqual([{ row_count: c.rowCount }]);
            expect(await engine.run(plan.subsetRowCount)).toEqual([{ row_count: c.subsetRowCount }]);
          });
        }
      });
    }
  });
}
