import { z } from 'zod';

/** One reason a refused extract was refused (the ingest's problem: file, 1-based line, field). */
export const extractProblemSchema = z.object({
  file: z.string(),
  line: z.number().int().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});

/**
 * One row of GET systems/:system/extract_log (spec 01 §7), newest first: a stage of an ingest, and for
 * a `failed` one its reason — the sentence, the problems of a refused extract, or the reference of an
 * internal error (`npm run cli -- admin error <reference>` prints its cause).
 */
export const extractLogEntrySchema = z.object({
  created: z.string().describe('ISO-8601 instant'),
  system_id: z.number().int(),
  status: z.string().describe('received, validated, analysing, complete, failed or interrupted'),
  detail: z.string().nullable().describe('The stage’s sentence: a failure’s reason, what a mapping left out'),
  problems: z
    .array(extractProblemSchema)
    .nullable()
    .describe('A refused extract’s problems (at most 100), file by file in line order'),
  reference: z.string().nullable().describe('An internal error’s reference'),
});

export type ExtractProblem = z.infer<typeof extractProblemSchema>;
export type ExtractLogEntry = z.infer<typeof extractLogEntrySchema>;

/**
 * A refused extract's sentence without its first problem ('… 2 problems in 1 file. First: BKPF.csv,
 * line 3: …' → '… 2 problems in 1 file.'): for a reader the problems are listed to, or kept from.
 */
export function withoutFirstProblem(detail: string): string {
  return detail.replace(/(?<=\.) First: [\s\S]*$/, '');
}
