import type { AnalysisDefinition } from '../../catalogue-types';
import { benfordCompanyCode, benfordVendor } from './benford';
import { roundAmountInvoices } from './round-amount-invoices';
import { splitInvoices } from './split-invoices';
import { weekendHolidayPostings } from './weekend-holiday-postings';

export {
  benfordCompanyCode,
  benfordLevels,
  benfordMadLimits,
  benfordMinAmount,
  benfordMinInvoices,
  benfordVendor,
  benfordZLimit,
} from './benford';
export { isRoundAmountCents, roundAmountInvoices, roundAmountRule } from './round-amount-invoices';
export { defaultApprovalLimit, defaultSplitWindowDays, splitInvoices } from './split-invoices';
export { weekendHolidayPostings } from './weekend-holiday-postings';
export { redFlagsModule, redFlagsPage } from './red-flags-sql';

/** The red-flag analyses (docs/red-flags.md), each reading canonical tables only. */
export const redFlagAnalyses: readonly AnalysisDefinition[] = [
  benfordVendor,
  benfordCompanyCode,
  roundAmountInvoices,
  splitInvoices,
  weekendHolidayPostings,
];
