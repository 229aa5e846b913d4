/** Column data types of spec 01 §3 'Table column'. */
export const dataTypes = [
  'date',
  'datetime',
  'datediff',
  'currency',
  'number',
  '%',
  '%100',
  'percentile',
  'yesno',
  'noyes',
  'daystonow',
  'bit_mask',
  'composite_flags',
  'string',
  'mean_invoice_time',
  'invoice_channel',
  'list',
  'aboveBelowAverage',
] as const;
export type DataType = (typeof dataTypes)[number];

/** Types ordered comparisons (<, <=, >, >=) apply to (spec 01 §5). */
export const orderedDataTypes: readonly DataType[] = [
  'date',
  'datetime',
  'datediff',
  'currency',
  'number',
  'mean_invoice_time',
  '%',
  'percentile',
];
