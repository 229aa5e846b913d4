import type { DistributionGroup } from '../types/DistributionTable';

export interface DistributionChartDatum {
  bin: string;
  count: number;
  value: number;
}

/** The histogram bars of a row: one per value range, without the empty ranges at the top end (spec 02 §2). */
export function distributionChartData(group: DistributionGroup): DistributionChartDatum[] {
  const data = group.bins.map((bin) => ({
    bin: bin.label,
    count: bin.figures.count,
    value: bin.figures.value,
  }));
  let end = data.length;
  while (end > 0 && (data[end - 1]?.count ?? 0) === 0) end--;
  return data.slice(0, end);
}
