import { z } from 'zod';
import { parseConfigJson } from './parseConfigJson';

/** The editor form: its text must parse as a JSON object (the message names the line when not). */
export const displayConfigFormSchema = z.object({
  text: z.string().superRefine((text, ctx) => {
    const parsed = parseConfigJson(text);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
  }),
});
export type DisplayConfigFormValues = z.infer<typeof displayConfigFormSchema>;
