import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The ECB reference-rate file shipped with the pipeline (reference/fx/README.md). */
export const fxReferenceFile = fileURLToPath(
  new URL('../../reference/fx/eurofxref-hist.csv', import.meta.url),
);

/** A quote may be at most this many days older than the date it converts (the file's newest quotes excepted). */
export const maxFxQuoteAgeDays = 7;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' or 'YYYYMMDD' date. */
export function epochDay(date: string): number {
  const d = date.includes('-') ? date : `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  return Math.floor(Date.parse(`${d}T00:00:00Z`) / 86_400_000);
}

/** Rates of one currency: ascending epoch days and their rates in millionths (units per 1 EUR × 10^6). */
interface CurrencyQuotes {
  days: number[];
  micros: bigint[];
}

/**
 * The ECB file in memory, for code that converts outside the warehouse (datagen's answers). Same
 * semantics as the SQL conversion: previous available quote, at most `maxFxQuoteAgeDays` old unless
 * it is on the file's newest day; EUR is 1.
 */
export class FxTable {
  private constructor(
    private readonly quotes: Map<string, CurrencyQuotes>,
    readonly newestDay: number,
  ) {}

  static load(file = fxReferenceFile): FxTable {
    const text = readFileSync(file, 'utf8');
    const rows = text.split(/\r?\n/).filter((l) => l.length > 0);
    const header = rows[0]!.split(',');
    const quotes = new Map<string, CurrencyQuotes>();
    let newestDay = 0;
    for (const row of rows.slice(1).reverse()) {
      const values = row.split(',');
      const day = epochDay(values[0]!);
      newestDay = Math.max(newestDay, day);
      header.forEach((currency, i) => {
        const value = values[i];
        if (i === 0 || !/^[A-Z]{3}$/.test(currency) || !value || value === 'N/A') return;
        const entry = quotes.get(currency) ?? { days: [], micros: [] };
        entry.days.push(day);
        entry.micros.push(decimalToMicros(value));
        quotes.set(currency, entry);
      });
    }
    return new FxTable(quotes, newestDay);
  }

  has(currency: string): boolean {
    return currency === 'EUR' || this.quotes.has(currency);
  }

  /** Units of `currency` per 1 EUR in millionths on `day` (epoch day), or null when there is no usable quote. */
  rateMicros(currency: string, day: number): bigint | null {
    if (currency === 'EUR') return 1_000_000n;
    const q = this.quotes.get(currency);
    if (!q) return null;
    let lo = 0;
    let hi = q.days.length - 1;
    if (hi < 0 || q.days[0]! > day) return null;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (q.days[mid]! <= day) lo = mid;
      else hi = mid - 1;
    }
    const quoteDay = q.days[lo]!;
    if (day - quoteDay > maxFxQuoteAgeDays && quoteDay !== this.newestDay) return null;
    return q.micros[lo]!;
  }

  /** Converts cents of `from` into cents of `to` on `day` (exact, half away from zero), or null. */
  convertCents(cents: bigint, from: string, to: string, day: number): bigint | null {
    const rateFrom = this.rateMicros(from, day);
    const rateTo = this.rateMicros(to, day);
    if (rateFrom === null || rateTo === null) return null;
    return divideRounded(cents * rateTo, rateFrom);
  }
}

/** '1.1684' → 1168400n (millionths). */
export function decimalToMicros(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 1_000_000n + BigInt((fraction + '000000').slice(0, 6));
}

/** n / d rounded half away from zero (d > 0). */
export function divideRounded(n: bigint, d: bigint): bigint {
  const magnitude = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -magnitude : magnitude;
}
