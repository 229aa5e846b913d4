import type { TimingLineKey } from './timingLines';

/** The lines shown after one is toggled on or off; the order of `all` is kept. */
export function toggleLine(
  shown: readonly TimingLineKey[],
  line: TimingLineKey,
  all: readonly TimingLineKey[],
): TimingLineKey[] {
  const next = shown.includes(line) ? shown.filter((l) => l !== line) : [...shown, line];
  return all.filter((l) => next.includes(l));
}
