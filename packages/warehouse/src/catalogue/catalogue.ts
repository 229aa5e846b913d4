import type { AnalysisDefinition } from '../catalogue-types';
import { crossSystemAnalyses } from './cross-system';
import { withFindingColumns } from './findings';
import { invoiceDistribution } from './invoice-distribution';
import { invoiceAnalyses } from './invoices';
import { invoiceNumberAnalyses } from './invoice-numbers';
import { loginLog } from './login-log';
import { matchingAnalyses } from './matching';
import { purchasingAnalyses } from './purchasing';
import { rankingAnalyses } from './ranking';
import { redFlagAnalyses } from './red-flags';
import { vendorAnalyses } from './vendors';

const base: readonly AnalysisDefinition[] = [
  invoiceDistribution,
  ...invoiceAnalyses,
  ...invoiceNumberAnalyses,
  ...purchasingAnalyses,
  ...vendorAnalyses,
  ...matchingAnalyses,
  ...redFlagAnalyses,
  loginLog,
  ...crossSystemAnalyses,
].map(withFindingColumns);

/**
 * Every analysis the warehouse publishes, in publish order: an analysis may read the published
 * tables (`pub.<module>__<analysis>`) of analyses before it, never after. `columns` lists the
 * published columns a client may name (every column of the published table except `system_id`,
 * which scoping adds itself, and a finding analysis's evidence and label, findings.ts).
 */
export const catalogue: readonly AnalysisDefinition[] = [...base, ...rankingAnalyses(base)];

export function findAnalysis(module: string, analysis: string): AnalysisDefinition | undefined {
  return catalogue.find((def) => def.module === module && def.analysis === analysis);
}

/**
 * The source of a query naming `module` and `analysis`, where analysis -1 ("none", spec 01 §7)
 * names the module's only analysis (e.g. invoice_number_outlier_plot); a module of several
 * analyses has no default.
 */
export function findSourceAnalysis(
  module: string,
  analysis: string | number,
): AnalysisDefinition | undefined {
  if (String(analysis) !== '-1') return findAnalysis(module, String(analysis));
  const inModule = catalogue.filter((def) => def.module === module);
  return inModule.length === 1 ? inModule[0] : undefined;
}

/**
 * The analysis SELECT with its one parameter `$system_id` turned into the positional `$1` the
 * executors bind (`run(sql, [systemId])`).
 */
export function analysisSelectSql(def: Pick<AnalysisDefinition, 'sql'>): string {
  return def.sql.replaceAll('$system_id', '$1');
}

/** The analyses whose rows are findings (a `finding` identity), in catalogue order. */
export const findingAnalyses: readonly AnalysisDefinition[] = catalogue.filter((def) => def.finding);

/** The analysis of a finding key `<kind>:<hash>` (each kind belongs to one analysis), if any. */
export function findingAnalysisOf(findingKey: string): AnalysisDefinition | undefined {
  const kind = findingKey.slice(0, findingKey.indexOf(':'));
  return findingAnalyses.find((def) => def.finding?.kind === kind);
}
