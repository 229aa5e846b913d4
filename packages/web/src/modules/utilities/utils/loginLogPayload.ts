import type { SummaryRequestInput } from '@spendlens/domain';

/** Rows per page of the Login Log. */
export const loginLogPageRows = 100;

/**
 * POST /summary for the Login Log (spec 03 §2.9): detail rows only, all dates, every company code,
 * newest sign-in first. The cut-off (after 2024-10-15 14:00:00) is part of the published analysis.
 */
export function loginLogPayload(systemId: number, pageNumber: number): SummaryRequestInput {
  return {
    system_id: systemId,
    module: 'login_log',
    analysis: 'login_log',
    year: -1,
    qualifier: -1,
    company_code: -1,
    include_columns: ['ts', 's', 'uid'],
    sort: [{ col_alias: 'ts', order: 'desc' }],
    page_number: pageNumber,
    page_rows: loginLogPageRows,
  };
}
