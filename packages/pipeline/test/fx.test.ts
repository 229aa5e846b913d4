import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DuckDbExecutor, ensureWarehouseSchema } from '@spendlens/warehouse';
import { decimalToMicros, divideRounded, epochDay, FxTable, fxReferenceFile } from '../src/fx/fx-reference';
import { ensureFxRates } from '../src/fx/load-fx-rates';

describe('FX reference', () => {
  const fx = FxTable.load();
  it('rounds half away from zero, exactly', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(decimalToMicros('0.8541')).toBe(854100n);
    expect(decimalToMicros('20082.05')).toBe(20082050000n);
  });

  it('uses the previous business day, EUR as 1, and refuses stale or missing quotes', () => {
    expect(fx.rateMicros('GBP', epochDay('2024-03-16'))).toBe(854100n); // Saturday → Friday 2024-03-15
    expect(fx.rateMicros('GBP', epochDay('2024-03-30'))).toBe(855100n); // Easter Saturday → Thursday 2024-03-28
    expect(fx.rateMicros('EUR', epochDay('1990-01-01'))).toBe(1_000_000n);
    expect(fx.rateMicros('GBP', epochDay('1998-12-31'))).toBeNull();
    expect(fx.rateMicros('HRK', epochDay('2024-03-15'))).toBeNull(); // no quote since 2023
    expect(fx.rateMicros('XYZ', epochDay('2024-03-15'))).toBeNull();
    expect(fx.rateMicros('USD', epochDay('2027-01-01'))).not.toBeNull(); // the newest quote serves later dates
    // 50.00 EUR → GBP on 2024-03-15: 42.705 → 42.71
    expect(fx.convertCents(5000n, 'EUR', 'GBP', epochDay('2024-03-15'))).toBe(4271n);
    expect(fx.convertCents(-5000n, 'EUR', 'GBP', epochDay('2024-03-15'))).toBe(-4271n);
  });

  it('loads every quote of the reference file into ref.fx_rates exactly, in micro-units as well', async () => {
    // the file read here in JavaScript: one quote per non-empty cell of a currency column; per
    // currency the count, the sum of the micro-units and their sum weighted by the day
    const [header, ...lines] = readFileSync(fxReferenceFile, 'utf8').trim().split('\n');
    const currencies = header!.split(',');
    const expected = new Map<string, { n: number; sum: bigint; weighted: bigint }>();
    for (const line of lines) {
      const cells = line.split(',');
      const day = BigInt(epochDay(cells[0]!));
      for (let i = 1; i < currencies.length; i++) {
        const currency = currencies[i]!;
        const cell = cells[i]?.trim();
        if (!/^[A-Z]{3}$/.test(currency) || !cell || cell === 'N/A') continue;
        const micros = decimalToMicros(cell);
        const totals = expected.get(currency) ?? { n: 0, sum: 0n, weighted: 0n };
        expected.set(currency, {
          n: totals.n + 1,
          sum: totals.sum + micros,
          weighted: totals.weighted + micros * day,
        });
      }
    }
    const warehouse = await DuckDbExecutor.open(':memory:');
    try {
      await ensureWarehouseSchema(warehouse);
      await ensureFxRates(warehouse);
      const rows = await warehouse.query({
        sql: `SELECT currency, count(*)::INTEGER AS n, sum(rate_micro)::VARCHAR AS sum,
                sum(rate_micro::HUGEINT * (rate_date - DATE '1970-01-01'))::VARCHAR AS weighted,
                bool_and(rate::DECIMAL(38,6) * 1000000 = rate_micro) AS same
              FROM ref.fx_rates GROUP BY currency ORDER BY currency`,
        params: [],
      });
      expect(rows.length).toBeGreaterThan(30);
      expect(
        Object.fromEntries(rows.map((r) => [r['currency'], [r['n'], r['sum'], r['weighted'], r['same']]])),
      ).toEqual(
        Object.fromEntries(
          [...expected].map(([c, t]) => [c, [t.n, t.sum.toString(), t.weighted.toString(), true]]),
        ),
      );
    } finally {
      await warehouse.close();
    }
  });
});
