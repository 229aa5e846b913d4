import type { AnalysisDefinition } from '../../catalogue-types';
import { isOffenderSql, priceIncreaseThresholdPercent, pricePointsCte } from './material-prices-sql';
import { purchaseOrdersPageModule } from './purchase-order-columns';
import { masterColumns, masterSelectSql } from './purchasing-columns';
import { masterJoinsSql } from './purchasing-sql';

/**
 * Material price increases above 5% (spec 03 §2.7 'Price increases > 5%', §9 offender threshold 5):
 * one row per vendor-material series (company code and PO currency) whose unit price rose by more
 * than 5% from one PO to the next at least once, with min, max and max % change, first and last
 * price and the ';'-separated price list for the sparkline. last_date (latest PO) is its date, so a
 * date range shows recent offenders. Every row is an exception.
 */
export const materialPriceIncreases: AnalysisDefinition = {
  module: 'material_pricing',
  analysis: 'price_increases',
  displayName: 'Price Increases > 5%',
  description: `Materials whose unit price from a vendor rose by more than ${priceIncreaseThresholdPercent}% between consecutive purchase orders.`,
  sql: `
WITH ${pricePointsCte}
SELECT
  $system_id::INTEGER AS system_id,${masterSelectSql('s.company_code', 's.vendor_id')}
  s.material_number::VARCHAR AS material_number,
  s.description::VARCHAR AS description,
  s.currency::VARCHAR AS currency,
  s.point_count::INTEGER AS point_count,
  s.min_price::DECIMAL(18,4) AS min_price,
  s.max_price::DECIMAL(18,4) AS max_price,
  s.max_pct_change::DOUBLE AS max_pct_change,
  s.first_price::DECIMAL(18,4) AS first_price,
  s.last_price::DECIMAL(18,4) AS last_price,
  round((s.last_price / nullif(s.first_price, 0) - 1) * 100, 4)::DOUBLE AS total_pct_change,
  s.std_price::DOUBLE AS std_price,
  s.first_date::DATE AS first_date,
  s.last_date::DATE AS last_date,
  s.last_po_number::VARCHAR AS last_po_number,
  s.price_list::VARCHAR AS price_list
FROM price_series s${masterJoinsSql('s.vendor_id', 's.company_code')}
WHERE ${isOffenderSql('s')}`,
  columns: [
    ...masterColumns,
    { name: 'material_number', displayName: 'Material', dataType: 'string' },
    { name: 'description', displayName: 'Description', dataType: 'string' },
    { name: 'currency', displayName: 'Currency', dataType: 'string' },
    { name: 'point_count', displayName: 'No. of Prices', dataType: 'number' },
    { name: 'min_price', displayName: 'Min Price', dataType: 'currency' },
    { name: 'max_price', displayName: 'Max Price', dataType: 'currency' },
    { name: 'max_pct_change', displayName: 'Max % Change', dataType: '%' },
    { name: 'first_price', displayName: 'First Price', dataType: 'currency' },
    { name: 'last_price', displayName: 'Last Price', dataType: 'currency' },
    { name: 'total_pct_change', displayName: 'Total % Change', dataType: '%' },
    { name: 'std_price', displayName: 'Std. Deviation', dataType: 'number' },
    { name: 'first_date', displayName: 'First PO Date', dataType: 'date' },
    { name: 'last_date', displayName: 'Last PO Date', dataType: 'date' },
    { name: 'last_po_number', displayName: 'Last PO Number', dataType: 'string' },
    { name: 'price_list', displayName: 'Prices', dataType: 'list', noSort: true, noFilter: true },
  ],
  dateColumn: 'last_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...purchaseOrdersPageModule, name: 'material_pricing', displayName: 'Material Pricing' },
  display: {
    defaultView: 'detail',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'material_number', displayName: 'Material' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'material_number',
          fn: 'count',
          alias: 'number_of_series',
          displayName: 'No. of Materials',
          dataType: 'number',
        },
        {
          col: 'max_pct_change',
          fn: 'max',
          alias: 'max_pct_change',
          displayName: 'Max % Change',
          dataType: '%',
        },
      ],
      sortField: 'max_pct_change',
    },
    helpAlert: {
      text: `Recent price increases greater than ${priceIncreaseThresholdPercent}%: materials whose unit price (PO net amount / quantity, in the PO currency) from a vendor rose by more than ${priceIncreaseThresholdPercent}% from one purchase order to the next. Choose an offender to see its price trend.`,
      variant: 'info',
    },
  },
  finding: {
    kind: 'price_increase',
    key: ['vendor_id', 'company_code', 'material_number'],
    evidence: ['last_po_number', 'round(last_price, 4)', 'round(max_pct_change, 4)'],
    label:
      "'Material ' || material_number || ' of ' || coalesce(vendor_name, vendor_id) || ': +' || round(total_pct_change, 1) || '%'",
  },
  exception: { condition: 'true', weight: 5 },
};
