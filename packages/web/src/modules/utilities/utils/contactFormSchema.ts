import { contactRequestSchema, messages } from '@spendlens/domain';
import { z } from 'zod';

/** Contact (spec 03 §5): the domain's contact body; the message is required ('Enter a message'). */
export const contactFormSchema = contactRequestSchema.extend({
  message: z.string().trim().min(1, messages.contactMessageRequired).pipe(contactRequestSchema.shape.message),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
