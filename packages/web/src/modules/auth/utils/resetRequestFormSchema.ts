import { z } from 'zod';
import { loginFormSchema } from './loginFormSchema';

/** Reset request (spec 01 §5): the email, valid and required. */
export const resetRequestFormSchema = z.object({ email: loginFormSchema.shape.username });
export type ResetRequestFormInput = z.input<typeof resetRequestFormSchema>;
export type ResetRequestFormValues = z.output<typeof resetRequestFormSchema>;
