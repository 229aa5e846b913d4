import type { AnalysisDefinition } from '../catalogue-types';

/** The Login Log shows sign-ins after this moment only (spec 03 §9). */
export const loginLogCutOff = '2024-10-15 14:00:00';

/**
 * Login Log (spec 03 §2.9): the sign-ins of the client's users — time, status, user id — after the
 * cut-off, published as they happen (and again at each ingest). Sign-ins belong to no company code: the column is NULL, so a user whose
 * grant is limited to some company codes sees none (the page sends All).
 */
export const loginLog: AnalysisDefinition = {
  module: 'login_log',
  analysis: 'login_log',
  displayName: 'Login Log',
  description: 'Sign-ins of the users of this client, shown as they happen.',
  sql: `
SELECT
  e.system_id::INTEGER AS system_id,
  NULL::VARCHAR AS company_code,
  e.ts::TIMESTAMP AS ts,
  e.status::VARCHAR AS s,
  e.uid::VARCHAR AS uid
FROM canon.login_events e
WHERE e.system_id = $system_id AND e.ts > TIMESTAMP '${loginLogCutOff}'`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'ts', displayName: 'Date', dataType: 'datetime' },
    { name: 's', displayName: 'Status', dataType: 'string' },
    { name: 'uid', displayName: 'User ID', dataType: 'string' },
  ],
  dateColumn: null,
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
  page: { module: 'login_log', moduleDisplayName: 'Login Log', name: 'login_log', displayName: 'Login Log' },
  display: {
    defaultView: 'detail',
    allDatesOnly: true,
    hideFromNav: true,
    helpAlert: {
      text: 'This log shows each sign-in as it happens.',
      variant: 'info',
    },
  },
};
