import type { CellLink } from '@spendlens/domain';
import type { AnalysisColumn, AnalysisDefinition } from '../catalogue-types';

/**
 * The columns that name a thing a modal shows, by column name, the same in every analysis (spec 03
 * §2.2): a vendor id opens the vendor profile, a company code the company code profile. A column may
 * declare its own `opens` instead.
 */
export const cellLinksByColumn: Readonly<Record<string, CellLink>> = {
  vendor_id: { modal: 'vendor_profile' },
  vendor_id_lhs: { modal: 'vendor_profile' },
  vendor_id_rhs: { modal: 'vendor_profile' },
  matched_vendor_id: { modal: 'vendor_profile' },
  head_office_vendor_id: { modal: 'vendor_profile' },
  company_code: { modal: 'company_code_profile' },
};

/**
 * The columns of an analysis as a page shows them, each with the modal its cells open. A
 * cross-system analysis (`memberColumns`) links nothing: its ids are of its member systems, not of
 * the system the page reads. A link whose `with` columns the analysis lacks is left out.
 */
export function linkedColumns(def: Pick<AnalysisDefinition, 'columns' | 'memberColumns'>): AnalysisColumn[] {
  if (def.memberColumns) return def.columns.map(({ opens: _opens, ...c }) => c);
  const names = new Set(def.columns.map((c) => c.name));
  return def.columns.map(({ opens, ...c }) => {
    const link = opens ?? cellLinksByColumn[c.name];
    if (!link || !(link.with ?? []).every((w) => names.has(w))) return c;
    return { ...c, opens: { ...link, ...(link.with ? { with: [...link.with] } : {}) } };
  });
}
