import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatCount,
  formatCurrency,
  formatDate,
  formatLargeCurrency,
  formatLargeNumber,
  formatMonth,
  formatNumber,
  formatPercent,
  formatUnitPrice,
} from '../src/format';

describe('formatPercent (spec 01 §5)', () => {
  it('shows 0 for absolute values under 0.005', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(0.0049)).toBe('0%');
    expect(formatPercent(-0.004)).toBe('0%');
  });
  it('shows two decimals under 0.1', () => {
    expect(formatPercent(0.005)).toBe('0.01%');
    expect(formatPercent(0.05)).toBe('0.05%');
    expect(formatPercent(0.0999)).toBe('0.10%');
    expect(formatPercent(-0.05)).toBe('-0.05%');
  });
  it('shows one decimal under 10', () => {
    expect(formatPercent(0.1)).toBe('0.1%');
    expect(formatPercent(5)).toBe('5.0%');
    expect(formatPercent(9.94)).toBe('9.9%');
    expect(formatPercent(-3.21)).toBe('-3.2%');
  });
  it('rounds from 10 on, with en-GB grouping', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(45.6)).toBe('46%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(1234.4)).toBe('1,234%');
    expect(formatPercent(-12.5)).toBe('-13%');
  });
  it('gives the blank text for missing values', () => {
    expect(formatPercent(null)).toBe('-');
    expect(formatPercent(undefined, '')).toBe('');
    expect(formatPercent(Number.NaN)).toBe('-');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('-');
  });
  it('accepts numeric strings', () => {
    expect(formatPercent('12.34')).toBe('12%');
  });
});

describe('formatCount and formatNumber', () => {
  it('groups with en-GB separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-4321)).toBe('-4,321');
    expect(formatCount('987654')).toBe('987,654');
    expect(formatCount(null)).toBe('-');
  });
  it('formats decimals', () => {
    expect(formatNumber(1234.5, 2)).toBe('1,234.50');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
  });
});

describe('formatLargeNumber (spec 01 §9)', () => {
  it('keeps numbers under 10,000 whole', () => {
    expect(formatLargeNumber(0)).toBe('0');
    expect(formatLargeNumber(9999)).toBe('9,999');
    expect(formatLargeNumber(-512)).toBe('-512');
  });
  it('uses k from 10,000, m and b with one decimal', () => {
    expect(formatLargeNumber(10_000)).toBe('10k');
    expect(formatLargeNumber(12_345)).toBe('12.3k');
    expect(formatLargeNumber(999_949)).toBe('999.9k');
    expect(formatLargeNumber(2_500_000)).toBe('2.5m');
    expect(formatLargeNumber(1_250_000_000)).toBe('1.3b');
    expect(formatLargeNumber(-45_600)).toBe('-45.6k');
  });
  it('promotes a value that rounds up to 1,000 of a unit', () => {
    expect(formatLargeNumber(999_960)).toBe('1m');
    expect(formatLargeNumber(999_960_000)).toBe('1b');
  });
  it('gives the blank text for missing values', () => {
    expect(formatLargeNumber(undefined)).toBe('-');
  });
});

describe('currencySymbol and formatCurrency', () => {
  it('maps GBP, USD and EUR, otherwise the code', () => {
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CHF')).toBe('CHF');
    expect(currencySymbol(null)).toBe('');
  });
  it('formats amounts with the symbol in front', () => {
    expect(formatCurrency(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatCurrency(-20, 'USD')).toBe('-$20.00');
    expect(formatCurrency(5, 'CHF')).toBe('CHF 5.00');
    expect(formatCurrency(1234567.891, 'EUR', 0)).toBe('€1,234,568');
    expect(formatCurrency(-0.001, 'EUR')).toBe('€0.00');
    expect(formatCurrency(null, 'EUR')).toBe('-');
  });
  it('shortens large amounts', () => {
    expect(formatLargeCurrency(2_500_000, 'EUR')).toBe('€2.5m');
    expect(formatLargeCurrency(-12_345, 'GBP')).toBe('-£12.3k');
    expect(formatLargeCurrency(900, 'SEK')).toBe('SEK 900');
  });
});

describe('formatDate and formatMonth', () => {
  it('formats DD MMM YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDate('2023-12-31T10:00:00Z')).toBe('31 Dec 2023');
    expect(formatDate(new Date(Date.UTC(2020, 1, 29)))).toBe('29 Feb 2020');
  });
  it('formats MMM YYYY', () => {
    expect(formatMonth('2024-03-05')).toBe('Mar 2024');
  });
  it('gives the blank text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatMonth(undefined, 'n/a')).toBe('n/a');
  });
});

describe('formatUnitPrice', () => {
  it('shows two decimals, and up to four when the price has them', () => {
    expect(formatUnitPrice(1835.49, 'EUR')).toBe('€1,835.49');
    expect(formatUnitPrice(1835.4900001, 'EUR')).toBe('€1,835.49');
    expect(formatUnitPrice(0.0125, 'EUR')).toBe('€0.0125');
    expect(formatUnitPrice(2.125, 'USD')).toBe('$2.125');
    expect(formatUnitPrice(null, 'EUR')).toBe('-');
  });
});
