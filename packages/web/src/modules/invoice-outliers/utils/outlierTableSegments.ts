/** A run of the outlier table's rows: shown, or collapsed behind '+ show more'. */
export interface OutlierTableSegment {
  kind: 'shown' | 'collapsed';
  /** First and last row index, inclusive. */
  from: number;
  to: number;
}

/** Rows shown before and after each outlier (spec 03 'Outlier-plot modal'). */
export const outlierContextRows = 3;

/**
 * The outlier table's segments (spec 03 §2.2 'Outlier-plot modal'): the 3 rows before and after
 * each outlier are shown, windows that overlap or touch merged into one; every other run of rows is
 * collapsed. The segments cover rows 0 to count − 1 in order.
 */
export function outlierTableSegments(
  count: number,
  outliers: readonly number[],
  context = outlierContextRows,
): OutlierTableSegment[] {
  const windows: { from: number; to: number }[] = [];
  for (const o of [...new Set(outliers)].filter((i) => i >= 0 && i < count).sort((a, b) => a - b)) {
    const from = Math.max(0, o - context);
    const to = Math.min(count - 1, o + context);
    const last = windows.at(-1);
    if (last && from <= last.to + 1) last.to = Math.max(last.to, to);
    else windows.push({ from, to });
  }
  const segments: OutlierTableSegment[] = [];
  let next = 0;
  for (const w of windows) {
    if (w.from > next) segments.push({ kind: 'collapsed', from: next, to: w.from - 1 });
    segments.push({ kind: 'shown', ...w });
    next = w.to + 1;
  }
  if (next < count) segments.push({ kind: 'collapsed', from: next, to: count - 1 });
  return segments;
}
