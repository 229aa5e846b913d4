import { messages, passwordSchema } from '@spendlens/domain';
import { z } from 'zod';

/** Reset (spec 01 §5): New Password with the password rules, Confirm password equal to it. */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, 'New Password is required').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;
