import { z } from 'zod';

/**
 * A finding's case (docs/cases.md): open → investigating → confirmed | dismissed. A finding with no
 * case is open. Confirmed and dismissed findings are closed: they leave the weighted-exception counts.
 */
export const caseStatuses = ['open', 'investigating', 'confirmed', 'dismissed'] as const;
export type CaseStatus = (typeof caseStatuses)[number];
export const closedCaseStatuses: readonly CaseStatus[] = ['confirmed', 'dismissed'];

/** The longest comment or dismissal reason a case takes. */
export const maxCaseCommentLength = 4000;

/** A finding key as the catalogue writes it: `<kind>:<16 hex digits>`. */
export const findingKeySchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}:[0-9a-f]{16}$/, 'finding_key must be <kind>:<16 hex digits>');

/** PUT cases/:system/:finding_key: each field changes that of the case (at least one). */
export const caseUpdateSchema = z
  .object({
    status: z.enum(caseStatuses).optional(),
    /** A user id (e-mail address) of the client; null unassigns. */
    assignee: z.string().trim().max(320).nullable().optional(),
    /** A comment; with status dismissed, the reason (required then). */
    comment: z.string().trim().min(1, 'comment must not be empty').max(maxCaseCommentLength).optional(),
    /** In the common currency: what was recovered of a confirmed finding (null clears it). */
    amount_recovered: z.number().finite().min(0).max(1e15).nullable().optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Give at least one of status, assignee, comment, amount_recovered',
  });
export type CaseUpdate = z.infer<typeof caseUpdateSchema>;

/** GET cases/:system: every filter optional. */
export const caseListQuerySchema = z.object({
  status: z.enum(caseStatuses).optional(),
  kind: z
    .string()
    .regex(/^[a-z0-9_]{1,64}$/, 'kind must be a finding kind such as duplicate_invoice')
    .optional(),
  /** A user id, or `me`. */
  assignee: z.string().trim().min(1).max(320).optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

/** A case as the API answers it. */
export interface FindingCase {
  system_id: number;
  finding_key: string;
  kind: string;
  module: string;
  analysis: string;
  label: string;
  status: CaseStatus;
  assignee: string | null;
  amount_recovered: number | null;
  /** The common currency of the system, for amount_recovered. */
  currency: string;
  updated_at: string;
  updated_by: string | null;
  /** The finding's rows are no longer published (the last ingest did not find it). */
  finding_gone: boolean;
}

/** One change of a case: who, when, what. */
export interface CaseChange {
  at: string;
  user: string | null;
  /** status, assignee, comment, amount_recovered, reopened. */
  change: 'status' | 'assignee' | 'comment' | 'amount_recovered' | 'reopened';
  from: string | null;
  to: string | null;
  comment: string | null;
}

/** POST alerts: subscribe to new findings of `kinds` in a system (and one company code, or all). */
export const alertSubscriptionSchema = z
  .object({
    system_id: z.number().int().positive(),
    /** null: every company code the user may see. */
    company_code: z.string().trim().min(1).max(40).nullable(),
    kinds: z
      .array(z.string().regex(/^[a-z0-9_]{1,64}$/, 'a kind is a finding kind such as duplicate_invoice'))
      .min(1, 'Choose at least one kind of finding')
      .max(50),
  })
  .strict();
export type AlertSubscriptionInput = z.infer<typeof alertSubscriptionSchema>;

/** An alert subscription as the API answers it. */
export interface AlertSubscription extends AlertSubscriptionInput {
  id: number;
  system_name: string;
}

/** A kind of finding a user may subscribe to: its analysis's name. */
export interface FindingKind {
  kind: string;
  display_name: string;
}
