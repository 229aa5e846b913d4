import { z } from 'zod';
import { messages } from './messages';

/** Spec 01 §5: at least 8 characters with a lowercase, an uppercase, a digit and one of !@#$%^&*. */
export const passwordRule = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export const passwordSchema = z.string().max(256).regex(passwordRule, messages.invalidPassword);

const email = z.string().trim().toLowerCase().email('Email address').max(254);
const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200).describe(label);

/** Body of POST /api_prd/createuser (spec 01 §7; the web app removes confirmPassword). */
export const createUserRequestSchema = z.object({
  uid: email.describe('e-mail address; the user name'),
  firstname: required('First name'),
  lastname: required('Last name'),
  company: required('Company'),
  mobile: z
    .string()
    .trim()
    .min(1, 'Mobile is required')
    .max(40)
    .describe('mobile number with its country code (+44…); receives the SMS passcodes'),
  password: passwordSchema.describe('password (spec 01 §5 rules; the most common passwords are refused)'),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** Body of POST /api_prd/activateuser. */
export const activateUserRequestSchema = z.object({
  uid: email.describe('e-mail address of the account'),
  password: z
    .string()
    .min(1, 'Password is required')
    .max(256)
    .describe('the password chosen at registration'),
  activationcode: z.string().min(1).max(200).describe('the code of the e-mailed activation link'),
});
export type ActivateUserRequest = z.infer<typeof activateUserRequestSchema>;

/** Body of POST /api_prd/resetpassword; `token` is the :resetpasswordtoken of the e-mailed link. */
export const resetPasswordRequestSchema = z
  .object({
    email: email.describe('e-mail address of the account'),
    token: z.string().min(1).max(200).describe('the :resetpasswordtoken of the e-mailed link'),
    password: passwordSchema.describe('the new password (spec 01 §5 rules)'),
    confirmPassword: z.string().max(256).describe('the new password again'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Body of POST /api_prd/event/ui (spec 01 §7): display names of what the user looks at. */
export const uiEventRequestSchema = z.object({
  m: z.string().max(200).optional().describe('module display name'),
  pg: z.string().max(200).optional().describe('page display name'),
  s: z.string().max(200).optional().describe('system name'),
  cc: z.string().max(200).optional().describe('company code label'),
  dr: z.string().max(200).optional().describe('date range display name'),
});
export type UiEventRequest = z.infer<typeof uiEventRequestSchema>;

export const contactRequestSchema = z.object({
  message: z.string().trim().min(1).max(10_000).describe('the message to the provider; stored and mailed'),
});
export const switchClientRequestSchema = z.object({
  client_id: z.coerce.number().int().positive().describe('a client the user belongs to'),
});
export const mfaConfirmRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .describe('the 6-digit code the authenticator app shows'),
});
export const recaptchaRequestSchema = z.object({
  'g-recaptcha-response': z.string().min(1).max(4000).describe("the reCAPTCHA widget's answer"),
});

/** The header carrying the single-use token POST recaptcha_ex answers. */
export const captchaTokenHeader = 'x-captcha-token';
