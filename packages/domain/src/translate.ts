import { z } from 'zod';

/** Longest text POST external/translate accepts: a cell or a vendor name, with room to spare. */
export const maxTranslateTextLength = 5000;

/**
 * Body of POST /api_prd/external/translate (spec 01 §7): the text of a hovered text cell or vendor
 * name. The text is sent as it is shown; only a text with no visible character is refused.
 */
export const translateRequestSchema = z.object({
  text: z
    .string({ error: 'expected the text to translate, as a string' })
    .max(maxTranslateTextLength, `is longer than ${maxTranslateTextLength} characters`)
    .refine((text) => text.trim() !== '', 'is empty; there is nothing to translate')
    .describe(`the text to translate (1 to ${maxTranslateTextLength} characters, not only spaces)`),
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/**
 * The answer: the translation into the deployment's target language, or the text itself when
 * translation is off, the text needs none, or the translation service failed. The web app shows it
 * as a tooltip only when it differs from the text.
 */
export const translateResponseSchema = z.object({
  translation: z.string().describe('the translation; the text itself when there is none'),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;
