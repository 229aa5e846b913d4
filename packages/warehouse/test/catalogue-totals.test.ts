import { describe, expect, it } from 'vitest';
import { catalogue, hasTotalCell, publishedTableName, totalRuleOf } from '../src/index';

/**
 * Issue 36 item 1: every column of every analysis says how its Total cell is formed (TotalRule,
 * catalogue/column-totals.ts) — a number or amount that counts by a rule of its own or of its name;
 * every other column has none.
 */
describe('Total rules of the catalogue', () => {
  const numeric = catalogue.flatMap((def) =>
    def.columns.filter(hasTotalCell).map((c) => ({ table: publishedTableName(def), column: c })),
  );

  it('every number and amount column of every analysis has a rule', () => {
    expect(numeric.length).toBeGreaterThan(200);
    const without = numeric.filter(({ column }) => totalRuleOf(column) === undefined);
    expect(without.map(({ table, column }) => `${table}.${column.name}`)).toEqual([]);
  });

  it('no total for a code, a date, a text, a flag or a percentage', () => {
    const others = catalogue.flatMap((def) =>
      def.columns
        .filter((c) => !hasTotalCell(c) && totalRuleOf(c) !== 'none')
        .map((c) => `${def.analysis}.${c.name}`),
    );
    expect(others).toEqual([]);
  });

  it('adds no mean, rank, score, age, price, quantity or amount in a currency of its own', () => {
    const never =
      /(^|_)(mean|median|rank|score|age|days|price|quantity|deviation|z_score|z_statistic|threshold|weight|local|document_amount|line_number)(_|$)/;
    const added = numeric.filter(
      ({ column }) =>
        never.test(column.name) &&
        totalRuleOf(column) !== 'none' &&
        column.name !== 'sum_vendor_invoice_delay_days',
    );
    expect(added.map(({ table, column }) => `${table}.${column.name}`)).toEqual([]);
  });

  it('the month-end snapshots of the backlog, the invoices tested of a Benford group and the GR count of a PO line do not add up', () => {
    const rule = (table: string, name: string) => {
      const def = catalogue.find((d) => publishedTableName(d) === table)!;
      return totalRuleOf(def.columns.find((c) => c.name === name)!);
    };
    expect(rule('invoices__invoice_backlog', 'number_of_invoices')).toBe('none');
    expect(rule('invoices__invoice_backlog', 'value_of_invoices')).toBe('none');
    expect(rule('red_flags__benford_vendor', 'invoice_count')).toBe('none');
    expect(rule('material_document_header_line_items__goods_receipts', 'gr_count')).toBe('none');
    expect(rule('vendors__vendor_summary', 'number_of_invoices')).toBe('sum');
  });
});
