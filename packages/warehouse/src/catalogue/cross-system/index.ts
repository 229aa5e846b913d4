import type { AnalysisDefinition } from '../../catalogue-types';
import { crossSystemDataQuality } from './cross-system-data-quality';
import { crossSystemDuplicateInvoices } from './cross-system-duplicate-invoices';
import { crossSystemVendorSummary } from './cross-system-vendor-summary';
import { vendorMatches } from './vendor-matches';

export { crossSystemDataQuality, crossSystemDuplicateInvoices, crossSystemVendorSummary, vendorMatches };

/** The analyses of a multi-system over its members (memberColumns), in publish order: the pairs first. */
export const crossSystemAnalyses: readonly AnalysisDefinition[] = [
  vendorMatches,
  crossSystemDataQuality,
  crossSystemDuplicateInvoices,
  crossSystemVendorSummary,
];
