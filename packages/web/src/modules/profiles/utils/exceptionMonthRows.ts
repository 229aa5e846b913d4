import type { DisplayConfig, ProfileException } from '@spendlens/domain';

/** One line of the chart summary detail: an analysis's exceptions in the month clicked. */
export interface ExceptionMonthRow {
  module: string;
  analysis: string;
  count: number;
}

export interface ExceptionMonth {
  rows: ExceptionMonthRow[];
  total: number;
}

/**
 * The display name of each API module of the display configuration (the name the exceptions fact
 * carries: a page's `apiModuleName`, else its module's, else the module's name); the first module
 * declaring it wins.
 */
export function moduleDisplayNames(config: DisplayConfig | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const module of config?.modules ?? []) {
    const own = module.apiModuleName || module.name;
    if (!names.has(own)) names.set(own, module.displayName);
    for (const page of module.pages) {
      const api = page.apiModuleName || own;
      if (!names.has(api)) names.set(api, module.displayName);
    }
  }
  return names;
}

/**
 * The exceptions of one month of a profile's Exceptions chart (its chart summary detail, spec 03
 * §2.2): per module and analysis — display names where known —, the analyses with exceptions only,
 * most first (ties by module, then analysis), and their total.
 */
export function exceptionMonthRows(
  exceptions: readonly ProfileException[],
  yearMonth: string,
  moduleNames: ReadonlyMap<string, string> = new Map(),
): ExceptionMonth {
  const byAnalysis = new Map<string, ExceptionMonthRow>();
  for (const e of exceptions) {
    if (e.year_month !== yearMonth) continue;
    const id = `${e.module}/${e.analysis}`;
    const row = byAnalysis.get(id) ?? {
      module: moduleNames.get(e.module) ?? e.module,
      analysis: e.analysis_display_name ?? e.analysis,
      count: 0,
    };
    row.count += e.count;
    byAnalysis.set(id, row);
  }
  const rows = [...byAnalysis.values()]
    .filter((r) => r.count > 0)
    .sort(
      (a, b) => b.count - a.count || a.module.localeCompare(b.module) || a.analysis.localeCompare(b.analysis),
    );
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
}
