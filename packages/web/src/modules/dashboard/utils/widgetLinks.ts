import { dashboardWidgetSources, type DisplayConfig, type SystemInfo } from '@spendlens/domain';
import { selectionSearch } from '../../../storage/urlQuery';
import { findModulePage, hasAnalysis } from '../../shell/utils/navModules';

/**
 * The key figures the system can have: those whose analysis (dashboardWidgetSources, as the server's
 * widget reads it) the system lists; a system whose type cannot have it shows no card and makes no
 * call. The exceptions read the weighted exceptions behind the rankings, which have no page of their
 * own: they are there when the vendor ranking is.
 */
export function availableKeyFigures(
  config: DisplayConfig,
  system: SystemInfo,
): Record<keyof WidgetLinks, boolean> {
  const has = (name: keyof typeof dashboardWidgetSources) =>
    hasAnalysis(config, system, dashboardWidgetSources[name]);
  return {
    backlog: has('invoice_backlog'),
    paidOnTime: has('paid_on_time'),
    dueDate: has('due_date'),
    topVendors: has('top_vendors'),
    exceptions: findModulePage(config, system, 'ranking', 'vendor') !== undefined,
  };
}

/** The pages the dashboard widgets link to; a widget whose page the system lacks has no link. */
export interface WidgetLinks {
  backlog?: string | undefined;
  paidOnTime?: string | undefined;
  dueDate?: string | undefined;
  topVendors?: string | undefined;
  exceptions?: string | undefined;
}

/**
 * The widgets' links for a selection (spec 02 §2 'Navigation targets from dashboards'): the backlog
 * and due-date pages with the date range reset to all; paid on time's 'View Trends' to the SAP KPI
 * page where the system has it, else to the paid-on-time page; the top vendors and the vendor ranking
 * with the selection as it is.
 */
export function widgetLinks(
  config: DisplayConfig,
  system: SystemInfo,
  selection: { year: number; qualifier: string; companyCode: string },
): WidgetLinks {
  const keep = selectionSearch({ system: system.id, ...selection });
  const allDates = selectionSearch({
    system: system.id,
    year: -1,
    qualifier: '-1',
    companyCode: selection.companyCode,
  });
  const link = (module: string, page: string, search: string) =>
    findModulePage(config, system, module, page) ? `/${module}/${page}${search}` : undefined;
  return {
    backlog: link('invoices', 'backlog', allDates),
    paidOnTime:
      link('invoices', 'kpi_percentage_of_invoices_paid_on_time', keep) ??
      link('invoices', 'payment_on_time_not_in_time', keep),
    dueDate: link('invoices', 'due_date', allDates),
    topVendors: link('vendors', 'top_25_vendors', keep),
    exceptions: link('ranking', 'vendor', keep),
  };
}
