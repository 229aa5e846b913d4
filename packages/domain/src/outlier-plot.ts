import { z } from 'zod';

/** Most points one outlier plot answers (spec 03 §9: 1000 for the outlier plot). */
export const maxOutlierPlotPoints = 1000;

const list = <T extends z.ZodTypeAny>(item: T, meaning: string) => z.array(item).describe(meaning);

/**
 * charts[0].data of GET chart/:system/invoice_outlier_plot/invoices/outlier_plot/-1/-1?id= (spec 03
 * 'Outlier-plot modal'): the series of the invoice — its vendor's invoices in its company code and
 * invoice year, by date — as parallel lists (one entry per point), the positions of the outliers in
 * them, and the series's identity. The rule is in
 * packages/warehouse/src/catalogue/invoice-numbers/README.md.
 */
export const outlierPlotSchema = z.object({
  series_id: z.string().describe('vendor_id | company_code | invoice year | numbering format.'),
  vendor_id: z.string(),
  vendor_name: z.string().nullable(),
  company_code: z.string(),
  company_name: z.string().nullable(),
  invoice_year: z.number().int(),
  series_size: z.number().int().describe('Invoices in the series (the lists hold at most 1000 of them).'),
  first_point_index: z
    .number()
    .int()
    .describe('Position in the series of the first point answered (the 1000 points around the invoice).'),
  selected_index: z.number().int().describe('Index in the lists of the invoice asked for.'),
  dates: list(z.string(), 'Invoice dates, YYYY-MM-DD, ascending.'),
  epoch_dates: list(z.number(), 'The invoice dates in Unix seconds.'),
  invoice_numbers: list(z.number(), 'The last run of digits of each invoice number, read as a number.'),
  fit_line: list(z.number(), 'The least-squares line of number against date on each date.'),
  scaled_invoice_numbers: list(z.number(), 'Numbers scaled to 0–1 over the non-gross points.'),
  scaled_fit_line: list(z.number(), 'The line, scaled the same way.'),
  outlier_index: list(z.number().int(), 'Indices in these lists of the outliers.'),
  invoice_id: list(z.string(), 'Internal invoice id of each point.'),
  external_invoice_id: list(z.string(), 'Invoice number (as entered) of each point.'),
  fiscal_year: list(z.number().int().nullable(), 'Fiscal year of each point.'),
  late_early: list(
    z.enum(['Early', 'Late']).nullable(),
    'Early (number above the line) or Late (below) for an outlier, else null.',
  ),
});
export type OutlierPlot = z.infer<typeof outlierPlotSchema>;
