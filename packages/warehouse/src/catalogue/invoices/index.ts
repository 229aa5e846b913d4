import type { AnalysisDefinition } from '../../catalogue-types';
import { dueDate } from './due-date';
import { invoiceBacklog } from './invoice-backlog';
import { invoiceCaptureTime } from './invoice-capture-time';
import { invoiceDocuments } from './invoice-documents';
import { invoiceLineItems } from './invoice-line-items';
import { invoiceSummaryByVendor, invoiceSummaryByVendorAndChannel } from './invoice-summary';
import { invoiceTimings } from './invoice-timings';
import { invoicesNotTouched } from './invoices-not-touched';
import { kpiUsers } from './kpi-users';
import { lowValueInvoices } from './low-value-invoices';
import { openBalances } from './open-balances';
import { kpiPaidOnTime, paymentOnTime } from './payment-on-time';
import { paymentPerformance } from './payment-performance';
import { clearingVersusDueDate, processingDaysByCompanyCode, processingDaysByUser } from './processing-days';
import { vendorCredits } from './vendor-credits';
import { vendorLowValueInvoices } from './vendor-low-value-invoices';

export { dueDate } from './due-date';
export { dueDateBins, dueDateBinSql } from './due-date-bins';
export { genericStatuses } from './generic-status';
export { invoiceBacklog } from './invoice-backlog';
export { invoiceCaptureTime } from './invoice-capture-time';
export { invoiceDocuments } from './invoice-documents';
export { invoiceLineItems } from './invoice-line-items';
export { automatedUserPattern, invoiceChannelSql } from './invoice-sql';
export { invoiceSummaryByVendor, invoiceSummaryByVendorAndChannel } from './invoice-summary';
export { invoiceTimings } from './invoice-timings';
export { invoicesNotTouched } from './invoices-not-touched';
export { kpiUsers } from './kpi-users';
export { lowValueInvoices, lowValueUsd, midValueUsd } from './low-value-invoices';
export { openBalances } from './open-balances';
export { kpiPaidOnTime, paymentOnTime } from './payment-on-time';
export { paymentPerformance } from './payment-performance';
export { clearingVersusDueDate, processingDaysByCompanyCode, processingDaysByUser } from './processing-days';
export { vendorCredits } from './vendor-credits';
export { vendorLowValueInvoices } from './vendor-low-value-invoices';

/**
 * The invoices analyses, in publish order: the vendor low-value invoices read the published low
 * value invoices, the processing-days metrics the published invoice timings.
 */
export const invoiceAnalyses: readonly AnalysisDefinition[] = [
  invoiceBacklog,
  dueDate,
  invoicesNotTouched,
  paymentOnTime,
  kpiPaidOnTime,
  paymentPerformance,
  lowValueInvoices,
  vendorLowValueInvoices,
  vendorCredits,
  openBalances,
  invoiceCaptureTime,
  invoiceTimings,
  processingDaysByCompanyCode,
  processingDaysByUser,
  clearingVersusDueDate,
  invoiceSummaryByVendor,
  invoiceSummaryByVendorAndChannel,
  kpiUsers,
  invoiceDocuments,
  invoiceLineItems,
];
