import { describe, expect, it } from 'vitest';
import { decimalToMicros, divideRounded, epochDay, FxTable } from '../src/fx/fx-reference';

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
});
