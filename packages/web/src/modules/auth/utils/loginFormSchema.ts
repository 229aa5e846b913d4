import { z } from 'zod';

/** Login validation of spec 01 §5: the username is a valid email, the password is required. */
export const loginFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Email address is required')
    .pipe(z.email('Email address must be a valid email address')),
  password: z.string().min(1, 'Password is required'),
});

export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;
