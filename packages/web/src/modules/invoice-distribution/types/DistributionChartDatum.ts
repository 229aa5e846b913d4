/** One bar of the Invoice Distribution histogram: its value-range label, number and value of invoices. */
export interface DistributionChartDatum {
  bin: string;
  count: number;
  value: number;
}
