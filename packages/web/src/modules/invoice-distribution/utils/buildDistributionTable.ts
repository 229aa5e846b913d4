import type { Row } from '@spendlens/domain';
import type {
  DistributionFigures,
  DistributionGroup,
  DistributionLine,
  DistributionRowType,
  DistributionShares,
  DistributionTableModel,
} from '../types/DistributionTable';
import type { DistributionQueryName } from './invoiceDistributionQueries';
import { blankValueBin, distributionDocumentTypes, invoiceValueBins } from './invoiceDistributionQueries';

export type DistributionAnswers = Record<DistributionQueryName, Row[]>;

export const distributionRowLabels: Record<DistributionRowType, string> = {
  ALL: 'ALL INVOICES (PO + NON-PO)',
  'PO-INVOICE': 'PO-INVOICE',
  'NON-PO-INVOICE': 'NON-PO-INVOICE',
  'VENDOR-CREDIT': 'VENDOR-CREDIT',
  REVERSAL: 'REVERSAL',
  TOTAL: 'Grand Total',
};

function numberOf(value: Row[string] | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

function figuresOf(row: Row | undefined): DistributionFigures {
  return {
    count: numberOf(row?.number_of_invoices),
    value: numberOf(row?.value_of_invoices),
    vendors: numberOf(row?.number_of_vendors),
  };
}

function binOf(row: Row): string {
  const bin = row.invoice_value_bin;
  return bin === null || bin === undefined || bin === '' ? blankValueBin : String(bin);
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}

function sharesOf(part: DistributionFigures, whole: DistributionFigures): DistributionShares {
  return {
    count: share(part.count, whole.count),
    value: share(part.value, whole.value),
    vendors: share(part.vendors, whole.vendors),
  };
}

/** The known value ranges in order, then any other range the answers hold (blank last). */
function binsOf(answers: DistributionAnswers): string[] {
  const known: string[] = [...invoiceValueBins];
  const extra = new Set<string>();
  for (const row of [...answers.byTypeAndBin, ...answers.invoicesByBin, ...answers.byBin]) {
    const bin = binOf(row);
    if (!known.includes(bin)) extra.add(bin);
  }
  const extras = [...extra].sort((a, b) =>
    a === blankValueBin ? 1 : b === blankValueBin ? -1 : a.localeCompare(b),
  );
  return [...known, ...extras];
}

/**
 * The invoice distribution table from the six answers: ALL INVOICES (PO + NON-PO), the four
 * document types and the Grand Total, each with its value-range rows. A document-type row is a share
 * of the Grand Total; a value-range row is a share of its document type.
 */
export function buildDistributionTable(answers: DistributionAnswers): DistributionTableModel {
  const bins = binsOf(answers);
  const grandTotal = figuresOf(answers.total[0]);

  const group = (
    type: DistributionRowType,
    total: DistributionFigures,
    binRows: Row[],
  ): DistributionGroup => ({
    type,
    label: distributionRowLabels[type],
    figures: total,
    shares: sharesOf(total, grandTotal),
    bins: bins.map((bin): DistributionLine => {
      const figures = figuresOf(binRows.find((row) => binOf(row) === bin));
      return { label: bin, figures, shares: sharesOf(figures, total) };
    }),
  });

  const typeGroups = distributionDocumentTypes.map((type) =>
    group(
      type,
      figuresOf(answers.byType.find((row) => row.derived_document_type === type)),
      answers.byTypeAndBin.filter((row) => row.derived_document_type === type),
    ),
  );

  return {
    groups: [
      group('ALL', figuresOf(answers.invoicesTotal[0]), answers.invoicesByBin),
      ...typeGroups,
      group('TOTAL', grandTotal, answers.byBin),
    ],
    isEmpty: grandTotal.count === 0 && answers.byTypeAndBin.length === 0,
  };
}
