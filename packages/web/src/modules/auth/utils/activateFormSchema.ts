import { activateUserRequestSchema } from '@spendlens/domain';
import type { z } from 'zod';
import { loginFormSchema } from './loginFormSchema';

/** Activate (spec 01 §5): the domain's activateuser body, the email checked as the login form does. */
export const activateFormSchema = activateUserRequestSchema.extend({
  uid: loginFormSchema.shape.username,
});
export type ActivateFormInput = z.input<typeof activateFormSchema>;
export type ActivateFormValues = z.output<typeof activateFormSchema>;
