import type { CompanyCodeEntry } from '@spendlens/domain';
import { companyCodeLabel } from './companyCodeLabel';

/** Lists show at most this many items, with a note to use search (spec 01 §5). */
export const selectionListLimit = 1000;

export interface CompanyCodeSections {
  regions: CompanyCodeEntry[];
  companyCodes: CompanyCodeEntry[];
  /** True when more entries matched than the list shows. */
  truncated: boolean;
}

/**
 * The sections of the company code dropdown for a search text (spec 01 §2): a case-insensitive
 * contains on the label, regions and company codes apart, at most `limit` entries in all.
 */
export function filterCompanyCodes(
  entries: CompanyCodeEntry[],
  search: string,
  limit = selectionListLimit,
): CompanyCodeSections {
  const needle = search.trim().toLowerCase();
  const matches =
    needle === '' ? entries : entries.filter((e) => companyCodeLabel(e).toLowerCase().includes(needle));
  const shown = matches.slice(0, limit);
  return {
    regions: shown.filter((e) => e.type === 'region'),
    companyCodes: shown.filter((e) => e.type !== 'region'),
    truncated: matches.length > shown.length,
  };
}
