import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTypes } from '@spendlens/domain';
import { catalogue, publishedTableName, withFindingColumns, type DuckDbExecutor } from '../../../src/index';
import { invoiceAnalyses } from '../../../src/catalogue/invoices';
import { openFixtureWarehouse } from '../../support/fixture-warehouse';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
});
afterAll(() => db.close());

describe('the invoices analyses', () => {
  it('are in the catalogue, in module invoices, with unique pages', () => {
    // as published: a finding analysis with its finding and case columns
    for (const def of invoiceAnalyses) expect(catalogue).toContainEqual(withFindingColumns(def));
    expect(new Set(invoiceAnalyses.map((d) => d.module))).toEqual(new Set(['invoices']));
    const pages = invoiceAnalyses.flatMap((d) => (d.page ? [`${d.page.module}/${d.page.name}`] : []));
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('name only published columns as scope, display and exception columns', () => {
    for (const def of invoiceAnalyses) {
      const names = new Set(def.columns.map((c) => c.name));
      const scoped = [def.dateColumn, def.accountGroupColumn, def.companyCodeColumn].filter(
        (c) => c !== null,
      );
      for (const c of scoped) expect(names, `${def.analysis}: ${c}`).toContain(c);
      for (const c of def.columns) expect(dataTypes).toContain(c.dataType);
      const display = def.display;
      for (const v of display?.summaryTable?.viewByList ?? []) expect(names).toContain(v.name);
      for (const a of display?.summaryTable?.aggregate ?? []) expect(names).toContain(a.col);
      if (display?.chart) {
        expect(names).toContain(display.chart.x);
        for (const m of display.chart.measures) expect(names).toContain(m.col);
      }
      if (def.exception) {
        expect(names).toContain('vendor_id');
        expect(names).toContain('company_code');
        expect(def.dateColumn).not.toBeNull();
        expect(def.exception.weight).toBeGreaterThanOrEqual(1);
        expect(def.exception.weight).toBeLessThanOrEqual(10);
      }
    }
  });

  it('have exception conditions that run over their published tables', async () => {
    for (const def of invoiceAnalyses.filter((d) => d.exception)) {
      const rows = await db.query({
        sql: `SELECT count(*) FILTER (WHERE ${def.exception!.condition}) AS n FROM pub."${publishedTableName(def)}"`,
        params: [],
      });
      expect(Number(rows[0]?.['n'])).toBe(0);
    }
  });
});
