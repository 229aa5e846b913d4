import type { FilterGroup } from '@spendlens/domain';
import type { DistributionRowType } from '../types/DistributionTable';
import { documentTypeFilter } from './distributionHistogram';
import { blankValueBin } from './invoiceDistributionQueries';

/** What a number of the table opens: the documents of a row type, in one value range or in all. */
export interface DistributionDetail {
  type: DistributionRowType;
  /** The row's label (ALL INVOICES (PO + NON-PO), PO-INVOICE, …, Grand Total). */
  label: string;
  /** The value range of a value-range row; none for a document-type row (every range). */
  bin?: string;
}

const binColumn = 'invoice_value_bin';

/**
 * The detail filter of a number of the table (spec 02 §2 'Invoice Distribution'): the row's document
 * type (ALL: PO and non-PO invoices; Grand Total: every document) and its value range, the blank
 * range being the documents without one.
 */
export function distributionDetailFilter({ type, bin }: DistributionDetail): FilterGroup[] {
  if (bin === undefined) return documentTypeFilter(type);
  const binGroup: FilterGroup =
    bin === blankValueBin
      ? {
          clause_connector: '|',
          group_connector: '&',
          clauses: [
            { col: binColumn, op: 'isnull' },
            { col: binColumn, op: '==', val: '' },
          ],
        }
      : { clause_connector: '&', group_connector: '&', clauses: [{ col: binColumn, op: '==', val: bin }] };
  return [...documentTypeFilter(type), binGroup];
}

/** The title of the detail: 'Details for: PO-INVOICE, value range 0 - 500'. */
export function distributionDetailTitle({ label, bin }: DistributionDetail): string {
  return `Details for: ${label}${bin === undefined ? '' : `, value range ${bin}`}`;
}

/** The CSV file name of the detail: invoice-distribution-PO-INVOICE-0-500.csv. */
export function distributionDetailFileName({ type, bin }: DistributionDetail): string {
  const range = bin === undefined ? '' : `-${bin.replace(/>\s*/, 'over-').replace(/[^0-9A-Za-z-]+/g, '')}`;
  return `invoice-distribution-${type}${range}.csv`;
}
