/**
 * Invoice value bins (spec 02 §9), applied to the absolute common amount. Each bin holds the amounts
 * from its lower edge (inclusive) up to the next bin's lower edge (exclusive): 0 ≤ |a| < 500 is
 * '0 - 500', 500 goes to '500 - 1000', …, and '> 10000' holds 10000 and everything above.
 */
export interface InvoiceValueBin {
  label: string;
  /** Inclusive lower edge of |common_amount|. */
  lower: number;
}

export const invoiceValueBins: readonly InvoiceValueBin[] = [
  { label: '0 - 500', lower: 0 },
  { label: '500 - 1000', lower: 500 },
  { label: '1000 - 2000', lower: 1000 },
  { label: '2000 - 5000', lower: 2000 },
  { label: '5000 - 10000', lower: 5000 },
  { label: '> 10000', lower: 10000 },
];

export type InvoiceValueBinLabel = (typeof invoiceValueBins)[number]['label'];

/** The bin label of an amount (its sign is ignored). */
export function invoiceValueBinOf(amount: number): string {
  const magnitude = Math.abs(amount);
  let label = invoiceValueBins[0]!.label;
  for (const bin of invoiceValueBins) if (magnitude >= bin.lower) label = bin.label;
  return label;
}

/** The same rule as SQL over a numeric expression (edges and labels are constants of this file). */
export function invoiceValueBinSql(amountExpression: string): string {
  const upperFirst = [...invoiceValueBins].reverse();
  const whens = upperFirst
    .slice(0, -1)
    .map((bin) => `WHEN abs(${amountExpression}) >= ${bin.lower} THEN '${bin.label}'`)
    .join(' ');
  return `CASE WHEN ${amountExpression} IS NULL THEN NULL ${whens} ELSE '${invoiceValueBins[0]!.label}' END`;
}
