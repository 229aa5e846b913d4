import type { DisplayConfig, SystemInfo } from '@spendlens/domain';
import { pageIsAvailable } from '../../shell/utils/navModules';

/** One analysis the user can open, as the analysis list shows it. */
export interface AnalysisListRow {
  module: string;
  moduleDisplayName: string;
  page: string;
  pageDisplayName: string;
  /** The page's route. */
  path: string;
  /** Not in the sidebar (a page opened from another one), but it can be opened. */
  hiddenFromNav: boolean;
  /** Exceptions and transactions over all company codes and dates; null without an exception rule. */
  exceptions: number | null;
  transactions: number | null;
}

/** The dashboard answer's counts per API module and analysis (GET dashboard/:system/-1/-1). */
export type AnalysisCounts = ReadonlyMap<string, { exceptions: number | null; transactions: number | null }>;

/** The special pages of spec 01 §2 that are analyses without a configured page. */
const specialPages = [
  {
    module: 'kpis',
    page: 'kpis',
    moduleDisplayName: 'KPIs',
    pageDisplayName: 'KPIs',
    path: '/kpis',
    sapOnly: true,
  },
  {
    module: 'trends',
    page: 'invoice_timings',
    moduleDisplayName: 'Trends',
    pageDisplayName: 'Invoice Timings',
    path: '/trends/invoice_timings',
    sapOnly: false,
  },
  {
    module: 'trends',
    page: 'material_pricing',
    moduleDisplayName: 'Trends',
    pageDisplayName: 'Material Pricing',
    path: '/trends/material_pricing',
    sapOnly: false,
  },
] as const;

/**
 * Every analysis of the system's display configuration the user can open (spec 01 §2
 * /getAnalysisLists; design in modules/analysis-lists/README.md): each module's pages that apply to
 * the system (add-ons, multi-system), hidden ones included and marked, in configuration order, then
 * the special pages (KPIs for SAP systems only), each with its exception and transaction counts.
 */
export function analysisListRows(
  config: DisplayConfig,
  system: SystemInfo,
  counts: AnalysisCounts,
): AnalysisListRow[] {
  const rows: AnalysisListRow[] = [];
  for (const module of config.modules) {
    if (module.name === 'dashboard' || module.hideFromNav) continue;
    for (const page of module.pages) {
      if (!pageIsAvailable(page, system)) continue;
      const apiModule = page.apiModuleName || module.apiModuleName || module.name;
      const count = counts.get(`${apiModule}/${page.apiAnalysisName}`);
      rows.push({
        module: module.name,
        moduleDisplayName: module.displayName,
        page: page.name,
        pageDisplayName: page.displayName,
        path: `/${module.name}/${page.name}`,
        hiddenFromNav: page.hideFromNav === true,
        exceptions: count?.exceptions ?? null,
        transactions: count?.transactions ?? null,
      });
    }
  }
  const sap = system.type === 'sap' || system.type === 'hana';
  for (const special of specialPages) {
    if (special.sapOnly && !sap) continue;
    const { sapOnly: _sapOnly, ...row } = special;
    rows.push({ ...row, hiddenFromNav: false, exceptions: null, transactions: null });
  }
  return rows;
}
