import type { SummaryRequestInput } from '@spendlens/domain';
import { timingLines } from './timingLines';

/**
 * POST /summary of the timings trend (spec 03 §2.8): per posting month, the invoices and the mean of
 * each of the five timings, over all dates and every company code the user may see (the page has no
 * company-code or date selector).
 */
export function timingsTrendPayload(systemId: number): SummaryRequestInput {
  return {
    system_id: systemId,
    module: 'invoices',
    analysis: 'invoice_timings',
    year: -1,
    qualifier: -1,
    company_code: -1,
    group_by: ['year_month'],
    aggregate: [
      { col: 'internal_invoice_id', fn: ['count'], alias: ['invoices'] },
      ...timingLines.map((l) => ({ col: l.key, fn: ['mean' as const], alias: [l.key] })),
    ],
    sort: { col_alias: 'year_month', order: 'asc' },
    page_number: 0,
    page_rows: 1000,
  };
}
