import { maxFxQuoteAgeDays } from '../fx/fx-reference';
import type { CheckedTable } from '../ingest/check-files';
import { reportRows } from '../ingest/check-values';
import { withRatesSql } from './fx-sql';
import { work, type MappingContext } from './mapping-context';

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

export interface ConversionCheck {
  /** The file the problems are reported on, and the staging rowid column of `table` that points into it. */
  checked: CheckedTable;
  rowColumn: string;
  /** A withRatesSql table, and its currency and day columns with the SAP fields they come from. */
  table: string;
  currency: { column: string; field: string };
  /** The day problems go to `file` when given (e.g. MKPF for a MSEG line), else to `checked`. */
  day: { column: string; field: string; file?: { checked: CheckedTable; rowColumn: string } };
}

/**
 * The invoices' rule for any other converted amount: a currency the ECB does not quote is a problem
 * on the currency field; a day before the first quote, or without a usable quote of the currency or
 * of the common currency, a problem on the day field. Rows without a currency or a day convert to
 * NULL and are no problem.
 */
export async function checkConversion(ctx: MappingContext, check: ConversionCheck): Promise<void> {
  const { currency, day, rowColumn } = check;
  await reportRows(
    ctx.warehouse,
    check.checked,
    `SELECT ${rowColumn} AS r, '${currency.field}' AS field,
       'the currency ''' || ${currency.column} || ''' has no ECB euro reference rate (unknown currency)' AS message
     FROM ${check.table} WHERE ${currency.column} IS NOT NULL AND NOT ${knownCurrency(currency.column)}`,
    ctx.problems,
  );
  await reportRows(
    ctx.warehouse,
    day.file?.checked ?? check.checked,
    `SELECT DISTINCT ${day.file?.rowColumn ?? rowColumn} AS r, '${day.field}' AS field,
       CASE WHEN ${day.column} < ${firstQuote}
            THEN 'the date ' || strftime(${day.column}, '%Y-%m-%d') || ' is before the first ECB reference rates'
            ELSE 'no ECB euro reference rate for ' || CASE WHEN from_rate IS NULL THEN ${currency.column} ELSE common_currency END
                 || ' on ' || strftime(${day.column}, '%Y-%m-%d') || ' or up to ${maxFxQuoteAgeDays} days before' END AS message
     FROM ${check.table}
     WHERE ${currency.column} IS NOT NULL AND ${day.column} IS NOT NULL AND ${knownCurrency(currency.column)}
       AND (${day.column} < ${firstQuote} OR from_rate IS NULL OR common_rate IS NULL)`,
    ctx.problems,
  );
}

/**
 * Work table `name`: `source`'s rows with the ECB rates of their currency on their day (withRatesSql),
 * each conversion problem reported on the staged file `file` by the row column `rowColumn`.
 */
export async function withCheckedRates(
  ctx: MappingContext,
  name: string,
  source: string,
  check: Omit<ConversionCheck, 'checked' | 'table'> & { file: string },
): Promise<string> {
  const table = work(ctx, name);
  await ctx.warehouse.run(
    `CREATE TABLE ${table} AS ${withRatesSql(source, check.currency.column, check.day.column)}`,
    [ctx.commonCurrency],
  );
  const { file, ...rest } = check;
  await checkConversion(ctx, { ...rest, checked: ctx.staged.get(file)!.checked, table });
  return table;
}
