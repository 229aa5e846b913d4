import type { AnalysisDefinition } from '../../catalogue-types';

/** The matching analyses, in publish order. */
export const matchingAnalyses: readonly AnalysisDefinition[] = [];
