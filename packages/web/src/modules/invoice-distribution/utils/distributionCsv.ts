import { toCsv } from '@spendlens/domain';
import type { DistributionLine, DistributionTableModel } from '../types/DistributionTable';
import { distributionColumns } from './distributionColumns';
import { formatDistributionLine } from './formatDistributionLine';

function cellsOf(
  documentType: string,
  valueRange: string,
  line: DistributionLine,
  currency: string,
): string[] {
  const t = formatDistributionLine(line, currency);
  return [documentType, valueRange, t.count, t.countShare, t.value, t.valueShare, t.vendors, t.vendorsShare];
}

/**
 * The table as shown, as CSV: every document-type row followed by all its value-range rows, with
 * a leading Document Type column so that each line stands on its own.
 */
export function distributionCsv(model: DistributionTableModel, currency: string): string {
  const rows: string[][] = [['Document Type', ...distributionColumns]];
  for (const group of model.groups) {
    rows.push(cellsOf(group.label, 'All value ranges', group, currency));
    for (const bin of group.bins) rows.push(cellsOf(group.label, bin.label, bin, currency));
  }
  return toCsv(rows);
}

/** invoice-distribution_<system>_<date range>.csv, safe for any file system. */
export function distributionCsvFileName(systemName: string, dateRangeName: string): string {
  const slug = (text: string) =>
    text
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'all';
  return `invoice-distribution_${slug(systemName)}_${slug(dateRangeName)}.csv`;
}
