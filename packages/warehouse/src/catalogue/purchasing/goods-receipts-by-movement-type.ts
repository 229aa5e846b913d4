import type { AnalysisDefinition } from '../../catalogue-types';
import { quarterSql, yearMonthSql } from '../shared-sql';
import { goodsReceiptLineColumns, goodsReceiptLineSelectSql } from './goods-receipt-line-columns';
import { grDateSql, masterJoinsSql } from './purchasing-sql';

/**
 * Movement types that send goods back: SAP's reversal of a receipt (102) and returns to vendor (122,
 * 161); Oracle's returns to vendor and their corrections (pipeline README, goods_receipts).
 */
export const returnMovementTypes = [
  '102',
  '122',
  '161',
  'RETURN TO VENDOR',
  'CORRECT:RETURN TO VENDOR',
] as const;

/**
 * Goods receipts by movement type (spec 02 'Goods receipts by movement type'): every counted goods
 * movement line (spec 01 §9 movement types; other movements are left out) with year_month, quarter
 * and year of its posting date for the stacked bars, and return columns (is_return, return_count 1/0,
 * return_local_amount) so the summary by vendor sums 'No. of Returns' and 'Value of Returns' without
 * a filter. Returns are the movement types of `returnMovementTypes`.
 */
export const goodsReceiptsByMovementType: AnalysisDefinition = {
  module: 'material_document_header_line_items',
  analysis: 'movement_types',
  displayName: 'Goods Receipts by Movement Type',
  description:
    'Counted goods movements by movement type and month, quarter or year, with returns per vendor.',
  sql: `
SELECT
  g.system_id::INTEGER AS system_id,${goodsReceiptLineSelectSql}
  ${yearMonthSql(grDateSql('g'))}::VARCHAR AS year_month,
  ${quarterSql(grDateSql('g'))}::VARCHAR AS quarter,
  year(${grDateSql('g')})::INTEGER AS year,
  (g.movement_type IN (${returnMovementTypes.map((t) => `'${t}'`).join(', ')}))::BOOLEAN AS is_return,
  (CASE WHEN g.movement_type IN (${returnMovementTypes.map((t) => `'${t}'`).join(', ')}) THEN 1 ELSE 0 END)::INTEGER AS return_count,
  (CASE WHEN g.movement_type IN (${returnMovementTypes.map((t) => `'${t}'`).join(', ')}) THEN g.signed_local_amount ELSE 0 END)::DECIMAL(18,2) AS return_local_amount
FROM canon.goods_receipts g${masterJoinsSql('g.vendor_id', 'g.company_code')}
WHERE g.system_id = $system_id AND g.is_counted`,
  columns: [
    ...goodsReceiptLineColumns,
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'quarter', displayName: 'Quarter', dataType: 'string' },
    { name: 'year', displayName: 'Year', dataType: 'number', format: 'code' },
    { name: 'is_return', displayName: 'Return', dataType: 'yesno' },
    { name: 'return_count', displayName: 'No. of Returns', dataType: 'number' },
    { name: 'return_local_amount', displayName: 'Value of Returns', dataType: 'currency' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'goods_receipts',
    moduleDisplayName: 'Goods Receipts',
    name: 'movement_types',
    displayName: 'Goods Receipts by Movement Type',
  },
  display: {
    defaultView: 'chart',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'movement_type', displayName: 'Movement Type' },
        { name: 'company_code', displayName: 'Company Code' },
      ],
      aggregate: [
        {
          col: 'return_count',
          fn: 'sum',
          alias: 'number_of_returns',
          displayName: 'No. of Returns',
          dataType: 'number',
        },
        {
          col: 'return_local_amount',
          fn: 'sum',
          alias: 'value_of_returns',
          displayName: 'Value of Returns',
          dataType: 'currency',
        },
      ],
      sortField: 'number_of_returns',
    },
    chart: {
      kind: 'stacked_bar',
      x: 'year_month',
      measures: [
        {
          col: 'document_number',
          fn: 'count',
          alias: 'number_of_movements',
          displayName: 'No. of Movements',
        },
      ],
    },
    helpAlert: {
      text: 'Goods movements of the counted movement types (101, 102, 107, 108, 122, 161, 162, 123, 501, 502) by month, quarter or year. Returns are 102 (reversal of a receipt), 122 and 161 (returns to the vendor); their value is in local currency.',
      variant: 'info',
    },
  },
};
