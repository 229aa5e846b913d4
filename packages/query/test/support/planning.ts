import { expect } from 'vitest';
import {
  DomainError,
  summaryRequestSchema,
  type ErrorCode,
  type SummaryRequest,
  type SummaryRequestInput,
} from '@spendlens/domain';
import type { Scope, SourceTable } from '../../src/index';

/** A small catalogue entry for golden tests. */
export const docs: SourceTable = {
  schema: 'pub',
  table: 'docs',
  columns: {
    system_id: { dataType: 'number' },
    company_code: { dataType: 'string' },
    vendor: { dataType: 'string' },
    account_group: { dataType: 'string' },
    amount: { dataType: 'currency', total: 'sum' },
    qty: { dataType: 'number', total: 'sum' },
    posting_date: { dataType: 'date' },
    created_at: { dataType: 'datetime' },
    flags: { dataType: 'bit_mask' },
    paid: { dataType: 'yesno' },
  },
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
};

export const system7: Scope = { systemId: 7, companyCodes: null, dateRange: null, accountGroups: null };

/** A request as the server's boundary parses it; page_rows -1 unless given. */
export function request(fields: Partial<SummaryRequestInput> = {}): SummaryRequest {
  return summaryRequestSchema.parse({ system_id: 7, module: 'm', analysis: 'a', page_rows: -1, ...fields });
}

/** Runs `work` and asserts it throws a DomainError with `code` (and a message containing `message`). */
export function expectDomainError(work: () => unknown, code: ErrorCode, message?: string): void {
  let thrown: unknown;
  try {
    work();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect((thrown as DomainError).code).toBe(code);
  if (message !== undefined) expect((thrown as DomainError).message).toContain(message);
}
