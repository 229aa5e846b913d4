import { z } from 'zod';
import { columnNameSchema, filterSchema } from './filter';

export const aggregateFunctions = [
  'count',
  'sum',
  'mean',
  'min',
  'max',
  'median',
  'nunique',
  'first',
] as const;
export type AggregateFunction = (typeof aggregateFunctions)[number];

/** One aggregated column: a list of functions, each with its alias (spec 01 §7). */
export const aggregateSchema = z
  .object({
    col: columnNameSchema,
    fn: z.array(z.enum(aggregateFunctions)).min(1).max(10),
    alias: z.array(columnNameSchema).min(1).max(10),
  })
  .refine((a) => a.fn.length === a.alias.length, { message: 'fn and alias must have the same length' });
export type Aggregate = z.infer<typeof aggregateSchema>;

export const sortSchema = z.object({
  col_alias: columnNameSchema,
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type Sort = z.infer<typeof sortSchema>;

/** Year of the date range: a four-digit year or -1 for none. */
export const yearSchema = z.union([
  z.literal(-1),
  z.literal('-1'),
  z.coerce.number().int().min(1900).max(2999),
]);

/**
 * The payload of POST /summary (spec 01 §7, spec 02 §7). Fields that later issues implement are
 * accepted here only once the server supports them; unknown fields are refused.
 */
export const summaryRequestSchema = z
  .object({
    system_id: z.coerce.number().int().positive(),
    module: z.string().min(1).max(128),
    analysis: z.union([z.string().min(1).max(128), z.literal(-1)]),
    year: yearSchema.default(-1),
    qualifier: z.union([z.string().max(20), z.literal(-1)]).default(-1),
    company_code: z.union([z.string().max(40), z.number()]).default(-1),
    vendor_type: z.array(z.string().max(100)).max(1000).optional(),
    vendor_type_col_name: columnNameSchema.optional(),
    filter: filterSchema.default([]),
    pre_filter: filterSchema.default([]),
    post_filter: filterSchema.default([]),
    group_by: z.array(columnNameSchema).max(20).default([]),
    include_columns: z.array(columnNameSchema).max(200).optional(),
    aggregate: z.array(aggregateSchema).max(50).default([]),
    sort: z.union([sortSchema, z.array(sortSchema).max(10)]).optional(),
    page_number: z.coerce.number().int().min(0).default(0),
    page_rows: z.coerce.number().int().min(-1).default(100),
  })
  .strict();
export type SummaryRequest = z.infer<typeof summaryRequestSchema>;
export type SummaryRequestInput = z.input<typeof summaryRequestSchema>;

export type Row = Record<string, string | number | boolean | null>;

export interface SummaryMeta {
  /** Rows (or groups) after scope and pre_filter. */
  row_count: number;
  /** Rows (or groups) after scope, pre_filter and filter. */
  subset_row_count: number;
  missing_keys?: string[];
}

export interface SummaryResponse {
  data: Row[];
  meta: SummaryMeta;
}
