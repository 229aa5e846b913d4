import type { AnalysisDefinition } from '../../catalogue-types';
import { yearMonthSql } from '../shared-sql';
import { isOffenderSql, pricePointsCte } from './material-prices-sql';
import { purchaseOrdersPageModule } from './purchase-order-columns';
import { masterColumns, masterSelectSql } from './purchasing-columns';
import { masterJoinsSql } from './purchasing-sql';

/**
 * Material price series (spec 03 §2.7 'Detailed Analysis'): one row per price point (PO item) of every
 * vendor-material series, with the change from the previous point and the series' min, max, standard
 * deviation and max % change, so the page charts one series (filter vendor_id and material_number).
 */
export const materialPriceSeries: AnalysisDefinition = {
  module: 'material_pricing',
  analysis: 'price_series',
  displayName: 'Material Price Series',
  description: 'Unit prices of each material per vendor over time, from purchase order items.',
  sql: `
WITH ${pricePointsCte}
SELECT
  $system_id::INTEGER AS system_id,${masterSelectSql('p.company_code', 'p.vendor_id')}
  p.material_number::VARCHAR AS material_number,
  p.description::VARCHAR AS description,
  p.currency::VARCHAR AS currency,
  p.document_date::DATE AS document_date,
  ${yearMonthSql('p.document_date')}::VARCHAR AS year_month,
  p.po_number::VARCHAR AS po_number,
  p.po_line_item_number::VARCHAR AS po_line_item_number,
  p.quantity::DECIMAL(18,3) AS quantity,
  p.net_amount::DECIMAL(18,2) AS net_amount,
  p.unit_price::DECIMAL(18,4) AS unit_price,
  p.previous_unit_price::DECIMAL(18,4) AS previous_unit_price,
  p.pct_change::DOUBLE AS pct_change,
  s.point_count::INTEGER AS series_point_count,
  s.min_price::DECIMAL(18,4) AS series_min_price,
  s.max_price::DECIMAL(18,4) AS series_max_price,
  s.std_price::DOUBLE AS series_std_price,
  s.max_pct_change::DOUBLE AS series_max_pct_change,
  ${isOffenderSql('s')}::BOOLEAN AS is_offender
FROM price_points p
JOIN price_series s USING (vendor_id, material_number, company_code, currency)${masterJoinsSql('p.vendor_id', 'p.company_code')}`,
  columns: [
    ...masterColumns,
    { name: 'material_number', displayName: 'Material', dataType: 'string' },
    { name: 'description', displayName: 'Description', dataType: 'string' },
    { name: 'currency', displayName: 'Currency', dataType: 'string' },
    { name: 'document_date', displayName: 'PO Date', dataType: 'date' },
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
    { name: 'po_line_item_number', displayName: 'PO Line Item', dataType: 'string' },
    { name: 'quantity', displayName: 'Quantity', dataType: 'number' },
    { name: 'net_amount', displayName: 'Net Amount', dataType: 'currency' },
    { name: 'unit_price', displayName: 'Unit Price', dataType: 'currency' },
    { name: 'previous_unit_price', displayName: 'Previous Unit Price', dataType: 'currency' },
    { name: 'pct_change', displayName: '% Change', dataType: '%' },
    { name: 'series_point_count', displayName: 'No. of Prices', dataType: 'number' },
    { name: 'series_min_price', displayName: 'Min Price', dataType: 'currency' },
    { name: 'series_max_price', displayName: 'Max Price', dataType: 'currency' },
    { name: 'series_std_price', displayName: 'Std. Deviation', dataType: 'number' },
    { name: 'series_max_pct_change', displayName: 'Max % Change', dataType: '%' },
    { name: 'is_offender', displayName: 'Price Increase > 5%', dataType: 'yesno' },
  ],
  dateColumn: 'document_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    ...purchaseOrdersPageModule,
    name: 'material_pricing_detail',
    displayName: 'Material Pricing: Detailed Analysis',
  },
  display: {
    defaultView: 'chart',
    hideFromNav: true,
    chart: {
      kind: 'line',
      x: 'document_date',
      measures: [{ col: 'unit_price', fn: 'mean', alias: 'unit_price', displayName: 'Unit Price' }],
    },
  },
};
