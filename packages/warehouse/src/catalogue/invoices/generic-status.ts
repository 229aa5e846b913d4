import { paymentBlockSql } from './invoice-sql';

/**
 * The generic status of an open invoice on a date `d` (the backlog's snapshot date, the as-of date
 * for the due-date analysis), first match wins:
 * 1. 'Blocked for Payment (Invoice Verification)' — payment block R (SAP sets it when an MM invoice
 *    exceeds its price or quantity tolerances).
 * 2. 'Blocked for Payment' — any other payment block key (ZLSPR).
 * 3. 'Unclear Payment Terms' — no due date.
 * 4. 'Overdue' — due date before `d`.
 * 5. 'Due within 7 Days' — due on `d` or in the next 6 days (fewer than 7 days to the due date,
 *    spec 02 §9 'near or past due').
 * 6. 'Not Yet Due' — due 7 or more days after `d`.
 * The payment block is the current one (the extract has no block history), so a snapshot shows an
 * invoice blocked today as blocked in earlier months too. Parked documents (BKPF-BSTAT) are not in
 * the canonical model, so there is no 'Parked' status.
 */
export const genericStatuses = [
  'Blocked for Payment (Invoice Verification)',
  'Blocked for Payment',
  'Unclear Payment Terms',
  'Overdue',
  'Due within 7 Days',
  'Not Yet Due',
] as const;

export const genericStatusSql = (a: string, d: string): string => `CASE
    WHEN upper(${paymentBlockSql(a)}) = 'R' THEN '${genericStatuses[0]}'
    WHEN ${paymentBlockSql(a)} IS NOT NULL THEN '${genericStatuses[1]}'
    WHEN ${a}.due_date IS NULL THEN '${genericStatuses[2]}'
    WHEN ${a}.due_date < ${d} THEN '${genericStatuses[3]}'
    WHEN ${a}.due_date - ${d} < 7 THEN '${genericStatuses[4]}'
    ELSE '${genericStatuses[5]}'
  END`;
