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

/**
 * A computed column: `formula` in Spendlens's own small expression language (never SQL): column
 * names, numbers, `+ - * /`, parentheses and the functions abs, round, coalesce, nullif, greatest,
 * least. Division by zero gives null. Before aggregation (compute_before_aggregate) it names source
 * columns and the result can be filtered and grouped on; otherwise it names output columns.
 */
export const computedSchema = z
  .object({
    alias: columnNameSchema,
    formula: z.string().min(1).max(500),
  })
  .describe(
    'Computed columns {alias, formula}: numbers, numeric column names, + - * /, parentheses, abs, round, coalesce, nullif, greatest, least; never SQL. Division by zero gives null.',
  );
export type Computed = z.infer<typeof computedSchema>;

const binLabelsSchema = z.array(z.string().max(100)).max(100);

/**
 * A transform adds column `alias` before filter and grouping (ARCHITECTURE §4):
 * - bin: `bins` ascending edges; a value v falls in bin i when bins[i] ≤ v < bins[i+1] (the last
 *   bin also takes its upper edge); label `labels[i]`, or 'lo - hi'; outside every bin null;
 * - dynamic_bin: `bins` equal-width bins from the least to the greatest value of the rows in scope,
 *   labelled by their number 1…bins (1 the lowest);
 * - date_bin: the first day of the month, quarter or year of a date column;
 * - nunique: the number of distinct non-null values of `col` among the rows sharing `group_by`.
 */
export const transformSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('bin'),
      col: columnNameSchema,
      alias: columnNameSchema,
      bins: z.array(z.number().finite()).min(2).max(101),
      labels: binLabelsSchema.optional(),
    })
    .refine((t) => t.bins.every((edge, i) => i === 0 || edge > t.bins[i - 1]!), {
      message: 'bins must be strictly ascending',
    })
    .refine((t) => t.labels === undefined || t.labels.length === t.bins.length - 1, {
      message: 'labels must have one entry fewer than bins',
    }),
  z.object({
    type: z.literal('dynamic_bin'),
    col: columnNameSchema,
    alias: columnNameSchema,
    bins: z.number().int().min(1).max(100),
  }),
  z.object({
    type: z.literal('date_bin'),
    col: columnNameSchema,
    alias: columnNameSchema,
    bins: z.enum(['month', 'quarter', 'year']),
  }),
  z.object({
    type: z.literal('nunique'),
    col: columnNameSchema,
    alias: columnNameSchema,
    group_by: z.array(columnNameSchema).max(10).default([]),
  }),
]);
export type Transform = z.infer<typeof transformSchema>;

/** A lookup: column `alias` holds values[col's value] (as text), `default` when it has none. */
export const lookupSchema = z.object({
  col: columnNameSchema,
  alias: columnNameSchema,
  values: z.record(z.string().max(200), z.union([z.string().max(500), z.number().finite(), z.null()])),
  default: z.union([z.string().max(500), z.number().finite(), z.null()]).default(null),
});
export type Lookup = z.infer<typeof lookupSchema>;

/** A first grouping of the rows in scope; later steps name its output columns. */
export const preGroupBySchema = z.object({
  group_by: z.array(columnNameSchema).min(1).max(20),
  aggregate: z.array(aggregateSchema).max(50).default([]),
});
export type PreGroupBy = z.infer<typeof preGroupBySchema>;

/** A rank column over the final rows (after post_filter): rank() by `col`, ties share a rank. */
export const rankColumnSchema = z.object({
  col: columnNameSchema,
  order: z.enum(['asc', 'desc']).default('desc'),
  alias: columnNameSchema.default('rank'),
});
export type RankColumn = z.infer<typeof rankColumnSchema>;

/** Extra answers in meta: `totals` sums every numeric output column over all filtered rows. */
export const supplementaryDataSchema = z.object({ totals: z.boolean().default(false) }).strict();

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
    system_id: z.coerce
      .number()
      .int()
      .positive()
      .describe('The system queried; one of the user’s (GET systems).'),
    module: z
      .string()
      .min(1)
      .max(128)
      .describe('The analysis module (catalogue), e.g. accounting_docs_po_nonpo_credit_reversal.'),
    analysis: z
      .union([z.string().min(1).max(128), z.literal(-1)])
      .describe(
        'The analysis of the module; its published table is the source. -1 names the only analysis of a module that has one (invoice_number_outlier_plot). Unknown: 404.',
      ),
    year: yearSchema.default(-1).describe('Year of the date range, or -1 for none.'),
    qualifier: z
      .union([z.string().max(20), z.literal(-1)])
      .default(-1)
      .describe(
        'Date qualifier (spec 01 §3): D{n}, L{n}, M{n}, Q{n}, Y, R{yyyymm}{nn}, -1, or a legacy value; applied to the analysis’s date column, relative ones counted back from the system’s max_date.',
      ),
    company_code: z
      .union([z.string().max(40), z.number()])
      .default(-1)
      .describe(
        'A company code, a region code (its company codes), or -1 for every code the user’s grant allows.',
      ),
    vendor_type: z
      .array(z.string().max(100))
      .max(1000)
      .optional()
      .describe('The chosen account groups (vendor types): a scope on the analysis’s account-group column.'),
    vendor_type_col_name: columnNameSchema
      .optional()
      .describe(
        'The account-group column of the system type (account_group, category or vendor_type); informational — the catalogue decides.',
      ),
    member_systems: z
      .array(z.number().int().positive())
      .max(100)
      .optional()
      .describe(
        'A cross-system analysis of a multi-system: the member systems to read (ids); default every member the user’s grant holds. A member outside the grant is never read.',
      ),
    filter: filterSchema
      .default([])
      .describe(
        'Groups of clauses {col, op, val} (16 operators, & and | connectors) on the rows after pre_filter and the added columns; meta.subset_row_count counts after it.',
      ),
    pre_filter: filterSchema
      .default([])
      .describe('Like filter, applied right after the scope; meta.row_count counts after it.'),
    post_filter: filterSchema
      .default([])
      .describe(
        'Like filter, on the output columns (group columns, aggregate aliases, computed columns); applies to both counts.',
      ),
    group_by: z
      .array(columnNameSchema)
      .max(20)
      .default([])
      .describe('Output one row per group of these columns.'),
    include_columns: z
      .array(columnNameSchema)
      .max(200)
      .optional()
      .describe('The columns of plain (ungrouped) rows, in order; default every column.'),
    aggregate: z
      .array(aggregateSchema)
      .max(50)
      .default([])
      .describe(
        '{col, fn: [count|sum|mean|min|max|median|nunique|first], alias: [...]} per group; count counts non-null values.',
      ),
    sort: z
      .union([sortSchema, z.array(sortSchema).max(10)])
      .optional()
      .describe(
        '{col_alias, order} or a list of them, on output columns; the output columns then break ties so pages never overlap.',
      ),
    page_number: z.coerce.number().int().min(0).default(0).describe('0-based page.'),
    page_rows: z.coerce
      .number()
      .int()
      .min(-1)
      .default(100)
      .describe(
        'Rows per page; -1 for all. Above the configured maximum (MAX_QUERY_ROWS): 400 too_much_data.',
      ),
    computed: z
      .array(computedSchema)
      .max(50)
      .default([])
      .describe(computedSchema.description ?? ''),
    compute_before_aggregate: z
      .boolean()
      .default(false)
      .describe(
        'Evaluate computed columns on the rows before filter and grouping (they can then be filtered and grouped on) instead of on the output.',
      ),
    transform: z
      .array(transformSchema)
      .max(20)
      .default([])
      .describe(
        'Columns added before filter and grouping: bin, dynamic_bin, date_bin, nunique (see the Transform schema).',
      ),
    lookup: z
      .array(lookupSchema)
      .max(20)
      .default([])
      .describe('Columns mapping the values of a column to texts, with a default.'),
    pre_group_by: preGroupBySchema
      .optional()
      .describe(
        'A first grouping of the rows in scope ({group_by, aggregate}); every later step names its output columns.',
      ),
    keep_groupby_nan: z
      .boolean()
      .default(false)
      .describe(
        'Keep groups whose key is null (pre_group_by and group_by); by default they are dropped, as pandas does.',
      ),
    drop_duplicate_columns: z
      .array(columnNameSchema)
      .max(20)
      .default([])
      .describe('After filter, keep one row per combination of these columns: the first in column order.'),
    cluster_key: columnNameSchema
      .optional()
      .describe(
        'Filter whole clusters: a row is kept when any row of its cluster (same value of this column) matches filter.',
      ),
    negate_value_columns: z
      .array(columnNameSchema)
      .max(50)
      .default([])
      .describe(
        'Numeric output columns whose sign is turned (credits shown positive); post_filter and sort see the turned values.',
      ),
    add_rank_column: rankColumnSchema
      .optional()
      .describe(
        '{col, order, alias}: rank() of the final rows (after post_filter) by col; ties share a rank.',
      ),
    include_supplier_statements: z
      .boolean()
      .default(false)
      .describe(
        'true: each row of the page carrying a vendor_id gets its vendor’s statements (spec 03 §2.3) from the app store: statement_request_date, statement_count, and the latest statement’s (newest statement_date, then newest upload) statement_date, statement_status, statement_is_clean, statement_has_grni, statement_has_credits, statement_filename, statement_created_date — null without one. The columns are added after paging, so filter, sort, group_by and the counts cannot name them; they are read at each call, never cached. A result without vendor_id is answered unchanged.',
      ),
    supplementary_data: supplementaryDataSchema
      .optional()
      .describe(
        '{totals: true} adds meta.totals: the sum of each numeric output column over every filtered row.',
      ),
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
  /** With supplementary_data.totals: the sum of each numeric output column over every filtered row. */
  totals?: Row;
}

export interface SummaryResponse {
  data: Row[];
  meta: SummaryMeta;
}
