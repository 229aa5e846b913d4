import type { AnalysisDisplay } from '../../catalogue-types';

/**
 * The Red Flags page module (docs/red-flags.md): statistical and pattern red flags over the invoices
 * proper (PO and non-PO invoices, not reversed: invoicesWhereSql), each an exception analysis.
 */
export const redFlagsPage = { module: 'red_flags', moduleDisplayName: 'Red Flags' } as const;

/** The API module of the red-flag analyses (published as pub.red_flags__<analysis>). */
export const redFlagsModule = 'red_flags';

type SummaryAggregates = NonNullable<AnalysisDisplay['summaryTable']>['aggregate'];

/** The invoice count and common-currency value of a red flag's summary table. */
export const invoiceAggregates: SummaryAggregates = [
  {
    col: 'internal_invoice_id',
    fn: 'count',
    alias: 'number_of_invoices',
    displayName: 'No. of Invoices',
    dataType: 'number',
  },
  {
    col: 'common_amount',
    fn: 'sum',
    alias: 'value_of_invoices',
    displayName: 'Value of Invoices',
    dataType: 'currency',
  },
];
