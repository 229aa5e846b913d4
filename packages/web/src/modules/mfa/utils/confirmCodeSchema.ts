import { mfaConfirmRequestSchema } from '@spendlens/domain';
import type { z } from 'zod';

/** The confirmation code of enrolment: the domain's mfa/confirm body (6 digits). */
export const confirmCodeSchema = mfaConfirmRequestSchema.extend({
  code: mfaConfirmRequestSchema.shape.code.describe('6 digits'),
});
export type ConfirmCodeInput = z.input<typeof confirmCodeSchema>;
export type ConfirmCodeValues = z.output<typeof confirmCodeSchema>;
