import { createUserRequestSchema, messages, passwordSchema } from '@spendlens/domain';
import { z } from 'zod';

const fields = createUserRequestSchema.shape;

/**
 * The register form (spec 01 §5): the domain's createuser fields, the email checked as the login form
 * does, confirmPassword equal to the password, and the mobile as a country and a typed number.
 */
export const registerFormSchema = z
  .object({
    uid: z
      .string()
      .trim()
      .min(1, 'Email address is required')
      .pipe(z.email('Email address must be a valid email address')),
    firstname: fields.firstname,
    lastname: fields.lastname,
    company: fields.company,
    password: z.string().min(1, 'Password is required').pipe(passwordSchema),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
    mobileCountry: z.string().min(1),
    mobile: z.string().trim().min(1, 'Mobile is required').max(40),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
