import dayjs from 'dayjs';

/** Display locale of the product (spec 01 §9). */
export const displayLocale = 'en-GB';

type Numeric = number | string | null | undefined;

function toFiniteNumber(value: Numeric): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

const fixedFormatters = new Map<number, Intl.NumberFormat>();
function fixed(value: number, fractionDigits: number): string {
  let formatter = fixedFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(displayLocale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    fixedFormatters.set(fractionDigits, formatter);
  }
  // Intl keeps the sign of -0 ('-0'); a rounded zero is shown unsigned.
  const text = formatter.format(value);
  return /^-0([.,]0+)?$/.test(text) ? text.slice(1) : text;
}

/**
 * A percentage (the value is already in percent units: 12.5 means 12.5%) per spec 01 §5: absolute
 * values under 0.005 show 0, under 0.1 two decimals, under 10 one decimal, otherwise rounded.
 * Missing or non-finite values give `blank`.
 */
export function formatPercent(value: Numeric, blank = '-'): string {
  const n = toFiniteNumber(value);
  if (n === null) return blank;
  const abs = Math.abs(n);
  if (abs < 0.005) return '0%';
  if (abs < 0.1) return `${fixed(n, 2)}%`;
  if (abs < 10) return `${fixed(n, 1)}%`;
  return `${fixed(n, 0)}%`;
}

/** A whole count with en-GB grouping: 1234567 → '1,234,567'. */
export function formatCount(value: Numeric, blank = '-'): string {
  const n = toFiniteNumber(value);
  return n === null ? blank : fixed(n, 0);
}

/** A number with en-GB grouping and a fixed number of decimals. */
export function formatNumber(value: Numeric, fractionDigits = 0, blank = '-'): string {
  const n = toFiniteNumber(value);
  return n === null ? blank : fixed(n, fractionDigits);
}

const largeUnits = [
  { size: 1e9, suffix: 'b' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
] as const;

const oneDecimalAtMost = new Intl.NumberFormat(displayLocale, { maximumFractionDigits: 1 });

/**
 * A large number shortened per spec 01 §9: from 10,000 on as thousands ('k'), then millions ('m')
 * and billions ('b'), with at most one decimal (12345 → '12.3k', 2500000 → '2.5m'). Below 10,000 the
 * number is shown whole with en-GB grouping.
 */
export function formatLargeNumber(value: Numeric, blank = '-'): string {
  const n = toFiniteNumber(value);
  if (n === null) return blank;
  const abs = Math.abs(n);
  if (abs < 10_000) return fixed(n, 0);
  const unit = largeUnits.find((u) => abs >= u.size) ?? largeUnits[2];
  const scaled = Math.round((abs / unit.size) * 10) / 10;
  // 999,950 rounds to 1,000.0k: promote to the next unit instead.
  const promoted = largeUnits.find((u) => u.size === unit.size * 1000);
  if (scaled >= 1000 && promoted) {
    return `${n < 0 ? '-' : ''}${oneDecimalAtMost.format(Math.round((abs / promoted.size) * 10) / 10)}${promoted.suffix}`;
  }
  return `${n < 0 ? '-' : ''}${oneDecimalAtMost.format(scaled)}${unit.suffix}`;
}

const currencySymbols: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' };

/** Currency symbol per spec 01 §9: GBP £, USD $, EUR €, otherwise the code itself. */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  return currencySymbols[code] ?? code;
}

/**
 * An amount with the currency symbol and en-GB grouping: (1234.5, 'GBP') → '£1,234.50',
 * (-20, 'USD') → '-$20.00', (5, 'CHF') → 'CHF 5.00'.
 */
export function formatCurrency(
  value: Numeric,
  currency: string | null | undefined,
  fractionDigits = 2,
  blank = '-',
): string {
  const n = toFiniteNumber(value);
  if (n === null) return blank;
  const symbol = currencySymbol(currency);
  const body = fixed(Math.abs(n), fractionDigits);
  const sign = n < 0 && body !== fixed(0, fractionDigits) ? '-' : '';
  const prefix = symbol.length > 1 ? `${symbol} ` : symbol;
  return `${sign}${prefix}${body}`;
}

/**
 * A unit price: two decimals as money has, and up to four when the price has them (a screw at
 * €0.0125): (1835.49, 'EUR') → '€1,835.49', (0.0125, 'EUR') → '€0.0125'.
 */
export function formatUnitPrice(value: Numeric, currency: string | null | undefined, blank = '-'): string {
  const n = toFiniteNumber(value);
  if (n === null) return blank;
  const four = Math.round(n * 10_000) / 10_000;
  const decimals =
    Math.round(four * 100) === four * 100 ? 2 : Math.round(four * 1000) === four * 1000 ? 3 : 4;
  return formatCurrency(four, currency, decimals, blank);
}

/** A large amount shortened with k/m/b after the currency symbol: (2500000, 'EUR') → '€2.5m'. */
export function formatLargeCurrency(
  value: Numeric,
  currency: string | null | undefined,
  blank = '-',
): string {
  const n = toFiniteNumber(value);
  if (n === null) return blank;
  const symbol = currencySymbol(currency);
  const prefix = symbol.length > 1 ? `${symbol} ` : symbol;
  return `${n < 0 ? '-' : ''}${prefix}${formatLargeNumber(Math.abs(n))}`;
}

type DateInput = string | number | Date | null | undefined;

function toDayjs(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/** A date as DD MMM YYYY ('05 Mar 2024'); missing or invalid dates give `blank` ('-'). */
export function formatDate(value: DateInput, blank = '-'): string {
  return toDayjs(value)?.format('DD MMM YYYY') ?? blank;
}

/** A month label as MMM YYYY ('Mar 2024'); missing or invalid dates give `blank` ('-'). */
export function formatMonth(value: DateInput, blank = '-'): string {
  return toDayjs(value)?.format('MMM YYYY') ?? blank;
}
