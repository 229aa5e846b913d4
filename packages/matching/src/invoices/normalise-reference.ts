/** Letters read as the digits they resemble in invoice references (O/0, I/1, l/1, S/5, B/8, Z/2). */
const lookalikes: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  I: '1',
  L: '1',
  S: '5',
  B: '8',
  Z: '2',
};

/**
 * An invoice reference as the duplicate check compares it: upper case, diacritics stripped, every
 * character but letters and digits dropped, look-alike letters read as digits.
 * `normaliseReference('inv 2024-OO12')` is `'1NV20240012'`.
 */
export function normaliseReference(reference: string | null | undefined): string {
  if (!reference) return '';
  return reference
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[OQILSBZ]/g, (c) => lookalikes[c] ?? c);
}

/** The normalised reference without zeros: equal for "INV-2024-00012" and "INV 2024-12". */
export function zeroFreeReference(normalised: string): string {
  return normalised.replaceAll('0', '');
}

/** The reference as written, trimmed and upper-cased (the exact rule compares this). */
export function writtenReference(reference: string | null | undefined): string {
  return (reference ?? '').trim().toUpperCase();
}

/** A reference's runs of letters and of digits, upper case, diacritics and other characters dropped. */
function referenceRuns(reference: string | null | undefined): string[] {
  return (
    (reference ?? '')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .match(/[A-Z]+|[0-9]+/g) ?? []
  );
}

/** Largest step between two numbers of one series that is read as the next invoice, not a typo. */
export const defaultMaxSequenceStep = 5;

/**
 * The step between two references of one numbering series: both split into the same runs of letters
 * and digits, all equal but one number, and that number differs by 1 to `maxStep`
 * (`48021850 - 2` / `48021850 - 3`: 1; `46294968 - 1` / `46294969 - 1`: 1). Null otherwise — an O/0
 * swap, a transposition (a multiple of 9) or a dropped digit is no step of a series.
 */
export function sequenceStep(
  a: string | null | undefined,
  b: string | null | undefined,
  maxStep = defaultMaxSequenceStep,
): number | null {
  const ra = referenceRuns(a);
  const rb = referenceRuns(b);
  if (ra.length === 0 || ra.length !== rb.length) return null;
  let step: number | null = null;
  for (let i = 0; i < ra.length; i++) {
    const [x, y] = [ra[i]!, rb[i]!];
    if (x === y) continue;
    if (step !== null || !/^[0-9]+$/.test(x) || !/^[0-9]+$/.test(y)) return null;
    const d = BigInt(x) - BigInt(y);
    const abs = d < 0n ? -d : d;
    if (abs < 1n || abs > BigInt(maxStep)) return null;
    step = Number(abs);
  }
  return step;
}
