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

/**
 * A vendor is blocked for a company code when its central posting block (LFA1-SPERR), its
 * company-code posting block (LFB1-SPERR) or its company-code payment block (LFB1-ZAHLS) is set.
 * Reads `v` (canon.vendors) and `vcc` (canon.vendor_company_codes). The one rule of every analysis's
 * is_vendor_company_code_blocked.
 */
export const vendorCompanyCodeBlockedSql = `(coalesce(v.posting_block, false) OR coalesce(vcc.posting_block, false) OR nullif(trim(vcc.payment_block), '') IS NOT NULL)`;

/** A vendor blocked centrally: posting (LFA1-SPERR) or purchasing (LFA1-SPERM) block. Reads `v`. */
export const vendorBlockedSql = `(coalesce(v.posting_block, false) OR coalesce(v.purchasing_block, false))`;
