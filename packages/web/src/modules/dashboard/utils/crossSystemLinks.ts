import type { DisplayConfig, SystemInfo } from '@spendlens/domain';
import { selectionSearch } from '../../../storage/urlQuery';
import { findModulePage } from '../../shell/utils/navModules';

/** The pages a multi-system's dashboard links to; a page the configuration lacks has no link. */
export interface CrossSystemLinks {
  vendorMatches?: string | undefined;
  dataQuality?: string | undefined;
  duplicateInvoices?: string | undefined;
  vendorSummary?: string | undefined;
  /** A member's own dashboard, with the date range kept (company codes are the member's own). */
  member: (systemId: number) => string;
}

/**
 * The links of a multi-system's dashboard: its cross-system pages with the selection as it is, and
 * each member system's dashboard (the system switched, the date range kept, all company codes).
 */
export function crossSystemLinks(
  config: DisplayConfig,
  system: SystemInfo,
  selection: { year: number; qualifier: string; companyCode: string },
): CrossSystemLinks {
  const keep = selectionSearch({ system: system.id, ...selection });
  const link = (page: string) =>
    findModulePage(config, system, 'cross_system', page) ? `/cross_system/${page}${keep}` : undefined;
  return {
    vendorMatches: link('vendor_matches'),
    dataQuality: link('cross_system_data_quality'),
    duplicateInvoices: link('duplicate_invoices'),
    vendorSummary: link('vendor_summary'),
    member: (systemId) =>
      `/${selectionSearch({ system: systemId, year: selection.year, qualifier: selection.qualifier, companyCode: '-1' })}`,
  };
}
