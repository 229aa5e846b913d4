import { assertNever } from '@spendlens/domain';
import type { ProcessingView } from './processingViews';

/** The timing a ranking orders by, and its label. */
export function rankingMeasure(view: Exclude<ProcessingView, 'overview'>): { col: string; label: string } {
  switch (view) {
    case 'slowest_creators':
    case 'fastest_creators':
      return { col: 'created_date_invoice_date', label: 'Invoice Date to Entry (mean days)' };
    case 'slowest_processors':
    case 'fastest_processors':
      return { col: 'clearing_date_posting_date', label: 'Posting to Clearing (mean days)' };
    default:
      return assertNever(view);
  }
}
