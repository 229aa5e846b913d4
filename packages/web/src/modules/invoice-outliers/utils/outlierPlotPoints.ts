import type { OutlierPlot } from '@spendlens/domain';

/** One point of the outlier plot as the chart draws it. */
export interface OutlierPlotPoint {
  /** The invoice date in Unix milliseconds (the x axis). */
  x: number;
  date: string;
  number: number;
  fit: number;
  invoiceId: string;
  externalId: string;
  outlier: boolean;
  selected: boolean;
  lateEarly: 'Early' | 'Late' | null;
}

/** The parallel lists of GET chart/…/invoice_outlier_plot as points, in date order. */
export function outlierPlotPoints(plot: OutlierPlot): OutlierPlotPoint[] {
  const outliers = new Set(plot.outlier_index);
  return plot.dates.map((date, i) => ({
    x: plot.epoch_dates[i]! * 1000,
    date,
    number: plot.invoice_numbers[i]!,
    fit: plot.fit_line[i]!,
    invoiceId: plot.invoice_id[i]!,
    externalId: plot.external_invoice_id[i]!,
    outlier: outliers.has(i),
    selected: i === plot.selected_index,
    lateEarly: plot.late_early[i] ?? null,
  }));
}
