import type { AnalysisDefinition } from '../../catalogue-types';

/** The vendors analyses, in publish order. */
export const vendorAnalyses: readonly AnalysisDefinition[] = [];
