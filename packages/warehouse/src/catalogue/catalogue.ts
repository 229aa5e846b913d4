import type { AnalysisDefinition } from '../catalogue-types';
import { invoiceDistribution } from './invoice-distribution';

/**
 * Every analysis the warehouse publishes. `columns` lists the published columns a client may name
 * (every column of the published table except `system_id`, which scoping adds itself).
 */
export const catalogue: readonly AnalysisDefinition[] = [invoiceDistribution];

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
