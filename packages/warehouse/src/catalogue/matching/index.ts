import type { AnalysisDefinition } from '../../catalogue-types';
import { duplicateInvoices } from './duplicate-invoices';
import { duplicateVendors } from './duplicate-vendors';
import { recoveredValue } from './recovered-value';
import { sanctionsMatches } from './sanctions-matches';
import { similarVendorNames } from './similar-vendor-names';
import { vendorDataQuality } from './vendor-data-quality';

export {
  duplicateInvoices,
  duplicateVendors,
  recoveredValue,
  sanctionsMatches,
  similarVendorNames,
  vendorDataQuality,
};
export { similarNameActivityLevels } from './similar-vendor-names';

/**
 * The analyses over the findings tables (packages/matching's results), in publish order (the
 * recovered value reads the published duplicate invoices).
 */
export const matchingAnalyses: readonly AnalysisDefinition[] = [
  vendorDataQuality,
  duplicateVendors,
  duplicateInvoices,
  recoveredValue,
  sanctionsMatches,
  similarVendorNames,
];
