/**
 * The prices of an offender's sparkline from its ';'-separated price list (price_list of
 * material_pricing/price_increases), in PO order; entries that are not numbers are skipped.
 */
export function sparklinePoints(priceList: unknown): number[] {
  if (typeof priceList !== 'string') return [];
  return priceList
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(Number)
    .filter((n) => Number.isFinite(n));
}
