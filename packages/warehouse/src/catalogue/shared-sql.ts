/**
 * SQL fragments shared by the catalogue's analyses. Every analysis SELECT binds one parameter,
 * `$system_id`.
 */

/**
 * The date an analysis measures ages and "last n days" against: the latest invoice date of the
 * system (the registry's max_date). Never the wall clock, so a published analysis is reproducible:
 * the same extract gives the same answers whenever it is ingested.
 */
export const asOfDateSql = '(SELECT max(invoice_date) FROM canon.invoices WHERE system_id = $system_id)';

/** `yyyy-mm` of a DATE expression, the year_month of trends and of the exceptions fact. */
export const yearMonthSql = (date: string): string => `strftime(${date}, '%Y-%m')`;

/** `yyyy-Qn` of a DATE expression. */
export const quarterSql = (date: string): string =>
  `(year(${date})::VARCHAR || '-Q' || quarter(${date})::VARCHAR)`;
