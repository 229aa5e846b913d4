import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogue,
  publishedTableName,
  quoteIdentifier,
  withFindingColumns,
  type DuckDbExecutor,
} from '../../../src/index';
import { purchasingAnalyses } from '../../../src/catalogue/purchasing/index';
import { openFixtureWarehouse } from '../../support/fixture-warehouse';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await openFixtureWarehouse();
});
afterAll(() => db.close());

describe('purchasing analyses in the catalogue', () => {
  it('are all in the catalogue under distinct published tables', () => {
    // as published: a finding analysis with its finding and case columns
    for (const def of purchasingAnalyses) expect(catalogue).toContainEqual(withFindingColumns(def));
    const names = purchasingAnalyses.map(publishedTableName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'pos__purchase_orders',
      'pos__average_po_value',
      'pos__on_or_after_invoice',
      'pos__no_payment_term',
      'pos__grni_distribution',
      'material_document_header_line_items__no_invoice',
      'material_document_header_line_items__movement_types',
      'pos__invoices_without_gr',
      'pos__gr_greater_than_invoice',
      'material_pricing__price_series',
      'material_pricing__price_increases',
      'material_document_header_line_items__goods_receipts',
    ]);
  });

  it('name only published columns in scoping, display and exception rules', async () => {
    for (const def of purchasingAnalyses) {
      const columns = new Set(def.columns.map((c) => c.name));
      const named = [
        def.dateColumn,
        def.accountGroupColumn,
        def.companyCodeColumn,
        ...(def.display?.summaryTable?.viewByList.map((v) => v.name) ?? []),
        ...(def.display?.summaryTable?.aggregate.map((a) => a.col) ?? []),
        def.display?.chart?.x,
        ...(def.display?.chart?.measures.map((m) => m.col) ?? []),
      ].filter((n): n is string => typeof n === 'string');
      for (const n of named) expect([def.analysis, n, columns.has(n)]).toEqual([def.analysis, n, true]);
      expect(['purchase_orders', 'goods_receipts']).toContain(def.page?.module);
      if (def.exception) {
        for (const n of ['vendor_id', 'company_code']) expect(columns.has(n)).toBe(true);
        expect(def.dateColumn).not.toBeNull();
        expect(def.exception.weight).toBeGreaterThanOrEqual(1);
        expect(def.exception.weight).toBeLessThanOrEqual(10);
        const table = `pub.${quoteIdentifier(publishedTableName(def))}`;
        await expect(
          db.query({ sql: `SELECT count(*) FROM ${table} WHERE ${def.exception.condition}`, params: [] }),
        ).resolves.toBeDefined();
      }
    }
  });
});
