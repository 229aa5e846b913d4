/** The answer of one data-quality check: whether the value passes, and why not. */
export interface CheckResult {
  valid: boolean;
  /** '' when valid; otherwise why, in words an auditor can read. */
  reason: string;
}

export const pass: CheckResult = { valid: true, reason: '' };
export const fail = (reason: string): CheckResult => ({ valid: false, reason });
