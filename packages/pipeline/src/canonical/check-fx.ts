import { maxFxQuoteAgeDays } from '../fx/fx-reference';
import { reportRows } from '../ingest/check-values';
import type { MappingContext } from './mapping-context';

const firstQuote = '(SELECT min(rate_date) FROM ref.fx_rates)';
const knownCurrency = (currency: string): string =>
  `(${currency} = 'EUR' OR ${currency} IN (SELECT DISTINCT currency FROM ref.fx_rates))`;

/**
 * Every invoice document must be convertible into the common currency: its company code's currency
 * must be one the ECB quotes (else a T001 problem on WAERS), the invoice date must not precede the
 * ECB's first rates (1999-01-04), and both that currency and the common one need a usable quote on
 * the invoice date (else a BKPF problem on BLDAT).
 */
export async function checkFxRates(ctx: MappingContext, docs: string): Promise<void> {
  const t001 = ctx.staged.get('T001')!.checked;
  const bkpf = ctx.staged.get('BKPF')!.checked;
  await reportRows(
    ctx.warehouse,
    t001,
    `SELECT DISTINCT t001_row AS r, 'WAERS' AS field,
       'the company code currency ''' || local_currency || ''' has no ECB euro reference rate (unknown currency)' AS message
     FROM ${docs} WHERE NOT ${knownCurrency('local_currency')}`,
    ctx.problems,
  );
  const missing = (rate: string, currency: string): string => `
    SELECT bkpf_row AS r, 'BLDAT' AS field,
      CASE WHEN bldat < ${firstQuote}
           THEN 'the invoice date ' || strftime(bldat, '%Y-%m-%d') || ' is before the first ECB reference rates ('
                || strftime(${firstQuote}, '%Y-%m-%d') || ')'
           ELSE 'no ECB euro reference rate for ' || ${currency} || ' on ' || strftime(bldat, '%Y-%m-%d')
                || ' or up to ${maxFxQuoteAgeDays} days before' END AS message
    FROM ${docs} WHERE bldat < ${firstQuote} OR (${rate} IS NULL AND ${knownCurrency(currency)})`;
  await reportRows(
    ctx.warehouse,
    bkpf,
    `${missing('local_rate', 'local_currency')} UNION ${missing('common_rate', 'common_currency')}`,
    ctx.problems,
  );
}
