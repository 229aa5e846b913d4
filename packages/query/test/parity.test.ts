import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryRequestSchema, type Row, type SummaryRequestInput } from '@spendlens/domain';
import { countsOf, planSummary, withoutCounts, type CountsMeta } from '../src/index';
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

/** The plan of a case on `engine`'s fixture, every row asked unless the case pages; `extra` added. */
function planCase(c: ParityCase, engine: TestEngine, extra: Partial<SummaryRequestInput> = {}) {
  const request = summaryRequestSchema.parse({
    system_id: 1,
    module: 'm',
    analysis: 'a',
    page_rows: -1,
    ...c.request,
    ...extra,
  });
  return planSummary(request, fixtureSource(engine.schema), c.scope ?? allOfSystem1, c.options);
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
            const plan = planCase(c, engine);
            const data = await engine.run(plan.data);
            expect(rounded(data)).toEqual(rounded(c.data));
            data.forEach((row, i) => expect(Object.keys(row)).toEqual(Object.keys(c.data[i] ?? {})));
            expect(await engine.run(plan.rowCount)).toEqual([{ row_count: c.rowCount }]);
            expect(await engine.run(plan.subsetRowCount)).toEqual([{ row_count: c.subsetRowCount }]);
          });

          // the one statement of the page and its meta, and the one row of the meta, with the
          // totals the separate statement sums
          it.skipIf(skip !== undefined)(`${c.name} (one statement)`, async () => {
            const plan = planCase(c, engine, { supplementary_data: { totals: true } });
            const totals = plan.totals ? (await engine.run(plan.totals))[0] : undefined;
            const meta = {
              row_count: c.rowCount,
              subset_row_count: c.subsetRowCount,
              ...(plan.totalNames.length > 0 ? { totals: rounded([totals!])[0] } : {}),
            };
            if (c.totals) expect(meta.totals).toEqual(rounded([c.totals])[0]);
            const roundedMeta = (m: CountsMeta) => (m.totals ? { ...m, totals: rounded([m.totals])[0] } : m);
            const counted = await engine.run(plan.counted);
            const names = c.data[0] ? Object.keys(c.data[0]) : [];
            expect(rounded(withoutCounts(counted, names))).toEqual(rounded(c.data));
            for (const row of counted) expect(roundedMeta(countsOf(row, plan.totalNames))).toEqual(meta);
            const counts = await engine.run(plan.counts);
            expect(counts).toHaveLength(1);
            expect(roundedMeta(countsOf(counts[0]!, plan.totalNames))).toEqual(meta);
          });
        }
      });
    }
  });
}
