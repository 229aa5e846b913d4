import type { AnalysisDefinition } from '../../catalogue-types';
import { invoiceValueBins, invoiceValueBinSql } from '../invoice-value-bins';
import {
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
} from './invoice-sql';

/** Low value is under 1000 USD, mid value under 5000 USD (spec 02 §5). */
export const lowValueUsd = 1000;
export const midValueUsd = 5000;

/**
 * The common amount in USD: common → USD at the ECB euro reference rates (ref.fx_rates, units per
 * EUR; EUR itself is 1) of the invoice date, or of the latest earlier day with a quote (ASOF join),
 * rounded to the cent. USD amounts are taken as they are; NULL without an invoice date or a quote.
 * `r` is a row of `usdRatesSql`.
 */
const amountUsdSql = (a: string, r: string): string => `CASE
    WHEN ${a}.common_currency = 'USD' THEN ${a}.common_amount
    ELSE round(${a}.common_amount::DOUBLE * ${r}.usd_rate::DOUBLE
      / (CASE WHEN ${a}.common_currency = 'EUR' THEN 1 ELSE ${r}.common_rate END)::DOUBLE, 2)
  END`;

/**
 * The USD and common-currency quotes per distinct (common currency, invoice date) of `source`, looked
 * up once each by ASOF joins and then hash-joined to the invoices (an ASOF join per invoice row made
 * this analysis the slowest of the catalogue: 6.5 s of a 17 s publish at 200k lines).
 */
const usdRatesSql = (source: string): string => `
  SELECT k.cur, k.d, fx_usd.rate AS usd_rate, fx_common.rate AS common_rate
  FROM (SELECT DISTINCT common_currency AS cur, invoice_date AS d FROM ${source} WHERE invoice_date IS NOT NULL) k
  ASOF LEFT JOIN (SELECT rate_date, rate FROM ref.fx_rates WHERE currency = 'USD') fx_usd ON k.d >= fx_usd.rate_date
  ASOF LEFT JOIN ref.fx_rates fx_common ON fx_common.currency = k.cur AND k.d >= fx_common.rate_date`;

/**
 * Low Value Invoices (spec 02 'Low value: amount slider'): every PO and non-PO invoice (not reversed)
 * with its common amount, its amount in USD (`amountUsdSql`) and whether it is low value (under
 * 1000 USD) or mid value (under 5000 USD, low value included). The page's amount slider (0 to 500,
 * at or below) filters common_amount on the client.
 */
export const lowValueInvoices: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'low_value_invoices',
  displayName: 'Low Value Invoices',
  description:
    'Invoices with their amount in USD at the ECB rate of the invoice date: low value under 1000 USD, mid value under 5000 USD.',
  sql: `
WITH base AS (SELECT i.* FROM canon.invoices i WHERE ${invoicesWhereSql('i')}),
rates AS (${usdRatesSql('base')}),
inv AS (
  SELECT b.*, (${amountUsdSql('b', 'r')})::DECIMAL(18,2) AS amount_usd
  FROM base b LEFT JOIN rates r ON r.cur = b.common_currency AND r.d = b.invoice_date
)
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.tcode::VARCHAR AS tcode,
  (${invoiceValueBinSql('i.common_amount')})::VARCHAR AS invoice_value_bin,
  i.amount_usd::DECIMAL(18,2) AS amount_usd,
  (i.amount_usd < ${lowValueUsd})::BOOLEAN AS is_low_value,
  (i.amount_usd < ${midValueUsd})::BOOLEAN AS is_mid_value
FROM inv i
${partyJoinsSql('i')}`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'tcode', displayName: 'Transaction Code', dataType: 'string' },
    {
      name: 'invoice_value_bin',
      displayName: 'Value Range',
      dataType: 'string',
      order: invoiceValueBins.map((bin) => bin.label),
    },
    { name: 'amount_usd', displayName: 'Amount (USD)', dataType: 'currency' },
    { name: 'is_low_value', displayName: 'Low Value (< 1000 USD)', dataType: 'yesno' },
    { name: 'is_mid_value', displayName: 'Mid Value (< 5000 USD)', dataType: 'yesno' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'invoices',
    moduleDisplayName: 'Invoices',
    name: 'low_value',
    displayName: 'Low Value Invoices',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'invoice_value_bin', displayName: 'Value Range' },
      ],
      aggregate: [
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_invoices',
          displayName: 'No. of Invoices',
          dataType: 'number',
        },
        {
          col: 'common_amount',
          fn: 'sum',
          alias: 'value_of_invoices',
          displayName: 'Value of Invoices',
          dataType: 'currency',
        },
      ],
      sortField: 'number_of_invoices',
    },
    helpAlert: {
      variant: 'info',
      text: 'Invoices at or below the chosen amount (common currency). Low value is under 1000 USD and mid value under 5000 USD, converted at the ECB rate of the invoice date.',
    },
  },
};
