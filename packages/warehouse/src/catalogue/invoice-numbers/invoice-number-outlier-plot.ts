import type { AnalysisDefinition } from '../../catalogue-types';
import { invoicesWhereSql } from '../invoices/invoice-sql';
import { outlierRule as r } from './outlier-rule';

/**
 * The columns a series is partitioned by: one vendor in one company code in one invoice year, and one
 * numbering format (the invoice number with each run of digits written #: 'INV-#-#', 'RK#').
 */
const series = 'vendor_id, company_code, invoice_year, number_format';

/**
 * Invoice Number Outlier Plot (spec 03 'Outlier-plot modal', module invoice_number_outlier_plot):
 * one row per invoice of every checked series — a vendor's PO and non-PO invoices (not reversed) in
 * one company code dated in one calendar year, numbered in one format — with its numeric invoice
 * number (the last run of digits), the least-squares
 * fit line of number against date, the scaled numbers and whether it is an outlier. The rule, its
 * constants (`outlierRule`) and the reasons for them are in README.md of this folder.
 *
 * A client asks for the plot of an invoice with POST /summary {module: 'invoice_number_outlier_plot',
 * analysis: -1, year: -1, qualifier: -1, page_rows: 1000, filter: invoice_id == id, cluster_key:
 * 'series_id'} (the invoice's whole series), or with GET chart/…/invoice_outlier_plot/…?id=.
 */
export const invoiceNumberOutlierPlot: AnalysisDefinition = {
  module: 'invoice_number_outlier_plot',
  analysis: 'outlier_plot',
  displayName: 'Invoice Number Outlier Plot',
  description:
    'Per vendor, company code, invoice year and numbering format: the invoices by date with their numeric invoice number, the least-squares fit line of number against date, scaled numbers and the outliers (beyond 3.5 robust standard deviations of the residuals).',
  sql: `
WITH candidates AS (
  SELECT
    i.company_code, i.vendor_id, year(i.invoice_date)::INTEGER AS invoice_year,
    i.fiscal_year, i.internal_invoice_id, i.external_invoice_id, i.accounting_document_no,
    i.invoice_date, i.posting_date, i.common_currency, i.common_amount,
    regexp_extract(coalesce(i.external_invoice_id, ''), '([0-9]+)[^0-9]*$', 1) AS sequence_digits,
    upper(trim(regexp_replace(coalesce(i.external_invoice_id, ''), '[0-9]+', '#', 'g'))) AS number_format,
    (i.invoice_date - DATE '1970-01-01')::BIGINT AS epoch_day
  FROM canon.invoices i
  WHERE ${invoicesWhereSql('i')}
    AND i.vendor_id IS NOT NULL AND i.company_code IS NOT NULL AND i.invoice_date IS NOT NULL
),
numbered AS (
  SELECT * EXCLUDE (sequence_digits), TRY_CAST(sequence_digits AS DOUBLE) AS invoice_number
  FROM candidates WHERE length(sequence_digits) BETWEEN 1 AND ${r.maxDigits}
),
sized AS (
  SELECT ${series}, count(*) AS series_size, median(invoice_number) AS median_number
  FROM numbered GROUP BY ${series} HAVING count(*) >= ${r.minSeriesSize}
),
number_spread AS (
  SELECT ${series}, median(abs(n.invoice_number - s.median_number)) AS mad_number
  FROM numbered n JOIN sized s USING (${series}) GROUP BY ${series}
),
screened AS (
  SELECT n.*, s.series_size,
    abs(n.invoice_number - s.median_number) > ${r.k} * greatest(${r.madToSigma} * d.mad_number, ${r.minSigma}) AS is_gross
  FROM numbered n JOIN sized s USING (${series}) JOIN number_spread d USING (${series})
),
fits AS (
  SELECT ${series},
    regr_slope(invoice_number, epoch_day) AS slope,
    regr_intercept(invoice_number, epoch_day) AS intercept,
    min(invoice_number) AS min_number,
    max(invoice_number) AS max_number
  FROM screened WHERE NOT is_gross GROUP BY ${series}
  HAVING count(DISTINCT epoch_day) >= 2
),
fitted AS (
  SELECT s.*, f.min_number, f.max_number,
    f.intercept + f.slope * s.epoch_day AS fit,
    s.invoice_number - (f.intercept + f.slope * s.epoch_day) AS residual
  FROM screened s JOIN fits f USING (${series})
),
centre AS (
  SELECT ${series}, median(residual) AS median_residual FROM fitted WHERE NOT is_gross GROUP BY ${series}
),
residual_spread AS (
  SELECT ${series},
    greatest(${r.madToSigma} * median(abs(f.residual - c.median_residual)), ${r.minSigma}) AS sigma
  FROM fitted f JOIN centre c USING (${series}) WHERE NOT f.is_gross GROUP BY ${series}
),
scored AS (
  SELECT f.*,
    (f.residual - c.median_residual) / k.sigma AS robust_z_score,
    row_number() OVER (
      PARTITION BY ${series} ORDER BY f.invoice_date, f.invoice_number, f.internal_invoice_id) - 1 AS point_index
  FROM fitted f JOIN centre c USING (${series}) JOIN residual_spread k USING (${series})
),
flagged AS (
  SELECT *, (is_gross OR abs(robust_z_score) > ${r.k}) AS is_outlier FROM scored
)
SELECT
  $system_id::INTEGER AS system_id,
  (p.vendor_id || ' | ' || p.company_code || ' | ' || p.invoice_year || ' | ' || p.number_format)::VARCHAR AS series_id,
  p.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  cc.region::VARCHAR AS region,
  p.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  p.invoice_year::INTEGER AS invoice_year,
  p.internal_invoice_id::VARCHAR AS invoice_id,
  p.fiscal_year::INTEGER AS fiscal_year,
  p.accounting_document_no::VARCHAR AS accounting_document_no,
  p.external_invoice_id::VARCHAR AS external_invoice_id,
  p.invoice_date::DATE AS dates,
  p.posting_date::DATE AS posting_date,
  (p.epoch_day * 86400)::BIGINT AS epoch_dates,
  p.invoice_number::DOUBLE AS invoice_numbers,
  p.fit::DOUBLE AS fit_line,
  (CASE WHEN p.max_number > p.min_number
    THEN (p.invoice_number - p.min_number) / (p.max_number - p.min_number) ELSE 0 END)::DOUBLE AS scaled_invoice_numbers,
  (CASE WHEN p.max_number > p.min_number
    THEN (p.fit - p.min_number) / (p.max_number - p.min_number) ELSE 0 END)::DOUBLE AS scaled_fit_line,
  p.residual::DOUBLE AS residual,
  p.robust_z_score::DOUBLE AS robust_z_score,
  p.point_index::INTEGER AS point_index,
  p.series_size::INTEGER AS series_size,
  p.is_outlier::BOOLEAN AS is_outlier,
  (CASE WHEN p.is_outlier THEN p.point_index END)::INTEGER AS outlier_index,
  (CASE WHEN NOT p.is_outlier THEN NULL WHEN p.robust_z_score > 0 THEN 'Early' ELSE 'Late' END)::VARCHAR AS late_early,
  p.common_currency::VARCHAR AS common_currency,
  p.common_amount::DECIMAL(18,2) AS common_amount
FROM flagged p
LEFT JOIN canon.company_codes cc ON cc.system_id = $system_id AND cc.company_code = p.company_code
LEFT JOIN canon.vendors v ON v.system_id = $system_id AND v.vendor_id = p.vendor_id`,
  columns: [
    { name: 'series_id', displayName: 'Series', dataType: 'string' },
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
    { name: 'region', displayName: 'Region', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'invoice_year', displayName: 'Invoice Year', dataType: 'number', format: 'code' },
    { name: 'invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
    { name: 'accounting_document_no', displayName: 'Accounting Document No', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'dates', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'epoch_dates', displayName: 'Invoice Date (Unix seconds)', dataType: 'number' },
    { name: 'invoice_numbers', displayName: 'Numeric Invoice Number', dataType: 'number', format: 'code' },
    { name: 'fit_line', displayName: 'Expected Invoice Number', dataType: 'number' },
    { name: 'scaled_invoice_numbers', displayName: 'Scaled Invoice Number', dataType: 'number' },
    { name: 'scaled_fit_line', displayName: 'Scaled Expected Invoice Number', dataType: 'number' },
    { name: 'residual', displayName: 'Deviation from the Line', dataType: 'number' },
    { name: 'robust_z_score', displayName: 'Robust Z-Score', dataType: 'number' },
    { name: 'point_index', displayName: 'Position in Series', dataType: 'number' },
    { name: 'series_size', displayName: 'Invoices in Series', dataType: 'number' },
    { name: 'is_outlier', displayName: 'Outlier', dataType: 'yesno' },
    { name: 'outlier_index', displayName: 'Outlier Position', dataType: 'number' },
    { name: 'late_early', displayName: 'Late or Early', dataType: 'string' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
  ],
  dateColumn: 'dates',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: null,
};
