/**
 * Column data types of spec 01 §3 'Table column', with one unit convention for every analysis (the
 * catalogue-wide test packages/warehouse/test/catalogue-units.test.ts holds every published column to
 * it):
 * - '%' holds percent units: 12.5 is 12.5 %;
 * - '%100' holds a fraction of one: 0.125 is 12.5 % (the web app multiplies by 100);
 * - 'percentile' holds percent units (0–100);
 * - 'number' and 'currency' are quantities: thousands separators, summed in a total row — a year or a
 *   numeric document number is a 'number' with the format 'code' (ColumnFormat).
 */
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

/**
 * How a column's cell in a table's Total row is formed (issue 36): 'sum' adds the rows (amounts in
 * the common currency, counts); 'min' and 'max' take the least and the greatest; 'none' leaves the
 * cell blank — ids, codes, dates, ages, days, ranks, scores, z-scores, deviations, line numbers,
 * prices, means, quantities (of different units) and amounts in a document's or company code's own
 * currency (of different currencies) do not add up. (A summary's mean of a column is recomputed over
 * all its groups' rows by the planner, whatever the column's rule; a published mean column, a
 * percentage and a snapshot's latest value are blank.)
 */
export const totalRules = ['sum', 'min', 'max', 'none'] as const;
export type TotalRule = (typeof totalRules)[number];

/**
 * A column's format beside its data type: 'code' is a number that names rather than counts — a year,
 * a numeric invoice or document number. It is shown as written (2022, not 2,022), never summed in a
 * total row, and ordered and filtered as a number. 'long_text' is a string of sentences (the evidence
 * of a match): its cell wraps within a fixed width instead of widening the table. 'marker_x' and
 * 'marker_y' are yes/no columns shown as their ERP's flag (spec 03 §9 'Filter markers': "X" in SAP,
 * "Y" marks a pay site in Oracle): the marker when yes, empty when no, in cells, filters and CSV.
 */
export type ColumnFormat = 'code' | 'long_text' | 'marker_x' | 'marker_y';

/** The flag a 'marker_x' / 'marker_y' column shows for yes, else undefined. */
export function markerOf(format: ColumnFormat | undefined): 'X' | 'Y' | undefined {
  if (format === 'marker_x') return 'X';
  if (format === 'marker_y') return 'Y';
  return undefined;
}

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
