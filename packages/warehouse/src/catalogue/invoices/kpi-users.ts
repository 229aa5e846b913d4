import type { AnalysisDefinition } from '../../catalogue-types';
import { yearMonthSql } from '../shared-sql';
import { invoiceChannelSql, invoicesWhereSql } from './invoice-sql';

/**
 * AP KPI inputs (spec 03 §2.5 'kpi_users'): per company code, posting month, user (created_by) and
 * channel (`invoiceChannelSql`), the PO and non-PO invoices (not reversed) and their value. The KPIs
 * page lists the users and channels from it and counts the invoices of the ones the user picks as
 * received electronically. An invoice without a user has user_id NULL.
 */
export const kpiUsers: AnalysisDefinition = {
  module: 'invoices',
  analysis: 'kpi_users',
  displayName: 'AP KPI Users and Channels',
  description: 'Per company code, posting month, user and channel: the number and value of invoices entered.',
  sql: `
SELECT
  i.system_id::INTEGER AS system_id,
  i.company_code::VARCHAR AS company_code,
  ${yearMonthSql('i.posting_date')}::VARCHAR AS year_month,
  date_trunc('month', i.posting_date)::DATE AS month_start,
  i.created_by::VARCHAR AS user_id,
  (${invoiceChannelSql('i')})::VARCHAR AS channel_id,
  count(*)::INTEGER AS number_of_invoices,
  sum(i.common_amount)::DECIMAL(18,2) AS value_of_invoices
FROM canon.invoices i
WHERE ${invoicesWhereSql('i')}
GROUP BY ALL`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'year_month', displayName: 'Posting Month', dataType: 'string' },
    { name: 'month_start', displayName: 'Month', dataType: 'date' },
    { name: 'user_id', displayName: 'User ID', dataType: 'string' },
    { name: 'channel_id', displayName: 'Channel', dataType: 'invoice_channel' },
    { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
    { name: 'value_of_invoices', displayName: 'Value of Invoices', dataType: 'currency' },
  ],
  dateColumn: 'month_start',
  accountGroupColumn: null,
  requires: ['invoices.created_by'],
  companyCodeColumn: 'company_code',
  page: null,
};
