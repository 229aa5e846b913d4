import type { AnalysisDefinition } from '../../catalogue-types';
import { invoiceNumberOutlierPlot } from './invoice-number-outlier-plot';
import { invoicesOutOfSequence } from './invoices-out-of-sequence';

export { invoiceNumberOutlierPlot } from './invoice-number-outlier-plot';
export { invoicesOutOfSequence } from './invoices-out-of-sequence';
export { outlierRule } from './outlier-rule';

/** The invoice-number analyses, in publish order: the out-of-sequence list reads the published plot. */
export const invoiceNumberAnalyses: readonly AnalysisDefinition[] = [
  invoiceNumberOutlierPlot,
  invoicesOutOfSequence,
];
