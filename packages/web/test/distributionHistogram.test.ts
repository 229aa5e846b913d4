import { summaryRequestSchema } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  barsPayload,
  documentTypeFilter,
  fullWindow,
  histogramBars,
  histogramEdges,
  windowFilter,
  windowPayload,
  zoomRefusal,
} from '../src/modules/invoice-distribution/utils/distributionHistogram';

const scope = { system_id: 3, year: 2024, qualifier: 'Q1', company_code: '1000' };
const source = { module: 'accounting_docs_po_nonpo_credit_reversal', analysis: 'invoice_distribution' };

describe('the Invoice Distribution histogram (spec 02 §2, §4, §9)', () => {
  it('cuts a window into equal bars; a window of one value is one bar', () => {
    expect(histogramEdges({ lo: 0, hi: 100, closed: true }, 4)).toEqual([0, 25, 50, 75, 100]);
    expect(histogramEdges({ lo: -50, hi: 50, closed: true }, 2)).toEqual([-50, 0, 50]);
    expect(histogramEdges({ lo: 7, hi: 7, closed: true }, 20)).toEqual([7, 8]);
    const tiny = histogramEdges({ lo: 1, hi: 1 + 1e-12, closed: false }, 50);
    expect(tiny.every((e, i) => i === 0 || e > tiny[i - 1]!)).toBe(true);
  });

  it('asks for the window and the bars with valid POST /summary bodies, in the type and the window', () => {
    const full = windowPayload(scope, source, 'ALL');
    expect(summaryRequestSchema.safeParse(full).success).toBe(true);
    expect(full.filter).toEqual(documentTypeFilter('ALL'));
    expect(documentTypeFilter('TOTAL')).toEqual([]);
    expect(documentTypeFilter('REVERSAL')[0]!.clauses).toEqual([
      { col: 'derived_document_type', op: '==', val: 'REVERSAL' },
    ]);
    const window = { lo: 0, hi: 1000, closed: false };
    const edges = histogramEdges(window, 10);
    const bars = barsPayload(scope, source, 'VENDOR-CREDIT', window, edges);
    expect(summaryRequestSchema.safeParse(bars).success).toBe(true);
    expect(bars.group_by).toEqual(['value_bar']);
    expect(bars.transform).toEqual([
      {
        type: 'bin',
        col: 'common_amount',
        alias: 'value_bar',
        bins: edges,
        labels: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      },
    ]);
    // an open window leaves its upper edge to the next bar; the full window keeps it
    expect(windowFilter('VENDOR-CREDIT', window)[1]!.clauses).toEqual([
      { col: 'common_amount', op: '>=', val: 0 },
      { col: 'common_amount', op: '<', val: 1000 },
    ]);
    expect(windowFilter('ALL', { ...window, closed: true })[1]!.clauses[1]!.op).toBe('<=');
  });

  it('reads the full window, none without invoices', () => {
    expect(fullWindow([{ min_amount: -20, max_amount: 900, number_of_invoices: 4 }])).toEqual({
      lo: -20,
      hi: 900,
      closed: true,
    });
    expect(fullWindow([{ min_amount: null, max_amount: null, number_of_invoices: 0 }])).toBeUndefined();
    expect(fullWindow([])).toBeUndefined();
  });

  it('fills empty bars, drops the empty ones at the top end, and closes only the top bar of a closed window', () => {
    const edges = histogramEdges({ lo: 0, hi: 40000, closed: true }, 4);
    const bars = histogramBars(
      [
        { value_bar: '0', number_of_invoices: 5, value_of_invoices: 100 },
        { value_bar: '2', number_of_invoices: 1, value_of_invoices: 25000 },
      ],
      edges,
      { lo: 0, hi: 40000, closed: true },
    );
    expect(bars.map((b) => [b.bin, b.count])).toEqual([
      ['0 - 10k', 5],
      ['10k - 20k', 0],
      ['20k - 30k', 1],
    ]);
    expect(bars[0]!.window).toEqual({ lo: 0, hi: 10000, closed: false });
    const all = histogramBars([{ value_bar: '3', number_of_invoices: 2 }], edges, {
      lo: 0,
      hi: 40000,
      closed: true,
    });
    expect(all[3]!.window.closed).toBe(true);
    // bars under 1000 wide are labelled with 2 decimals
    const narrow = histogramBars([{ value_bar: '0', number_of_invoices: 3 }], [1, 1.5, 2], {
      lo: 1,
      hi: 2,
      closed: false,
    });
    expect(narrow[0]!.bin).toBe('1.00 - 1.50');
  });

  it('refuses to zoom into a bar of fewer than 2 invoices, or when only one bar remains', () => {
    const bar = (count: number) => ({ bin: '', count, value: 0, window: { lo: 0, hi: 1, closed: false } });
    expect(zoomRefusal(bar(1), [bar(1), bar(5)])).toMatch(/fewer than 2 invoices/);
    expect(zoomRefusal(bar(5), [bar(5), bar(0)])).toMatch(/Only one bar remains/);
    expect(zoomRefusal(bar(5), [bar(5), bar(3)])).toBeUndefined();
  });
});
