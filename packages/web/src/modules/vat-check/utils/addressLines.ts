/** An address as VIES writes it, one line per line break, blank lines and surrounding spaces dropped. */
export function addressLines(address: string | null | undefined): string[] {
  return (address ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
