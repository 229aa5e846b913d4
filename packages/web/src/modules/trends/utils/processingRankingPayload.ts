import type { SummaryRequestInput } from '@spendlens/domain';
import type { ProcessingView } from './processingViews';
import { rankingMeasure } from './rankingMeasure';

/** A user needs this many invoices with the timing to be ranked, so that one invoice is no ranking. */
export const minRankedInvoices = 5;

/**
 * POST /summary of a ranking (spec 03 §2.8 'buttons for 10 slowest and 10 fastest invoice creators
 * and processors'): per user (created_by; the extract names no separate processor, so a processor is
 * the user who entered the invoice) the mean of the view's timing over their invoices that have it,
 * users with at least `minRankedInvoices` of them, slowest or fastest 10.
 */
export function processingRankingPayload(
  systemId: number,
  view: Exclude<ProcessingView, 'overview'>,
): SummaryRequestInput {
  const { col } = rankingMeasure(view);
  const slowest = view === 'slowest_creators' || view === 'slowest_processors';
  return {
    system_id: systemId,
    module: 'invoices',
    analysis: 'invoice_timings',
    year: -1,
    qualifier: -1,
    company_code: -1,
    filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [
          { col: 'created_by', op: 'notnull' },
          { col, op: 'notnull' },
        ],
      },
    ],
    group_by: ['created_by'],
    aggregate: [
      { col, fn: ['mean'], alias: ['days'] },
      { col: 'internal_invoice_id', fn: ['count'], alias: ['invoices'] },
    ],
    post_filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'invoices', op: '>=', val: minRankedInvoices }],
      },
    ],
    sort: [
      { col_alias: 'days', order: slowest ? 'desc' : 'asc' },
      { col_alias: 'created_by', order: 'asc' },
    ],
    page_number: 0,
    page_rows: 10,
  };
}
