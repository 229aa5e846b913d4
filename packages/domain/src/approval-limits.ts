import { z } from 'zod';

/** Largest approval limit accepted (in the company code's currency) and longest split window. */
export const maxApprovalLimit = 1_000_000_000;
export const maxSplitWindowDays = 90;

/** One company code's invoice approval limit (the split-invoices red flag; docs/red-flags.md). */
export const approvalLimitSchema = z.object({
  company_code: z.string().trim().min(1).max(40),
  /** In the company code's currency, at most two decimals. */
  approval_limit: z
    .number()
    .positive()
    .max(maxApprovalLimit)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'at most two decimals'),
  /** Days between two invoices of a split group at most. */
  window_days: z.number().int().min(0).max(maxSplitWindowDays),
});
export type ApprovalLimitEntry = z.infer<typeof approvalLimitSchema>;

/**
 * PUT /api_prd/approval_limits/:system: the system's limits, replacing all it had (a company code
 * left out has the default again); each company code once.
 */
export const approvalLimitsUpdateSchema = z.object({
  limits: z
    .array(approvalLimitSchema)
    .max(1000)
    .superRefine((limits, ctx) => {
      const seen = new Set<string>();
      limits.forEach((l, i) => {
        if (seen.has(l.company_code))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'company_code'],
            message: `company code ${l.company_code} is given twice`,
          });
        seen.add(l.company_code);
      });
    }),
});
export type ApprovalLimitsUpdate = z.infer<typeof approvalLimitsUpdateSchema>;

/** GET /api_prd/approval_limits/:system: the defaults and the limits set. */
export const approvalLimitsAnswerSchema = z.object({
  system: z.number().int(),
  default_limit: z.number(),
  default_window_days: z.number().int(),
  limits: z.array(
    approvalLimitSchema.extend({
      updated_at: z.string(),
      updated_by: z.string().nullable(),
    }),
  ),
});
export type ApprovalLimitsAnswer = z.infer<typeof approvalLimitsAnswerSchema>;
