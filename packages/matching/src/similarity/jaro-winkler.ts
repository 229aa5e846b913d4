/**
 * Jaro similarity (0–1): matching characters within half the longer length, less half the
 * transpositions. Both empty → 1; one empty → 0.
 */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const la = a.length;
  const lb = b.length;
  if (la === 0 || lb === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1);
  const matchedB = new Uint8Array(lb);
  const matchesA: number[] = [];
  for (let i = 0; i < la; i++) {
    const from = Math.max(0, i - window);
    const to = Math.min(lb - 1, i + window);
    for (let j = from; j <= to; j++) {
      if (matchedB[j] === 0 && a.charCodeAt(i) === b.charCodeAt(j)) {
        matchedB[j] = 1;
        matchesA.push(i);
        break;
      }
    }
  }
  const m = matchesA.length;
  if (m === 0) return 0;
  let k = 0;
  let halfTranspositions = 0;
  for (let j = 0; j < lb; j++) {
    if (matchedB[j] === 0) continue;
    if (a.charCodeAt(matchesA[k]!) !== b.charCodeAt(j)) halfTranspositions++;
    k++;
  }
  const t = Math.floor(halfTranspositions / 2);
  return (m / la + m / lb + (m - t) / m) / 3;
}

/**
 * Jaro-Winkler similarity (0–1): Jaro raised for a common prefix of up to 4 characters, scaling
 * factor 0.1 (Winkler's). `jaroWinkler('MARTHA', 'MARHTA')` ≈ 0.961.
 */
export function jaroWinkler(a: string, b: string): number {
  const j = jaro(a, b);
  let prefix = 0;
  const max = Math.min(4, a.length, b.length);
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return j + prefix * 0.1 * (1 - j);
}
