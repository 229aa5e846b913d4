import type { ColumnDefinition } from '@spendlens/domain';

/**
 * The columns of the offenders table (spec 03 §2.7): vendor, material, currency, min price, max
 * price, max % change and the sparkline (price_list, drawn by the page).
 */
export const offenderColumns: readonly ColumnDefinition[] = [
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
  { name: 'vendor_name', displayName: 'Vendor', dataType: 'string' },
  { name: 'material_number', displayName: 'Material', dataType: 'string' },
  { name: 'description', displayName: 'Description', dataType: 'string' },
  { name: 'currency', displayName: 'Currency', dataType: 'string' },
  { name: 'min_price', displayName: 'Min Price', dataType: 'currency' },
  { name: 'max_price', displayName: 'Max Price', dataType: 'currency' },
  { name: 'max_pct_change', displayName: 'Max % Change', dataType: '%' },
  { name: 'price_list', displayName: 'Trend', dataType: 'list', noSort: true, noFilter: true },
];
