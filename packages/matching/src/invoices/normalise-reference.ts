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
