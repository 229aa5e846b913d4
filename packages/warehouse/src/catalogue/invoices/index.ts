import type { AnalysisDefinition } from '../../catalogue-types';

/** The invoices analyses, in publish order. */
export const invoiceAnalyses: readonly AnalysisDefinition[] = [];
