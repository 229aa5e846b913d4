const dayMs = 86_400_000;

/** Days from min to max, both included; null when either is missing or invalid or min is after max. */
export function spanDays(minDate: string | null, maxDate: string | null): number | null {
  if (!minDate || !maxDate) return null;
  const from = Date.parse(minDate.slice(0, 10));
  const to = Date.parse(maxDate.slice(0, 10));
  if (Number.isNaN(from) || Number.isNaN(to) || from > to) return null;
  return Math.round((to - from) / dayMs) + 1;
}
