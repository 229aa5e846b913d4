import type { AnalysisDefinition } from '../../catalogue-types';
import { membersCte, pairMemberColumns, publishedPairsSql, vendorSideColumns } from './cross-system-sql';

const sideColumns = (side: 'a' | 'b') => {
  const s = side.toUpperCase();
  return [
    ...vendorSideColumns(side),
    { name: `company_code_${side}`, displayName: `Company Code ${s}`, dataType: 'string' as const },
    {
      name: `internal_invoice_id_${side}`,
      displayName: `Internal Invoice ID ${s}`,
      dataType: 'string' as const,
    },
    { name: `external_invoice_id_${side}`, displayName: `Invoice Number ${s}`, dataType: 'string' as const },
    { name: `invoice_date_${side}`, displayName: `Invoice Date ${s}`, dataType: 'date' as const },
    { name: `is_cleared_${side}`, displayName: `Paid ${s}`, dataType: 'yesno' as const },
    { name: `clearing_date_${side}`, displayName: `Clearing Date ${s}`, dataType: 'date' as const },
  ];
};

const side = (s: 'a' | 'b') => `
  p.member_${s}::INTEGER AS member_${s},
  p.system_name_${s}::VARCHAR AS system_name_${s},
  p.vendor_id_${s}::VARCHAR AS vendor_id_${s},
  p.vendor_name_${s}::VARCHAR AS vendor_name_${s},
  ${s}.company_code::VARCHAR AS company_code_${s},
  ${s}.internal_invoice_id::VARCHAR AS internal_invoice_id_${s},
  ${s}.external_invoice_id::VARCHAR AS external_invoice_id_${s},
  ${s}.invoice_date::DATE AS invoice_date_${s},
  coalesce(${s}.is_cleared, false)::BOOLEAN AS is_cleared_${s},
  ${s}.clearing_date::DATE AS clearing_date_${s},`;

/**
 * Duplicate Invoices Across Systems (issue 21: the same invoice paid in two ERPs): pairs of invoices
 * (PO and non-PO, not reversed) of two member systems whose vendors are matched (`vendorMatches`),
 * with the same invoice number (letters and digits only, upper case, zeros dropped, as the duplicate
 * check within a system compares references; never empty), the same document currency and the same document amount. Dates may differ (a copy keyed
 * later); `days_apart` says by how much. `paid_in_both`: cleared in both systems — money paid twice.
 */
export const crossSystemDuplicateInvoices: AnalysisDefinition = {
  module: 'cross_system',
  analysis: 'duplicate_invoices',
  displayName: 'Duplicate Invoices Across Systems',
  description:
    'The same invoice (vendor matched across systems, same number, currency and amount) booked in two systems.',
  sql: `
WITH ${membersCte},
${publishedPairsSql},
member_invoices AS (
  SELECT i.system_id AS sid, i.vendor_id, i.company_code, i.internal_invoice_id, i.external_invoice_id,
    regexp_replace(upper(coalesce(i.external_invoice_id, '')), '[^A-Z1-9]', '', 'g') AS ref_key,
    i.invoice_date, i.is_cleared, i.clearing_date, i.document_currency, i.document_amount,
    i.common_currency, i.common_amount
  FROM canon.invoices i
  JOIN members m ON m.sid = i.system_id
  WHERE i.derived_document_type IN ('PO-INVOICE', 'NON-PO-INVOICE') AND NOT coalesce(i.is_reversed, false)
)
SELECT
  $system_id::INTEGER AS system_id,
  ${side('a')}
  ${side('b')}
  a.document_currency::VARCHAR AS document_currency,
  a.document_amount::DECIMAL(18,2) AS document_amount,
  a.common_currency::VARCHAR AS common_currency,
  a.common_amount::DECIMAL(18,2) AS common_amount,
  abs(date_diff('day', a.invoice_date, b.invoice_date))::INTEGER AS days_apart,
  (coalesce(a.is_cleared, false) AND coalesce(b.is_cleared, false))::BOOLEAN AS paid_in_both,
  p.match_basis::VARCHAR AS vendor_match_basis
FROM pairs p
JOIN member_invoices a ON a.sid = p.member_a AND a.vendor_id = p.vendor_id_a
JOIN member_invoices b
  ON b.sid = p.member_b AND b.vendor_id = p.vendor_id_b AND b.ref_key = a.ref_key
 AND b.document_currency = a.document_currency AND b.document_amount = a.document_amount
WHERE a.ref_key <> ''`,
  columns: [
    ...sideColumns('a'),
    ...sideColumns('b'),
    { name: 'document_currency', displayName: 'Document Currency', dataType: 'string' },
    { name: 'document_amount', displayName: 'Document Amount', dataType: 'currency' },
    { name: 'common_currency', displayName: 'Common Currency', dataType: 'string' },
    { name: 'common_amount', displayName: 'Common Amount', dataType: 'currency' },
    { name: 'days_apart', displayName: 'Days Apart', dataType: 'number' },
    { name: 'paid_in_both', displayName: 'Paid in Both', dataType: 'yesno' },
    { name: 'vendor_match_basis', displayName: 'Vendor Matched By', dataType: 'string' },
  ],
  dateColumn: 'invoice_date_a',
  accountGroupColumn: null,
  companyCodeColumn: null,
  memberColumns: pairMemberColumns,
  page: {
    module: 'cross_system',
    moduleDisplayName: 'Cross System',
    name: 'duplicate_invoices',
    displayName: 'Duplicate Invoices Across Systems',
  },
  display: {
    helpAlert: {
      text: 'The same invoice booked in two systems: the vendors are matched across the systems (see Vendors Across Systems), and the invoice number (letters and digits, zeros dropped), currency and amount are the same. "Paid in Both" marks money paid twice. The date range applies to the invoice date in system A.',
      variant: 'info',
    },
  },
};
