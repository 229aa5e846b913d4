import { formatCount, formatCurrency, formatPercent } from '@spendlens/domain';
import type { DistributionLine } from '../types/DistributionTable';

/** The six figure cells of a row as shown, in column order (also what the CSV export writes). */
export interface DistributionCellTexts {
  count: string;
  countShare: string;
  value: string;
  valueShare: string;
  vendors: string;
  vendorsShare: string;
}

export function formatDistributionLine(line: DistributionLine, currency: string): DistributionCellTexts {
  return {
    count: formatCount(line.figures.count),
    countShare: formatPercent(line.shares.count),
    value: formatCurrency(line.figures.value, currency),
    valueShare: formatPercent(line.shares.value),
    vendors: formatCount(line.figures.vendors),
    vendorsShare: formatPercent(line.shares.vendors),
  };
}
