import type { AnalysisCounts } from './analysisListRows';

/** The counts of GET dashboard/:system/-1/-1 keyed 'module/analysis' (API names). */
export function analysisCounts(answer: unknown): AnalysisCounts {
  const counts = new Map<string, { exceptions: number | null; transactions: number | null }>();
  const modules = (answer as { modules?: unknown })?.modules;
  if (!Array.isArray(modules)) return counts;
  for (const m of modules as { module?: unknown; analyses?: unknown }[]) {
    if (!Array.isArray(m.analyses)) continue;
    for (const a of m.analyses as Record<string, unknown>[]) {
      const n = (v: unknown) => (typeof v === 'number' ? v : null);
      counts.set(`${String(m.module)}/${String(a['analysis'])}`, {
        exceptions: n(a['exceptions']),
        transactions: n(a['transactions']),
      });
    }
  }
  return counts;
}
