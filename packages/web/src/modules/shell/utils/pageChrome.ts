import type { ModuleDefinition, ModulePage } from '@spendlens/domain';

/** Which top-bar dropdowns and title parts a page shows (spec 01 §2 'Application shell', spec 02 §2). */
export interface PageChrome {
  system: boolean;
  /** The multi-select system dropdown of a cross-system (multiSystemOnly) page. */
  systems: boolean;
  companyCode: boolean;
  dateRange: boolean;
  /** Account groups scope data requests, except on dashboards (spec 01 §6). */
  accountGroup: boolean;
  title: boolean;
}

const none: PageChrome = {
  system: false,
  systems: false,
  companyCode: false,
  dateRange: false,
  accountGroup: false,
  title: false,
};

/** Pages of one system that are not analyses: the system dropdown only. */
const systemOnlyModules: readonly string[] = ['extraction_status', 'display_config'];
/** Pages about the account, not about data: no dropdowns. */
const accountModules: readonly string[] = ['mfa', 'downloads', 'contact', 'login_log'];

/**
 * The special routes of spec 01 §2 that are no configured page: invoice timings have no company-code
 * or date selector (spec 03 §2.8); material pricing is scoped like an analysis (its offenders are
 * dated by their latest PO); the analysis list and the VAT check cover every company code and date.
 */
const specialPages: Record<string, PageChrome> = {
  'trends/invoice_timings': { ...none, system: true, title: true },
  'trends/material_pricing': {
    system: true,
    systems: false,
    companyCode: true,
    dateRange: true,
    accountGroup: true,
    title: true,
  },
  'getAnalysisLists/dashboard': { ...none, system: true, title: true },
  // the vendor statements list reads the vendor summary of the chosen scope (spec 03 §2.3)
  'statements/dashboard': {
    system: true,
    systems: false,
    companyCode: true,
    dateRange: true,
    accountGroup: true,
    title: true,
  },
  // the vendor VAT number check searches the system's vendors, over every company code and date
  'vat_check/dashboard': { ...none, system: true, title: true },
  // the user's cases over every system; the alerts form is for the chosen system
  'my_cases/dashboard': { ...none, system: true, title: true },
};

/**
 * The dropdowns of a route. The dashboard and the KPI page take system, company code and date
 * range; an analysis page adds the account group and leaves out what its page or module hides
 * (hideCompanyCode, hideDateRange or allDatesOnly, allAccountGroupsOnly; hidePageTitle for the title).
 */
export function pageChrome(
  moduleName: string,
  found?: { module: ModuleDefinition; page: ModulePage },
  pageName = 'dashboard',
): PageChrome {
  const special = specialPages[`${moduleName}/${pageName}`];
  if (special) return special;
  if (accountModules.includes(moduleName)) return none;
  if (systemOnlyModules.includes(moduleName)) return { ...none, system: true };
  if (moduleName === 'dashboard' || moduleName === 'kpis') {
    return {
      system: true,
      systems: false,
      companyCode: true,
      dateRange: true,
      accountGroup: false,
      title: true,
    };
  }
  if (!found) return { ...none, system: true };
  const { module, page } = found;
  return {
    system: true,
    systems: page.multiSystemOnly === true,
    companyCode: !(page.hideCompanyCode || module.hideCompanyCode),
    dateRange: !(page.hideDateRange || module.hideDateRange || page.allDatesOnly),
    accountGroup: !page.allAccountGroupsOnly,
    title: !(page.hidePageTitle || module.hidePageTitle),
  };
}

/** The module and page names of a path of the shell, with the defaults dashboard / dashboard. */
export function routeNames(pathname: string): { moduleName: string; pageName: string } {
  const [moduleName = 'dashboard', pageName = 'dashboard'] = pathname.split('/').filter(Boolean);
  return { moduleName, pageName };
}
