import { z } from 'zod';
import { columnNameSchema, filterClauseSchema } from './filter';
import type { Row } from './summary';

/**
 * The payload of POST /hpq/:system (spec 01 §7), a simple query for plain tables. No SQL text is
 * accepted anywhere: `table` and `cte` name published analysis tables of the catalogue
 * (`<module>__<analysis>`, as GET schema lists them); conditions use the summary operators.
 */
export const hpqRequestSchema = z
  .object({
    cte: z
      .string()
      .max(200)
      .optional()
      .describe(
        'A server-side definition to query instead of table: a published table of the catalogue. Never SQL.',
      ),
    table: z
      .string()
      .max(200)
      .optional()
      .describe('The published table queried: <module>__<analysis> of the catalogue.'),
    columns: z
      .array(columnNameSchema)
      .max(200)
      .default([])
      .describe('The columns answered; default every column.'),
    conditions: z
      .array(filterClauseSchema)
      .max(100)
      .default([])
      .describe(
        'Clauses {col, op, val}, all of them must hold: == is =, isin IN, isnotin NOT IN, contains a case-insensitive match anywhere in the text; every other summary operator too.',
      ),
    group_by: z
      .array(columnNameSchema)
      .max(20)
      .default([])
      .describe('Answer the distinct combinations of these columns.'),
    order_by: z
      .array(z.object({ col: columnNameSchema, order: z.enum(['asc', 'desc']).default('asc') }))
      .max(10)
      .default([])
      .describe('Sort keys; the answered columns break ties.'),
    limit: z.coerce
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .default(100)
      .describe('Rows answered (at most MAX_QUERY_ROWS).'),
    offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0).describe('Rows skipped first.'),
  })
  .strict()
  .refine((r) => r.cte !== undefined || r.table !== undefined, { message: 'table or cte is required' });
export type HpqRequest = z.infer<typeof hpqRequestSchema>;

export interface HpqResponse {
  results: Row[];
  /** Rows in the user's scope. */
  row_count: number;
  /** Rows in scope meeting the conditions. */
  filtered_count: number;
}
