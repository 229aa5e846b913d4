/** Text forms of SAP values, as the extract writes them. Days are epoch days (days since 1970-01-01 UTC). */
const dayText = new Map<number, string>();

/** 'YYYYMMDD' of an epoch day (cached: a few thousand distinct days per extract). */
export function sapDate(day: number | null): string {
  if (day === null) return '00000000';
  let text = dayText.get(day);
  if (text === undefined) {
    text = new Date(day * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    dayText.set(day, text);
  }
  return text;
}

export function isoDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

export function yearOf(day: number): number {
  return Number(sapDate(day).slice(0, 4));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (day + 4) % 7;
}

/** Cents (an integer, possibly negative) as '1234.56'. */
export function amountText(cents: number): string {
  const negative = cents < 0;
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** HHMMSS of seconds since midnight. */
export function sapTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h).padStart(2, '0')}${String(m).padStart(2, '0')}${String(s).padStart(2, '0')}`;
}

/** A number left-padded with zeros to `width` characters (SAP NUMC / ALPHA-converted ids). */
export function padded(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
