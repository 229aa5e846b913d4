import { analysisFor, catalogue } from '@spendlens/warehouse';
import type { SessionUser } from './session-service';
import { summaryRows, type SummaryService } from './summary-service';
import { erpTypeOf, type TenancyService } from './tenancy-service';

export interface DashboardAnalysis {
  analysis: string;
  displayName: string;
  /** Exceptions and transactions in the company code (the exceptions fact); null for an analysis without an exception rule. */
  exceptions: number | null;
  transactions: number | null;
}

export interface DashboardModule {
  module: string;
  displayName: string;
  analyses: DashboardAnalysis[];
}

export interface DashboardService {
  /** GET dashboard/:system/:companyCode/-1: the modules with their analyses and exception counts. */
  modules(
    user: SessionUser,
    systemId: number,
    companyCode: string,
    today: string,
  ): Promise<{ modules: DashboardModule[] }>;
}

/**
 * The dashboard overview (spec 02 §7): every module of the catalogue with the analyses the system's
 * type has (catalogue/source-support.ts), and for each
 * analysis with an exception rule its exceptions and transactions in the company code (a summary of
 * the exceptions fact, so the user's grant and the region expansion hold; all dates, no account-group
 * selection: dashboards ignore it).
 */
export function createDashboardService(deps: {
  summary: SummaryService;
  tenancy: TenancyService;
}): DashboardService {
  return {
    async modules(user, systemId, companyCode, today) {
      const type = erpTypeOf((await deps.tenancy.grantFor(user, systemId)).system);
      const rows = await summaryRows(
        deps.summary,
        user,
        {
          system_id: systemId,
          module: 'weighted_exceptions',
          analysis: 'exceptions',
          company_code: companyCode,
          group_by: ['module', 'analysis'],
          aggregate: [
            { col: 'exception_count', fn: ['sum'], alias: ['exceptions'] },
            { col: 'transaction_count', fn: ['sum'], alias: ['transactions'] },
          ],
        },
        today,
      );
      const counts = new Map(rows.map((r) => [`${r['module']}/${r['analysis']}`, r] as const));
      const modules = new Map<string, DashboardModule>();
      for (const def of catalogue) {
        if (def.module === 'weighted_exceptions' && def.analysis === 'exceptions') continue; // the fact itself
        if (!analysisFor(def, type).available) continue;
        const entry = modules.get(def.module) ?? {
          module: def.module,
          displayName: def.page?.moduleDisplayName ?? def.module,
          analyses: [],
        };
        modules.set(def.module, entry);
        const row = counts.get(`${def.module}/${def.analysis}`);
        entry.analyses.push({
          analysis: def.analysis,
          displayName: def.displayName,
          exceptions: def.exception ? Number(row?.['exceptions'] ?? 0) : null,
          transactions: def.exception ? Number(row?.['transactions'] ?? 0) : null,
        });
      }
      return { modules: [...modules.values()] };
    },
  };
}
