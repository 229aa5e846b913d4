import { toCsv } from '@spendlens/domain';
import type { AnalysisListRow } from './analysisListRows';

/** The analysis-list export (spec 03 §7 'file of modules and analyses over all company codes'). */
export function analysisListCsv(rows: readonly AnalysisListRow[], origin: string): string {
  return toCsv([
    ['Module', 'Analysis', 'Exceptions', 'Transactions', 'Link'],
    ...rows.map((r) => [
      r.moduleDisplayName,
      r.pageDisplayName,
      r.exceptions,
      r.transactions,
      `${origin}${r.path}`,
    ]),
  ]);
}
