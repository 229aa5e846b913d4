import type { DistributionDocumentType } from '../utils/invoiceDistributionQueries';

/** Row kinds of the table; also the suffix of their test ids (dist-row-<TYPE>). */
export type DistributionRowType = 'ALL' | DistributionDocumentType | 'TOTAL';

export interface DistributionFigures {
  count: number;
  value: number;
  vendors: number;
}

/** Percentages (12.5 = 12.5%); null when the whole they are a share of is zero. */
export interface DistributionShares {
  count: number | null;
  value: number | null;
  vendors: number | null;
}

export interface DistributionLine {
  label: string;
  figures: DistributionFigures;
  shares: DistributionShares;
}

/** A document-type row (share of the Grand Total) and its value-range rows (share of the row). */
export interface DistributionGroup extends DistributionLine {
  type: DistributionRowType;
  bins: DistributionLine[];
}

export interface DistributionTableModel {
  groups: DistributionGroup[];
  /** True when the scope holds no document at all. */
  isEmpty: boolean;
}
