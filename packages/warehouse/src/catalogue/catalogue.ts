import type { AnalysisDefinition } from '../catalogue-types';
import { invoiceDistribution } from './invoice-distribution';
import { invoiceAnalyses } from './invoices';
import { invoiceNumberAnalyses } from './invoice-numbers';
import { loginLog } from './login-log';
import { matchingAnalyses } from './matching';
import { purchasingAnalyses } from './purchasing';
import { rankingAnalyses } from './ranking';
import { vendorAnalyses } from './vendors';

const base: readonly AnalysisDefinition[] = [
  invoiceDistribution,
  ...invoiceAnalyses,
  ...invoiceNumberAnalyses,
  ...purchasingAnalyses,
  ...vendorAnalyses,
  ...matchingAnalyses,
  loginLog,
];

/**
 * Every analysis the warehouse publishes, in publish order: an analysis may read the published
 * tables (`pub.<module>__<analysis>`) of analyses before it, never after. `columns` lists the
 * published columns a client may name (every column of the published table except `system_id`,
 * which scoping adds itself).
 */
export const catalogue: readonly AnalysisDefinition[] = [...base, ...rankingAnalyses(base)];

export function findAnalysis(module: string, analysis: string): AnalysisDefinition | undefined {
  return catalogue.find((def) => def.module === module && def.analysis === analysis);
}

/**
 * The analysis SELECT with its one parameter `$system_id` turned into the positional `$1` the
 * executors bind (`run(sql, [systemId])`).
 */
export function analysisSelectSql(def: Pick<AnalysisDefinition, 'sql'>): string {
  return def.sql.replaceAll('$system_id', '$1');
}
