import type { AnalysisColumn, AnalysisDefinition } from '../../catalogue-types';
import { invoiceChannelSql } from './invoice-sql';

/**
 * Invoice Summary (spec 02 'Invoice summary by vendor and by vendor and channel', spec 03 §3
 * 'Invoice and payment summary'): per vendor and company code (and invoice channel), the PO and
 * non-PO invoices not reversed — number_of_invoices, invoice_total, mean, median,
 * standard_deviation (sample; NULL for one invoice), min, max of the common amount — and the vendor
 * credits not reversed (number_of_credits, credit_total, negative). A group with credits only has
 * 0 invoices and NULL statistics.
 */
function invoiceSummary(byChannel: boolean): AnalysisDefinition {
  const channel = byChannel ? `, ${invoiceChannelSql('i')} AS invoice_channel` : '';
  const channelKey = byChannel ? ', invoice_channel' : '';
  const channelColumn: AnalysisColumn[] = byChannel
    ? [{ name: 'invoice_channel', displayName: 'Channel', dataType: 'invoice_channel' }]
    : [];
  const name = byChannel ? 'invoice_summary_by_vendor_and_channel' : 'invoice_summary_by_vendor';
  const displayName = byChannel ? 'Invoice Summary by Vendor and Channel' : 'Invoice Summary by Vendor';
  return {
    module: 'invoices',
    analysis: name,
    displayName,
    description: `Per vendor and company code${byChannel ? ' and channel' : ''}: invoice count, total, mean, median, standard deviation, min and max, and credits.`,
    sql: `
WITH docs AS (
  SELECT i.system_id, i.company_code, i.vendor_id, i.common_amount, i.common_currency,
         i.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE') AS is_invoice${channel}
  FROM canon.invoices i
  WHERE i.system_id = $system_id AND NOT coalesce(i.is_reversed, false)
    AND i.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE', 'VENDOR-CREDIT')
),
summary AS (
  SELECT
    system_id, company_code, vendor_id${channelKey},
    any_value(common_currency) AS common_currency,
    count(*) FILTER (WHERE is_invoice) AS number_of_invoices,
    sum(common_amount) FILTER (WHERE is_invoice) AS invoice_total,
    avg(common_amount) FILTER (WHERE is_invoice) AS mean,
    median(common_amount) FILTER (WHERE is_invoice) AS median,
    stddev_samp(common_amount) FILTER (WHERE is_invoice) AS standard_deviation,
    min(common_amount) FILTER (WHERE is_invoice) AS min,
    max(common_amount) FILTER (WHERE is_invoice) AS max,
    count(*) FILTER (WHERE NOT is_invoice) AS number_of_credits,
    coalesce(sum(common_amount) FILTER (WHERE NOT is_invoice), 0) AS credit_total
  FROM docs
  GROUP BY system_id, company_code, vendor_id${channelKey}
)
SELECT
  s.system_id::INTEGER AS system_id,
  s.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  s.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,${byChannel ? '\n  s.invoice_channel::VARCHAR AS invoice_channel,' : ''}
  s.common_currency::VARCHAR AS common_currency,
  s.number_of_invoices::INTEGER AS number_of_invoices,
  coalesce(s.invoice_total, 0)::DECIMAL(18,2) AS invoice_total,
  round(s.mean, 2)::DECIMAL(18,2) AS mean,
  round(s.median, 2)::DECIMAL(18,2) AS median,
  round(s.standard_deviation, 2)::DECIMAL(18,2) AS standard_deviation,
  s.min::DECIMAL(18,2) AS min,
  s.max::DECIMAL(18,2) AS max,
  s.number_of_credits::INTEGER AS number_of_credits,
  s.credit_total::DECIMAL(18,2) AS credit_total
FROM summary s
LEFT JOIN canon.company_codes cc ON cc.system_id = s.system_id AND cc.company_code = s.company_code
LEFT JOIN canon.vendors v ON v.system_id = s.system_id AND v.vendor_id = s.vendor_id`,
    columns: [
      { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
      { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
      { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
      { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
      { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
      ...channelColumn,
      { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
      { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
      { name: 'invoice_total', displayName: 'Invoice Total', dataType: 'currency' },
      { name: 'mean', displayName: 'Mean', dataType: 'currency' },
      { name: 'median', displayName: 'Median', dataType: 'currency' },
      { name: 'standard_deviation', displayName: 'Standard Deviation', dataType: 'currency' },
      { name: 'min', displayName: 'Min', dataType: 'currency' },
      { name: 'max', displayName: 'Max', dataType: 'currency' },
      { name: 'number_of_credits', displayName: 'No. of Credits', dataType: 'number' },
      { name: 'credit_total', displayName: 'Credit Total', dataType: 'currency' },
    ],
    dateColumn: null,
    accountGroupColumn: 'account_group',
    companyCodeColumn: 'company_code',
    page: { module: 'invoices', moduleDisplayName: 'Invoices', name, displayName },
    display: {
      defaultView: 'detail',
      allDatesOnly: true,
      helpAlert: {
        variant: 'info',
        text: byChannel
          ? 'Invoices per vendor and entry channel: ERS (MRRL, MRKO, MRIS), EDI (IDoc transactions or automated users), Manual PO (MIRO, MIR7, …), Manual Non-PO (FB60, FB65, …) or Other.'
          : 'Per vendor and company code: number, total and spread of invoice amounts (not reversed), and credits.',
      },
    },
  };
}

export const invoiceSummaryByVendor = invoiceSummary(false);
export const invoiceSummaryByVendorAndChannel = invoiceSummary(true);
