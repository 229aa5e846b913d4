import type { AnalysisDefinition } from '../../catalogue-types';
import { yearMonthSql } from '../shared-sql';
import { purchaseOrdersPageModule } from './purchase-order-columns';
import { masterColumns, masterSelectSql } from './purchasing-columns';
import { masterJoinsSql, poInvoicesCte } from './purchasing-sql';

/**
 * POs created on or after the invoice (spec 02 'On or After Invoice Trend'): one row per invoice and
 * purchase order it references (reversal documents left out), with is_on_or_after_invoice when the
 * PO was created (created_date, SAP EKKO-AEDAT) on or after the invoice date. Every PO invoice is
 * published so the trend can show the percentage per month (mean of on_or_after_count), over the last
 * 3, 6 (by default) or 12 months or all (spec 02), and for NetSuite per brand (the manifest's brand
 * field; the other types hide the column); a row is an exception when the flag is set. Vendor and
 * company code are the invoice's (else the PO's).
 */
export const posOnOrAfterInvoice: AnalysisDefinition = {
  module: 'pos',
  analysis: 'on_or_after_invoice',
  displayName: 'POs Created On or After Invoice',
  description:
    'Invoices against purchase orders that were created on or after the invoice date (after-the-fact POs).',
  sql: `
WITH ${poInvoicesCte}
SELECT
  i.system_id::INTEGER AS system_id,${masterSelectSql('coalesce(i.company_code, p.company_code)', 'coalesce(i.vendor_id, p.vendor_id)')}
  pi.po_number::VARCHAR AS po_number,
  p.document_date::DATE AS po_document_date,
  p.created_date::DATE AS po_created_date,
  p.created_by::VARCHAR AS po_created_by,
  p.common_amount::DECIMAL(18,2) AS po_common_amount,
  i.internal_invoice_id::VARCHAR AS internal_invoice_id,
  i.external_invoice_id::VARCHAR AS external_invoice_id,
  i.derived_document_type::VARCHAR AS derived_document_type,
  i.invoice_date::DATE AS invoice_date,
  i.posting_date::DATE AS posting_date,
  i.common_currency::VARCHAR AS common_currency,
  i.common_amount::DECIMAL(18,2) AS common_amount,
  (p.created_date - i.invoice_date)::INTEGER AS days_po_after_invoice,
  coalesce(p.created_date >= i.invoice_date, false)::BOOLEAN AS is_on_or_after_invoice,
  (CASE WHEN p.created_date >= i.invoice_date THEN 1 ELSE 0 END)::INTEGER AS on_or_after_count,
  ${yearMonthSql('i.invoice_date')}::VARCHAR AS year_month,
  coalesce(i.brand, '(no brand)')::VARCHAR AS brand
FROM po_invoices pi
JOIN canon.invoices i ON i.system_id = $system_id AND i.internal_invoice_id = pi.internal_invoice_id
JOIN canon.purchase_orders p ON p.system_id = $system_id AND p.po_number = pi.po_number${masterJoinsSql('coalesce(i.vendor_id, p.vendor_id)', 'coalesce(i.company_code, p.company_code)')}`,
  columns: [
    ...masterColumns,
    { name: 'po_number', displayName: 'PO Number', dataType: 'string' },
    { name: 'po_document_date', displayName: 'PO Document Date', dataType: 'date' },
    { name: 'po_created_date', displayName: 'PO Created Date', dataType: 'date' },
    { name: 'po_created_by', displayName: 'PO Created By', dataType: 'string' },
    {
      name: 'po_common_amount',
      displayName: 'PO Common Amount',
      dataType: 'currency',
      noSort: true,
      noFilter: true,
    },
    { name: 'internal_invoice_id', displayName: 'Internal Invoice ID', dataType: 'string' },
    { name: 'external_invoice_id', displayName: 'Invoice Number', dataType: 'string' },
    { name: 'derived_document_type', displayName: 'Derived Document Type', dataType: 'string' },
    { name: 'invoice_date', displayName: 'Invoice Date', dataType: 'date' },
    { name: 'posting_date', displayName: 'Posting Date', dataType: 'date' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    {
      name: 'common_amount',
      displayName: 'Common Amount',
      dataType: 'currency',
      noSort: true,
      noFilter: true,
    },
    { name: 'days_po_after_invoice', displayName: 'Days PO after Invoice', dataType: 'number' },
    { name: 'is_on_or_after_invoice', displayName: 'PO On or After Invoice', dataType: 'yesno' },
    { name: 'on_or_after_count', displayName: 'No. of POs On or After Invoice', dataType: 'number' },
    { name: 'year_month', displayName: 'Month', dataType: 'string' },
    { name: 'brand', displayName: 'Brand', dataType: 'string' },
  ],
  dateColumn: 'invoice_date',
  accountGroupColumn: 'account_group',
  requires: ['purchase_orders.created_date', 'invoices.invoice_date'],
  companyCodeColumn: 'company_code',
  page: {
    ...purchaseOrdersPageModule,
    name: 'on_or_after_invoice',
    displayName: 'POs Created On or After Invoice',
  },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'po_created_by', displayName: 'PO Created By' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'year_month', displayName: 'Month' },
        { name: 'brand', displayName: 'Brand' },
      ],
      aggregate: [
        {
          col: 'on_or_after_count',
          fn: 'sum',
          alias: 'number_on_or_after',
          displayName: 'No. of POs On or After Invoice',
          dataType: 'number',
        },
        {
          col: 'on_or_after_count',
          fn: 'mean',
          alias: 'share_on_or_after',
          displayName: '% On or After Invoice',
          // the mean of a 0/1 flag: a fraction of one
          dataType: '%100',
        },
        {
          col: 'internal_invoice_id',
          fn: 'count',
          alias: 'number_of_po_invoices',
          displayName: 'No. of PO Invoices',
          dataType: 'number',
        },
      ],
      sortField: 'number_on_or_after',
    },
    chart: {
      kind: 'line',
      x: 'year_month',
      measures: [
        {
          col: 'on_or_after_count',
          fn: 'mean',
          alias: 'share_on_or_after',
          displayName: '% of POs On or After Invoice',
        },
      ],
      // NetSuite's trend by month and brand (spec 02); the other types hide the brand column
      series: 'brand',
      ranges: ['3m', '6m', '1y', 'all'],
      defaultRange: '6m',
    },
    helpAlert: {
      text: 'Every invoice against a purchase order; "PO On or After Invoice" marks those whose PO was created on or after the invoice date, i.e. raised after the fact to cover an invoice already received.',
      variant: 'warning',
    },
  },
  finding: {
    kind: 'po_after_invoice',
    key: ['po_number', 'internal_invoice_id'],
    evidence: ['po_created_date', 'invoice_date', 'common_amount'],
    label:
      "'PO ' || po_number || ' created on or after invoice ' || coalesce(external_invoice_id, internal_invoice_id)",
  },
  exception: { condition: 'is_on_or_after_invoice', weight: 8 },
};
