import { z } from 'zod';

/** The second-factor passcode (the SMS code, or an authenticator app's 6 digits). */
export const passcodeFormSchema = z.object({
  passcode: z
    .string()
    .trim()
    .min(1, 'Passcode is required')
    .regex(/^\d{4,10}$/, 'The passcode is the number in the text message'),
});
export type PasscodeFormInput = z.input<typeof passcodeFormSchema>;
export type PasscodeFormValues = z.output<typeof passcodeFormSchema>;
