import { withoutFirstProblem, type ExtractLogEntry } from '@spendlens/domain';
import type { IngestProblemRow } from '../app-store/schema';
import type { DataGrant } from './tenancy-service';

/**
 * An extraction-log row as a user of `grant` reads it. A problem may quote a value of the extract
 * (a vendor, a document number) of any company code: a user limited to some company codes or account
 * groups gets the sentence without its first problem and no problem list — how many problems in which
 * files, and an internal error's reference, are the system's, not a company code's.
 */
export function extractLogEntry(
  row: {
    created: Date | string;
    system_id: number;
    status: string;
    detail: string | null;
    problems: IngestProblemRow[] | null;
    reference: string | null;
  },
  grant: Pick<DataGrant, 'companyCodes' | 'accountGroups'>,
): ExtractLogEntry {
  const whole = grant.companyCodes === null && grant.accountGroups === null;
  return {
    created: new Date(row.created).toISOString(),
    system_id: row.system_id,
    status: row.status,
    detail:
      whole || row.detail === null || row.problems === null ? row.detail : withoutFirstProblem(row.detail),
    problems: whole ? row.problems : null,
    reference: row.reference,
  };
}
