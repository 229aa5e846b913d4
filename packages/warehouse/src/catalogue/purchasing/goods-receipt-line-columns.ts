import type { AnalysisColumn } from '../../catalogue-types';
import { masterColumns } from './purchasing-columns';
import { grDateSql } from './purchasing-sql';

/**
 * The SELECT list of one goods-movement line (alias `g`) with its masters (`v`, `cc`): the goods
 * receipt line-item fields of spec 02 §3 plus the PO line it belongs to. Ends with a comma.
 */
export const goodsReceiptLineSelectSql = `
  g.company_code::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  g.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  g.document_number::VARCHAR AS document_number,
  g.fiscal_year::INTEGER AS fiscal_year,
  g.line_number::INTEGER AS line_number,
  g.created_date::DATE AS created_date,
  ${grDateSql('g')}::DATE AS posting_date,
  g.movement_type::VARCHAR AS movement_type,
  g.debit_credit::VARCHAR AS debit_credit,
  g.material_number::VARCHAR AS material_number,
  g.plant::VARCHAR AS plant,
  g.po_number::VARCHAR AS po_number,
  g.po_line_item_number::VARCHAR AS po_line_item_number,
  g.quantity::DECIMAL(18,3) AS quantity,
  g.local_currency::VARCHAR AS currency,
  g.signed_local_amount::DECIMAL(18,2) AS signed_local_currency_amount,
  g.common_currency::VARCHAR AS common_currency,
  g.signed_common_amount::DECIMAL(18,2) AS signed_line_item_common_amount,
  coalesce(g.is_reversed, false)::BOOLEAN AS is_reversed,
  g.reversal_document_no::VARCHAR AS reversal_document_no,`;

/** The columns of `goodsReceiptLineSelectSql`, in order. */
export const goodsReceiptLineColumns: readonly AnalysisColumn[] = [
  ...masterColumns,
  { name: 'document_number', displayName: 'Material Document', dataType: 'string' },
  { name: 'fiscal_year', displayName: 'Fiscal Year', dataType: 'number', format: 'code' },
  { name: 'line_number', displayName: 'Line', dataType: 'number' },
  { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
  { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
  { name: 'movement_type', displayName: 'Movement Type', dataType: 'string' },
  { name: 'debit_credit', displayName: 'Debit/Credit', dataType: 'string' },
  { name: 'material_number', displayName: 'Material', dataType: 'string' },
  { name: 'plant', displayName: 'Plant', dataType: 'string' },
  { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
  { name: 'po_line_item_number', displayName: 'PO Line Item', dataType: 'string' },
  { name: 'quantity', displayName: 'Quantity', dataType: 'number' },
  { name: 'currency', displayName: 'Local Currency', dataType: 'string' },
  { name: 'signed_local_currency_amount', displayName: 'Local Currency Amount', dataType: 'currency' },
  { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
  {
    name: 'signed_line_item_common_amount',
    displayName: 'Common Amount',
    dataType: 'currency',
    noSort: true,
    noFilter: true,
  },
  { name: 'is_reversed', displayName: 'Reversed', dataType: 'yesno' },
  { name: 'reversal_document_no', displayName: 'Reversal Document', dataType: 'string' },
];
