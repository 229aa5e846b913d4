import { messages } from '@spendlens/domain';
import { ApiError } from '../../../api/apiClient';

/**
 * The text for a failed data query (spec 01 §8, spec 02 §8): the too_much_data state has its own
 * message; anything else gets the table's or the chart's load-failure text.
 */
export function summaryErrorMessage(error: unknown, view: 'table' | 'chart'): string {
  if (error instanceof ApiError && error.kind === 'too_much_data') return messages.tooMuchData;
  return view === 'chart' ? messages.chartLoadError : messages.tableLoadError;
}
