import { describe, expect, it } from 'vitest';
import { outlierTableSegments } from '../src/modules/invoice-outliers/utils/outlierTableSegments';

describe('the outlier table’s segments', () => {
  it('shows 3 rows before and after each outlier and collapses the rest', () => {
    expect(outlierTableSegments(20, [10])).toEqual([
      { kind: 'collapsed', from: 0, to: 6 },
      { kind: 'shown', from: 7, to: 13 },
      { kind: 'collapsed', from: 14, to: 19 },
    ]);
  });

  it('merges the windows of close outliers (overlapping or touching), clips at the ends', () => {
    // 1 → 0–4 and 5 → 2–8 overlap; 12 → 9–15 touches 8: one window 0–15
    expect(outlierTableSegments(30, [1, 5, 12, 27])).toEqual([
      { kind: 'shown', from: 0, to: 15 },
      { kind: 'collapsed', from: 16, to: 23 },
      { kind: 'shown', from: 24, to: 29 },
    ]);
    expect(outlierTableSegments(30, [1, 13])).toEqual([
      { kind: 'shown', from: 0, to: 4 },
      { kind: 'collapsed', from: 5, to: 9 },
      { kind: 'shown', from: 10, to: 16 },
      { kind: 'collapsed', from: 17, to: 29 },
    ]);
  });

  it('collapses everything without an outlier, and nothing when every row is near one', () => {
    expect(outlierTableSegments(5, [])).toEqual([{ kind: 'collapsed', from: 0, to: 4 }]);
    expect(outlierTableSegments(5, [2, 2, 99])).toEqual([{ kind: 'shown', from: 0, to: 4 }]);
    expect(outlierTableSegments(0, [0])).toEqual([]);
  });
});
