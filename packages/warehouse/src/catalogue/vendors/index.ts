import type { AnalysisDefinition } from '../../catalogue-types';
import { dormantVendors } from './dormant-vendors';
import { lastActivityDetails } from './last-activity-details';
import { paymentMethodsUsed } from './payment-methods-used';
import { paymentTermsUsed } from './payment-terms-used';
import { tailSpend } from './tail-spend';
import { topVendors } from './top-vendors';
import { vendorMasterCompanyCode } from './vendor-master-company-code';
import { vendorRiskRank } from './vendor-risk-rank';
import { vendorSummary } from './vendor-summary';

export { dormantAfterDays, dormantPeriodBins, dormantVendors } from './dormant-vendors';
export { lastActivityDetails } from './last-activity-details';
export { paymentMethodsUsed } from './payment-methods-used';
export { paymentTermsUsed } from './payment-terms-used';
export { spendPercentageBins, tailSpend } from './tail-spend';
export { topVendorCount, topVendors } from './top-vendors';
export { vendorMasterCompanyCode } from './vendor-master-company-code';
export { recentlyCreatedDays, riskWeights, vendorRiskRank } from './vendor-risk-rank';
export { vendorSummary } from './vendor-summary';

/** The vendors and payments analyses, in publish order (none reads a published table). */
export const vendorAnalyses: readonly AnalysisDefinition[] = [
  paymentTermsUsed,
  paymentMethodsUsed,
  dormantVendors,
  vendorSummary,
  topVendors,
  tailSpend,
  vendorMasterCompanyCode,
  vendorRiskRank,
  lastActivityDetails,
];
