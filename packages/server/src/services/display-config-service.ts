import type { CompanyCodeEntry, DisplayConfig, ErpType, ModuleDefinition } from '@spendlens/domain';
import { analysisFor, catalogue, linkedColumns, type Executor } from '@spendlens/warehouse';
import type { DataGrant } from './tenancy-service';

/** Region display names for the region codes the canonical model derives from countries. */
const regionNames: Record<string, string> = { EMEA: 'EMEA', AMER: 'Americas', APAC: 'Asia Pacific' };

export interface CompanyCodeService {
  list(grant: DataGrant): Promise<CompanyCodeEntry[]>;
  regions(grant: DataGrant): Promise<DisplayConfig['regions']>;
}

export function createCompanyCodeService(deps: { warehouse: Executor }): CompanyCodeService {
  const { warehouse } = deps;
  async function rows(grant: DataGrant) {
    const all = await warehouse.query({
      sql: 'select company_code, company_name, region from canon.company_codes where system_id = $1 order by company_code',
      params: [grant.system.id],
    });
    const allowed = grant.companyCodes === null ? null : new Set(grant.companyCodes);
    return all
      .map((r) => ({
        code: String(r['company_code']),
        name: String(r['company_name'] ?? ''),
        region: r['region'] === null ? null : String(r['region']),
      }))
      .filter((r) => allowed === null || allowed.has(r.code));
  }
  async function regions(grant: DataGrant): Promise<DisplayConfig['regions']> {
    const byRegion = new Map<string, string[]>();
    for (const r of await rows(grant)) {
      if (!r.region) continue;
      byRegion.set(r.region, [...(byRegion.get(r.region) ?? []), r.code]);
    }
    return [...byRegion.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, company_codes]) => ({ code, name: regionNames[code] ?? code, company_codes }));
  }
  return {
    regions,
    async list(grant) {
      const codes = await rows(grant);
      const regionEntries: CompanyCodeEntry[] = (await regions(grant)).map((r) => ({
        company_code: r.code,
        company_name: r.name,
        type: 'region',
      }));
      return [
        ...regionEntries,
        ...codes.map((c): CompanyCodeEntry => ({
          company_code: c.code,
          company_name: c.name,
          type: 'company_code',
        })),
      ];
    },
  };
}

/**
 * The default display configuration of a system of `type`, generated from the analysis catalogue:
 * the pages of the analyses the type has, each as the type presents it (catalogue/source-support.ts).
 * A multi-system (`multiSystem`) holds no data of its own: it has the cross-system pages only
 * (multi-system-only, opening on the vendor summary across systems), and no other system has them.
 */
export function buildDisplayConfig(
  regions: DisplayConfig['regions'],
  type: ErpType,
  multiSystem = false,
): DisplayConfig {
  const modules = new Map<string, ModuleDefinition>();
  for (const entry of catalogue) {
    if (Boolean(entry.memberColumns) !== multiSystem) continue;
    const availability = analysisFor(entry, type);
    if (!availability.available) continue;
    const def = availability.presented.def;
    const page = def.page;
    if (!page) continue;
    const mod = modules.get(page.module) ?? {
      name: page.module,
      displayName: page.moduleDisplayName,
      pages: [],
    };
    const display = def.display ?? {};
    mod.pages.push({
      name: page.name,
      displayName: page.displayName,
      apiModuleName: def.module,
      apiAnalysisName: def.analysis,
      ...(display.defaultView ? { defaultView: display.defaultView } : {}),
      ...(def.memberColumns ? { multiSystemOnly: true } : {}),
      ...(display.allDatesOnly ? { allDatesOnly: true } : {}),
      ...(display.hideFromNav ? { hideFromNav: true } : {}),
      ...(display.appliesToAddons ? { appliesToAddons: [...display.appliesToAddons] } : {}),
      ...(display.helpAlert ? { helpAlert: { ...display.helpAlert } } : {}),
      ...(display.hideOptions ? { hideOptions: display.hideOptions.map((o) => ({ ...o })) } : {}),
      ...(display.rowChart ? { rowChart: { ...display.rowChart } } : {}),
      ...(display.summaryTable
        ? {
            summaryTable: {
              viewByList: display.summaryTable.viewByList.map((v) => ({ ...v })),
              columns: display.summaryTable.aggregate.map((a) => ({
                name: a.alias,
                displayName: a.displayName,
                dataType: a.dataType,
              })),
              aggregate: display.summaryTable.aggregate.map(({ col, fn, alias }) => ({ col, fn, alias })),
              ...(display.summaryTable.sortField ? { sortField: display.summaryTable.sortField } : {}),
              ...(display.summaryTable.sortOrder ? { sortOrder: display.summaryTable.sortOrder } : {}),
            },
          }
        : {}),
      // the member-system ids only scope the rows: the system names beside them are shown; a cell
      // naming a vendor or company code opens its modal (catalogue/cell-links.ts)
      detailTable: {
        columns: linkedColumns(def).filter((c) => !def.memberColumns?.includes(c.name)),
      },
      ...(display.chart
        ? {
            chart: {
              kind: display.chart.kind,
              x: display.chart.x,
              measures: display.chart.measures.map((m) => ({ ...m })),
              ...(display.chart.series ? { series: display.chart.series } : {}),
              ...(display.chart.ranges ? { ranges: [...display.chart.ranges] } : {}),
              ...(display.chart.defaultRange ? { defaultRange: display.chart.defaultRange } : {}),
              ...(display.chart.top
                ? {
                    top: {
                      n: display.chart.top.n,
                      rankings: display.chart.top.rankings.map((r) => ({ ...r })),
                      ...(display.chart.top.measures ? { measures: [...display.chart.top.measures] } : {}),
                    },
                  }
                : {}),
            },
          }
        : {}),
    });
    modules.set(page.module, mod);
  }
  return {
    modules: [...modules.values()],
    dashboard: { modules: [...modules.keys()] },
    regions,
    defaults: multiSystem
      ? { module: 'cross_system', page: 'vendor_summary' }
      : { module: 'dashboard', page: 'dashboard' },
    ui_params: { page_date_ranges: {} },
  };
}
