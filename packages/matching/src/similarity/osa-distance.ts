const counts = new Int32Array(129);

/**
 * How many characters the two strings have in common as multisets (each ASCII character its own
 * bucket, all others one shared bucket, which can only count too many). Every edit leaves at most one
 * character of the longer string unmatched, so the distance is at least the longer length less this.
 */
function sharedCharacters(a: string, b: string): number {
  counts.fill(0);
  for (let i = 0; i < a.length; i++) counts[Math.min(a.charCodeAt(i), 128)]! += 1;
  let shared = 0;
  for (let i = 0; i < b.length; i++) {
    const c = Math.min(b.charCodeAt(i), 128);
    if (counts[c]! > 0) {
      counts[c]! -= 1;
      shared += 1;
    }
  }
  return shared;
}

/**
 * Optimal-string-alignment distance: Levenshtein plus the swap of two adjacent characters as one
 * edit ("12345" → "12435" is 1).
 *
 * With `max`, the answer is exact up to `max`; any distance above it answers `max + 1` as soon as it
 * is certain (the length difference, the characters the strings do not share, or a whole row of the
 * table above `max`), so callers that only need "within k edits" stop early.
 */
export function osaDistance(a: string, b: string, max = Infinity): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (max < Math.max(la, lb) && Math.max(la, lb) - sharedCharacters(a, b) > max) return max + 1;
  // three rolling rows of the (la + 1) × (lb + 1) table: i − 2, i − 1 and i
  let before = new Int32Array(lb + 1);
  let previous = new Int32Array(lb + 1);
  let current = new Int32Array(lb + 1);
  for (let j = 0; j <= lb; j++) previous[j] = j;
  let previousMin = 0;
  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const bj = b.charCodeAt(j - 1);
      let v = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        v = Math.min(v, before[j - 2]! + 1);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // every later cell descends from this row (a swap looks back two rows, so require two rows over)
    if (rowMin > max && previousMin > max) return max + 1;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[lb]!;
  return distance > max ? max + 1 : distance;
}
