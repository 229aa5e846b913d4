import { z } from 'zod';
import { messages } from './messages';

/** Spec 01 §5: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const passwordRule = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export const passwordSchema = z.string().max(256).regex(passwordRule, messages.invalidPassword);

const email = z.string().trim().toLowerCase().email('Email address').max(254);
const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

/** Body of POST /api_prd/createuser (spec 01 §7; the web app removes confirmPassword). */
export const createUserRequestSchema = z.object({
  uid: email,
  firstname: required('First name'),
  lastname: required('Last name'),
  company: required('Company'),
  mobile: z.string().trim().min(1, 'Mobile is required').max(40),
  password: passwordSchema,
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** Body of POST /api_prd/activateuser. */
export const activateUserRequestSchema = z.object({
  uid: email,
  password: z.string().min(1, 'Password is required').max(256),
  activationcode: z.string().min(1).max(200),
});
export type ActivateUserRequest = z.infer<typeof activateUserRequestSchema>;

/** Body of POST /api_prd/resetpassword; `token` is the :resetpasswordtoken of the e-mailed link. */
export const resetPasswordRequestSchema = z
  .object({
    email,
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirmPassword: z.string().max(256),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Body of POST /api_prd/event/ui (spec 01 §7): display names of what the user looks at. */
export const uiEventRequestSchema = z.object({
  m: z.string().max(200).optional(),
  pg: z.string().max(200).optional(),
  s: z.string().max(200).optional(),
  cc: z.string().max(200).optional(),
  dr: z.string().max(200).optional(),
});
export type UiEventRequest = z.infer<typeof uiEventRequestSchema>;

export const contactRequestSchema = z.object({ message: z.string().trim().min(1).max(10_000) });
export const switchClientRequestSchema = z.object({ client_id: z.coerce.number().int().positive() });
export const mfaConfirmRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const recaptchaRequestSchema = z.object({ 'g-recaptcha-response': z.string().min(1).max(4000) });

/** The header carrying the single-use token POST recaptcha_ex answers. */
export const captchaTokenHeader = 'x-captcha-token';
