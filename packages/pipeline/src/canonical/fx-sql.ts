import { maxFxQuoteAgeDays } from '../fx/fx-reference';
import { amountToCentsSql, centsToAmountSql, roundedQuotientSql } from './exact-sql';

/** The usable ECB quote of `currency` on `day` via an ASOF join alias (NULL when stale or absent; EUR is 1). */
export function usableRate(alias: string, currency: string, day: string): string {
  return `CASE WHEN ${currency} = 'EUR' THEN 1000000::BIGINT
    WHEN ${alias}.rate_date >= ${day} - INTERVAL ${maxFxQuoteAgeDays} DAY OR ${alias}.rate_date = (SELECT max(rate_date) FROM ref.fx_rates)
    THEN ${alias}.rate_micro END`;
}

/**
 * The rows of `source` with `common_currency` (binds $1), `from_rate` (the usable quote of the currency
 * in column `currency` on the day in column `day`) and `common_rate` (of the common currency on that
 * day) — the same ASOF rule the invoices use, looked up once per distinct currency and day.
 */
export function withRatesSql(source: string, currency: string, day: string): string {
  return `WITH k AS (SELECT DISTINCT ${currency} AS cur, ${day} AS d FROM ${source} WHERE ${currency} IS NOT NULL AND ${day} IS NOT NULL),
    a AS (
      SELECT k.*, $1::VARCHAR AS common_currency, ${usableRate('fr', 'k.cur', 'k.d')} AS from_rate
      FROM k ASOF LEFT JOIN ref.fx_rates fr ON fr.currency = k.cur AND fr.rate_date <= k.d),
    b AS (
      SELECT a.*, ${usableRate('cr', 'a.common_currency', 'a.d')} AS common_rate
      FROM a ASOF LEFT JOIN ref.fx_rates cr ON cr.currency = a.common_currency AND cr.rate_date <= a.d)
    SELECT s.*, $1::VARCHAR AS common_currency, b.from_rate, b.common_rate
    FROM ${source} s LEFT JOIN b ON b.cur = s.${currency} AND b.d = s.${day}`;
}

/**
 * `amount` (DECIMAL(18,2)) in the common currency with the rates of a withRatesSql row (`rates` its
 * alias, if any): exact, half away from zero.
 */
export const commonAmountSql = (amount: string, rates?: string): string => {
  const r = rates ? `${rates}.` : '';
  return centsToAmountSql(
    roundedQuotientSql(`${amountToCentsSql(amount)} * ${r}common_rate`, `${r}from_rate`),
  );
};

/**
 * A line's common amount: its share of its document's common amount — line amount × common amount /
 * document amount, exact, rounded half away from zero — so a document's lines convert at the
 * document's own rate (the whole common amount for a single line; NULL when the document amount is 0).
 */
export const lineShareSql = (line: string, document: string, common: string): string =>
  `CASE WHEN ${document} = 0 THEN NULL WHEN ${line} = ${document} THEN ${common}
    ELSE ${centsToAmountSql(roundedQuotientSql(`${amountToCentsSql(line)} * ${amountToCentsSql(common)}`, amountToCentsSql(document)))} END`;
