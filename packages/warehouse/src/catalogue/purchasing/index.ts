import type { AnalysisDefinition } from '../../catalogue-types';

/** The purchasing analyses, in publish order. */
export const purchasingAnalyses: readonly AnalysisDefinition[] = [];
