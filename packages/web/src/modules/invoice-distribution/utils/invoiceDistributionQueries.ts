import type { SummaryRequestInput } from '@spendlens/domain';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';

/** Document types of the invoice distribution table, in table order (spec 02 §2 'Invoice Distribution'). */
export const distributionDocumentTypes = [
  'PO-INVOICE',
  'NON-PO-INVOICE',
  'VENDOR-CREDIT',
  'REVERSAL',
] as const;
export type DistributionDocumentType = (typeof distributionDocumentTypes)[number];

/** The types that make up 'ALL INVOICES (PO + NON-PO)'. */
export const invoiceDocumentTypes: readonly DistributionDocumentType[] = ['PO-INVOICE', 'NON-PO-INVOICE'];

/** The value ranges of column invoice_value_bin, smallest first (spec 02 §9). */
export const invoiceValueBins = [
  '0 - 500',
  '500 - 1000',
  '1000 - 2000',
  '2000 - 5000',
  '5000 - 10000',
  '> 10000',
] as const;

/** The label of the value-range row of documents without a bin (no common amount). */
export const blankValueBin = '(blank)';

/** Default source of the page when the display configuration names none. */
export const invoiceDistributionSource = {
  module: 'accounting_docs_po_nonpo_credit_reversal',
  analysis: 'invoice_distribution',
} as const;

/**
 * The six queries behind the table. Vendor counts are distinct counts, which cannot be added up
 * across groups, so every row level is asked for on its own.
 */
export const distributionQueryNames = [
  'byTypeAndBin',
  'byType',
  'invoicesByBin',
  'invoicesTotal',
  'byBin',
  'total',
] as const;
export type DistributionQueryName = (typeof distributionQueryNames)[number];

const aggregate = [
  { col: 'internal_invoice_id', fn: ['count' as const], alias: ['number_of_invoices'] },
  { col: 'common_amount', fn: ['sum' as const], alias: ['value_of_invoices'] },
  { col: 'vendor_id', fn: ['nunique' as const], alias: ['number_of_vendors'] },
];

const invoicesOnly = [
  {
    clause_connector: '&' as const,
    group_connector: '&' as const,
    clauses: [{ col: 'derived_document_type', op: 'isin' as const, val: [...invoiceDocumentTypes] }],
  },
];

/** Rows per query: at most 4 types × 6 bins, plus any unexpected bin (spec 02 §9 'distribution 100'). */
const pageRows = 100;

export function invoiceDistributionQueries(
  scope: SelectionPayload,
  source: { module: string; analysis: string } = invoiceDistributionSource,
): Record<DistributionQueryName, SummaryRequestInput> {
  const base = (group_by: string[], filter: SummaryRequestInput['filter'] = []): SummaryRequestInput => ({
    ...scope,
    module: source.module,
    analysis: source.analysis,
    filter,
    group_by,
    aggregate,
    // every invoice counts: a row without a bin (no common amount) is a group of its own, not dropped
    keep_groupby_nan: true,
    page_number: 0,
    page_rows: pageRows,
  });
  return {
    byTypeAndBin: base(['derived_document_type', 'invoice_value_bin']),
    byType: base(['derived_document_type']),
    invoicesByBin: base(['invoice_value_bin'], invoicesOnly),
    invoicesTotal: base([], invoicesOnly),
    byBin: base(['invoice_value_bin']),
    total: base([]),
  };
}
