import type { CellLink } from '@spendlens/domain';
import type { AnalysisColumn, AnalysisDefinition } from '../catalogue-types';

/**
 * The columns that name a thing a modal shows, by column name, the same in every analysis (spec 03
 * §2.2): a vendor id opens the vendor profile, a company code the company code profile, a PO number
 * the purchase order… A column may declare its own `opens` instead, or `opens: null` for none (the
 * modal's own rows).
 */
export const cellLinksByColumn: Readonly<Record<string, CellLink>> = {
  vendor_id: { modal: 'vendor_profile' },
  vendor_id_lhs: { modal: 'vendor_profile' },
  vendor_id_rhs: { modal: 'vendor_profile' },
  matched_vendor_id: { modal: 'vendor_profile' },
  head_office_vendor_id: { modal: 'vendor_profile' },
  company_code: { modal: 'company_code_profile' },
  po_number: { modal: 'purchase_order', key: 'po_number' },
  last_po_number: { modal: 'purchase_order', key: 'po_number' },
  // a PO line's goods receipts (the count labels the link), or one goods receipt document
  gr_count: { modal: 'goods_receipts', with: ['po_number', 'po_line_item_number'] },
  last_gr_number: { modal: 'goods_receipts', key: 'document_number' },
  internal_invoice_id: { modal: 'invoice_line_items', key: 'internal_invoice_id' },
  last_invoice_id: { modal: 'invoice_line_items', key: 'internal_invoice_id' },
  matched_invoice_id: { modal: 'invoice_line_items', key: 'internal_invoice_id' },
  last_activity_date: { modal: 'last_activity', with: ['vendor_id', 'company_code'] },
  is_vendor_company_code_blocked: { modal: 'vendor_company_code', with: ['vendor_id', 'company_code'] },
  street: { modal: 'vendor_address', with: ['vendor_id'] },
  vendor_name_town_country_cluster_id: {
    modal: 'cluster_vendor_address',
    key: 'vendor_name_town_country_cluster_id',
  },
  payment_term: { modal: 'payment_term', key: 'payment_term' },
  vendor_payment_term: { modal: 'payment_term', key: 'payment_term' },
  payment_methods: { modal: 'payment_methods' },
  vendor_payment_methods: { modal: 'payment_methods' },
  invoice_payment_terms: { modal: 'invoice_payment_terms', with: ['po_number'] },
  finding_key: { modal: 'finding_case' },
};

/** A column as a page shows it: with the modal its cells open, if any. */
export type LinkedColumn = Omit<AnalysisColumn, 'opens'> & { opens?: CellLink };

/**
 * The columns of an analysis as a page shows them, each with the modal its cells open. A
 * cross-system analysis (`memberColumns`) links nothing: its ids are of its member systems, not of
 * the system the page reads. A link whose `with` columns the analysis lacks is left out.
 */
export function linkedColumns(def: Pick<AnalysisDefinition, 'columns' | 'memberColumns'>): LinkedColumn[] {
  if (def.memberColumns) return def.columns.map(({ opens: _opens, ...c }) => c);
  const names = new Set(def.columns.map((c) => c.name));
  return def.columns.map(({ opens, ...c }) => {
    const link = opens === null ? undefined : (opens ?? cellLinksByColumn[c.name]);
    if (!link || !(link.with ?? []).every((w) => names.has(w))) return c;
    return { ...c, opens: { ...link, ...(link.with ? { with: [...link.with] } : {}) } };
  });
}
