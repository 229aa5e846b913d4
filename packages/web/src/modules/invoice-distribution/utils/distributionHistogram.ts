import {
  formatLargeNumber,
  formatNumber,
  type FilterGroup,
  type Row,
  type SummaryRequestInput,
} from '@spendlens/domain';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';
import type { DistributionRowType } from '../types/DistributionTable';
import type { DistributionChartDatum } from '../types/DistributionChartDatum';
import { invoiceDocumentTypes } from './invoiceDistributionQueries';

/**
 * The zoomable histogram of the Invoice Distribution chart (spec 02 §2, §4, §9): equal-width bars of
 * the invoices' common amount over a value window, the window first spanning every invoice of the
 * document type, then each zoom the range of one bar.
 */

/** A value window: lo inclusive, hi inclusive when `closed` (the top bar of the full window), else exclusive. */
export interface ValueWindow {
  lo: number;
  hi: number;
  closed: boolean;
}

/** Max bars options (spec 02 §9): 10 to 50, default 20. */
export const maxBarsOptions = [10, 20, 30, 40, 50] as const;
export const defaultMaxBars = 20;

const amount = 'common_amount';
const barAlias = 'value_bar';

/** The document-type filter of a chart row: ALL is PO and non-PO invoices, TOTAL every document. */
export function documentTypeFilter(type: DistributionRowType): FilterGroup[] {
  if (type === 'TOTAL') return [];
  const clause =
    type === 'ALL'
      ? { col: 'derived_document_type', op: 'isin' as const, val: [...invoiceDocumentTypes] }
      : { col: 'derived_document_type', op: '==' as const, val: type };
  return [{ clause_connector: '&', group_connector: '&', clauses: [clause] }];
}

/** The filter of the invoices in a value window of a document type. */
export function windowFilter(type: DistributionRowType, window: ValueWindow): FilterGroup[] {
  return [
    ...documentTypeFilter(type),
    {
      clause_connector: '&',
      group_connector: '&',
      clauses: [
        { col: amount, op: '>=', val: window.lo },
        { col: amount, op: window.closed ? '<=' : '<', val: window.hi },
      ],
    },
  ];
}

/** The bar edges of a window: `bars` equal widths; a window of one value is one bar. */
export function histogramEdges(window: ValueWindow, bars: number): number[] {
  if (!(window.hi > window.lo)) return [window.lo, window.lo + 1];
  const width = (window.hi - window.lo) / bars;
  const edges = [window.lo];
  for (let i = 1; i < bars; i++) {
    const edge = window.lo + i * width;
    if (edge > edges[edges.length - 1]! && edge < window.hi) edges.push(edge);
  }
  edges.push(window.hi);
  return edges;
}

type Source = { module: string; analysis: string };

/** The least and greatest amount and the number of invoices of a document type. */
export function windowPayload(
  scope: SelectionPayload,
  source: Source,
  type: DistributionRowType,
): SummaryRequestInput {
  return {
    ...scope,
    ...source,
    filter: documentTypeFilter(type),
    group_by: [],
    aggregate: [
      { col: amount, fn: ['min', 'max'], alias: ['min_amount', 'max_amount'] },
      { col: 'internal_invoice_id', fn: ['count'], alias: ['number_of_invoices'] },
    ],
    page_number: 0,
    page_rows: 1,
  };
}

/** The number and value of invoices per bar of the window (bars labelled by their index). */
export function barsPayload(
  scope: SelectionPayload,
  source: Source,
  type: DistributionRowType,
  window: ValueWindow,
  edges: readonly number[],
): SummaryRequestInput {
  return {
    ...scope,
    ...source,
    filter: windowFilter(type, window),
    transform: [
      {
        type: 'bin',
        col: amount,
        alias: barAlias,
        bins: [...edges],
        labels: edges.slice(1).map((_, i) => String(i)),
      },
    ],
    group_by: [barAlias],
    aggregate: [
      { col: 'internal_invoice_id', fn: ['count'], alias: ['number_of_invoices'] },
      { col: amount, fn: ['sum'], alias: ['value_of_invoices'] },
    ],
    page_number: 0,
    page_rows: 100,
  };
}

/** The full window of a document type from the windowPayload answer; undefined without invoices. */
export function fullWindow(rows: readonly Row[]): ValueWindow | undefined {
  const row = rows[0];
  const lo = Number(row?.['min_amount']);
  const hi = Number(row?.['max_amount']);
  return row && row['min_amount'] !== null && Number.isFinite(lo) && Number.isFinite(hi)
    ? { lo, hi, closed: true }
    : undefined;
}

export interface HistogramBar extends DistributionChartDatum {
  window: ValueWindow;
}

/**
 * One bar per range of the edges with its count and value (0 where the answer has none), without the
 * empty bars at the top end (spec 02 §2). Labels 'lo - hi': large numbers shortened, or with 2
 * decimals when the bars are under 1000 wide on average (spec 02 §9).
 */
export function histogramBars(
  rows: readonly Row[],
  edges: readonly number[],
  window: ValueWindow,
): HistogramBar[] {
  const byIndex = new Map(rows.map((r) => [String(r[barAlias]), r]));
  const last = edges.length - 2;
  const width = (edges[edges.length - 1]! - edges[0]!) / Math.max(1, edges.length - 1);
  const format = (v: number) => (width < 1000 ? formatNumber(v, 2) : formatLargeNumber(v));
  const bars = edges.slice(1).map((hi, i) => {
    const lo = edges[i]!;
    const row = byIndex.get(String(i));
    return {
      bin: `${format(lo)} - ${format(hi)}`,
      count: Number(row?.['number_of_invoices'] ?? 0),
      value: Number(row?.['value_of_invoices'] ?? 0),
      window: { lo, hi, closed: i === last && window.closed },
    };
  });
  let end = bars.length;
  while (end > 0 && bars[end - 1]!.count === 0) end--;
  return bars.slice(0, end);
}

/** Why a click may not zoom into a bar (spec 02 §4), or undefined when it may. */
export function zoomRefusal(bar: HistogramBar, bars: readonly HistogramBar[]): string | undefined {
  if (bar.count < 2) return 'This range has fewer than 2 invoices: there is nothing to zoom into.';
  if (bars.filter((b) => b.count > 0).length < 2)
    return 'Only one bar remains: zoom out or reset to see other ranges.';
  return undefined;
}
