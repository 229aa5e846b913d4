import { z } from 'zod';

/** Filter operators of spec 01 §3 'Filter structure'. */
export const filterOperators = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'isin',
  'isnotin',
  'contains',
  'doesnotcontain',
  'startswith',
  'doesnotstartwith',
  'endswith',
  'isnull',
  'notnull',
  'isinmask',
] as const;
export type FilterOperator = (typeof filterOperators)[number];

export const connectorSchema = z.enum(['&', '|']);
export type Connector = z.infer<typeof connectorSchema>;

/** A scalar value a clause compares with. Objects and nested arrays are refused at the boundary. */
export const scalarSchema = z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof scalarSchema>;

export const columnNameSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a column name is letters, digits and underscores');

export const filterClauseSchema = z.object({
  col: columnNameSchema,
  op: z.enum(filterOperators),
  /** A scalar, or a list of scalars for isin / isnotin; ignored for isnull / notnull. */
  val: z.union([scalarSchema, z.array(scalarSchema).max(10000)]).optional(),
});
export type FilterClause = z.infer<typeof filterClauseSchema>;

/**
 * A group of clauses joined by its clause_connector; the group joins the groups before it with its
 * group_connector (ignored on the first group).
 */
export const filterGroupSchema = z.object({
  clause_connector: connectorSchema.default('&'),
  group_connector: connectorSchema.default('&'),
  clauses: z.array(filterClauseSchema).max(100),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;

/** A filter: a list of groups. An empty list filters nothing. */
export const filterSchema = z.array(filterGroupSchema).max(50);
export type Filter = z.infer<typeof filterSchema>;
