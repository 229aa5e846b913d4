import type { DisplayConfig, ModuleDefinition, ModulePage, SystemInfo } from '@spendlens/domain';

export interface NavModule {
  module: ModuleDefinition;
  /** Pages shown in the submenu; empty for a module that is a page itself (noPage). */
  pages: ModulePage[];
}

/**
 * Whether a page is offered for this system (spec 01 §2 'Sidebar'): multi-system-only pages need a
 * multi-system system; pages that apply to add-ons need at least one of them.
 */
export function pageIsAvailable(page: ModulePage, system: SystemInfo): boolean {
  if (page.multiSystemOnly && !system.multi_system) return false;
  const addOns = page.appliesToAddons ?? [];
  return addOns.length === 0 || addOns.some((addOn) => system.add_ons.includes(addOn));
}

/**
 * The sidebar's modules: one per module with a display name, skipping hidden modules and modules
 * without a visible page; a noPage module is a single link. The dashboard has its own fixed link.
 */
export function navModules(config: DisplayConfig, system: SystemInfo): NavModule[] {
  const result: NavModule[] = [];
  for (const module of config.modules) {
    if (module.hideFromNav || !module.displayName || module.name === 'dashboard') continue;
    if (module.noPage) {
      result.push({ module, pages: [] });
      continue;
    }
    const pages = module.pages.filter((page) => !page.hideFromNav && pageIsAvailable(page, system));
    if (pages.length > 0) result.push({ module, pages });
  }
  return result;
}

/** The module and page of a route, when the configuration has them and they apply to the system. */
export function findModulePage(
  config: DisplayConfig,
  system: SystemInfo,
  moduleName: string,
  pageName: string,
): { module: ModuleDefinition; page: ModulePage } | undefined {
  const module = config.modules.find((m) => m.name === moduleName);
  const page = module?.pages.find((p) => p.name === pageName);
  return module && page && pageIsAvailable(page, system) ? { module, page } : undefined;
}

/**
 * Whether the system lists a page of the published analysis `module`/`analysis` (its type can have
 * it): what reads that analysis (a key figure, a dropdown's list) is offered only then, so that no
 * call is answered 'not available for this system'.
 */
export function hasAnalysis(
  config: DisplayConfig,
  system: SystemInfo,
  source: { module: string; analysis: string },
): boolean {
  return config.modules.some((m) =>
    m.pages.some(
      (p) =>
        p.apiModuleName === source.module &&
        p.apiAnalysisName === source.analysis &&
        pageIsAvailable(p, system),
    ),
  );
}

/**
 * Pages that have a page of their own beside the generic analysis page (spec 01 §2): the sidebar
 * opens that one — the trend charts with an offender list or a chosen measure.
 */
const ownPages: Readonly<Record<string, string>> = {
  invoice_timings: '/trends/invoice_timings',
  material_pricing: '/trends/material_pricing',
};

/** The path the sidebar opens for a page of a module. */
export function pagePath(moduleName: string, pageName: string): string {
  return ownPages[pageName] ?? `/${moduleName}/${pageName}`;
}

/**
 * The sidebar's tool pages after the modules, for a user with a system: KPIs for SAP systems only;
 * Vendor Statements for a system of its own (a multi-system has no vendors to request from).
 */
export function toolLinks(system: SystemInfo): { to: string; label: string }[] {
  const sap = system.type === 'sap' || system.type === 'hana';
  return [
    ...(sap ? [{ to: '/kpis', label: 'KPIs' }] : []),
    ...(system.multi_system ? [] : [{ to: '/statements', label: 'Vendor Statements' }]),
    { to: '/getAnalysisLists', label: 'Analysis Lists' },
    { to: '/vat_check', label: 'VAT Check' },
    { to: '/my_cases', label: 'My Cases' },
    { to: '/display_config', label: 'Display Config' },
  ];
}
