import type { CaseChange, CaseStatus } from '@spendlens/domain';

/** A case status as the app writes it. */
export const caseStatusLabels: Readonly<Record<CaseStatus, string>> = {
  open: 'Open',
  investigating: 'Investigating',
  confirmed: 'Confirmed',
  dismissed: 'Dismissed',
};

/** The badge colour of a status. */
export const caseStatusVariants: Readonly<Record<CaseStatus, string>> = {
  open: 'secondary',
  investigating: 'warning',
  confirmed: 'danger',
  dismissed: 'success',
};

/** One change of a case as a sentence ('Status: Open → Dismissed'). */
export function caseChangeText(change: CaseChange): string {
  const status = (value: string | null) =>
    value === null ? '-' : (caseStatusLabels[value as CaseStatus] ?? value);
  switch (change.change) {
    case 'status':
      return `Status: ${status(change.from)} → ${status(change.to)}`;
    case 'reopened':
      return `Reopened: ${status(change.from)} → ${status(change.to)}`;
    case 'assignee':
      return `Assignee: ${change.from ?? 'nobody'} → ${change.to ?? 'nobody'}`;
    case 'amount_recovered':
      return `Amount recovered: ${change.from ?? '-'} → ${change.to ?? '-'}`;
    case 'comment':
      return 'Comment';
  }
}
