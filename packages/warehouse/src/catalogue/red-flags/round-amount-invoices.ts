import type { AnalysisDefinition } from '../../catalogue-types';
import {
  invoiceDocumentColumns,
  invoiceDocumentSelectSql,
  invoicesWhereSql,
  partyColumns,
  partyJoinsSql,
  partySelectSql,
} from '../invoices/invoice-sql';
import { invoiceAggregates, redFlagsModule, redFlagsPage } from './red-flags-sql';

/**
 * A round amount (docs/red-flags.md): the gross amount in document currency, without cents, a
 * multiple of `roundThousand` from `roundThousand` on, or a multiple of `roundHundred` from
 * `roundHundredFrom` on. Amounts that people make up, not prices times quantities plus tax.
 */
export const roundAmountRule = { roundThousand: 1000, roundHundred: 100, roundHundredFrom: 10_000 } as const;

/** Whether a gross amount in cents is round by `roundAmountRule` (datagen avoids it in the baseline). */
export function isRoundAmountCents(cents: number): boolean {
  const a = Math.abs(cents);
  const { roundThousand, roundHundred, roundHundredFrom } = roundAmountRule;
  return (
    (a >= roundThousand * 100 && a % (roundThousand * 100) === 0) ||
    (a >= roundHundredFrom * 100 && a % (roundHundred * 100) === 0)
  );
}

/** The round unit of a gross amount `x` (DECIMAL, ≥ 0): 1000, 100, or NULL when it is not round. */
const roundUnitSql = (x: string): string => {
  const { roundThousand, roundHundred, roundHundredFrom } = roundAmountRule;
  return `CASE
    WHEN ${x} >= ${roundThousand} AND ${x} % ${roundThousand} = 0 THEN ${roundThousand}
    WHEN ${x} >= ${roundHundredFrom} AND ${x} % ${roundHundred} = 0 THEN ${roundHundred}
  END`;
};

/**
 * Round-Amount Invoices: the invoices proper (PO and non-PO, not reversed) whose gross amount in
 * document currency is round (`roundAmountRule`), each an exception.
 */
export const roundAmountInvoices: AnalysisDefinition = {
  module: redFlagsModule,
  analysis: 'round_amount_invoices',
  displayName: 'Round-Amount Invoices',
  description:
    'Invoices whose gross amount is a round number: a multiple of 1,000 without cents, or of 100 from 10,000 on (document currency).',
  sql: `
WITH round_invoices AS (
  SELECT i.*, (${roundUnitSql('abs(i.document_amount)')}) AS round_unit
  FROM canon.invoices i
  WHERE ${invoicesWhereSql('i')} AND (${roundUnitSql('abs(i.document_amount)')}) IS NOT NULL
)
SELECT
  i.system_id::INTEGER AS system_id,
  ${partySelectSql('i')},
  ${invoiceDocumentSelectSql('i')},
  i.document_currency::VARCHAR AS document_currency,
  i.document_amount::DECIMAL(18,2) AS document_amount,
  i.round_unit::INTEGER AS round_unit,
  i.created_by::VARCHAR AS created_by
FROM round_invoices i
${partyJoinsSql('i')}`,
  columns: [
    ...partyColumns,
    ...invoiceDocumentColumns,
    { name: 'document_currency', displayName: 'Document Currency', dataType: 'string' },
    { name: 'document_amount', displayName: 'Gross Amount (Document Currency)', dataType: 'currency' },
    { name: 'round_unit', displayName: 'Round To', dataType: 'number' },
    { name: 'created_by', displayName: 'Entered By', dataType: 'string' },
  ],
  dateColumn: 'posting_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: { ...redFlagsPage, name: 'round_amounts', displayName: 'Round-Amount Invoices' },
  display: {
    defaultView: 'summary',
    summaryTable: {
      viewByList: [
        { name: 'vendor_id', displayName: 'Vendor' },
        { name: 'company_code', displayName: 'Company Code' },
        { name: 'round_unit', displayName: 'Round To' },
        { name: 'created_by', displayName: 'Entered By' },
      ],
      aggregate: invoiceAggregates,
      sortField: 'number_of_invoices',
    },
    helpAlert: {
      variant: 'info',
      text: 'Invoices whose gross amount in document currency is a round number: a multiple of 1,000 without cents, or of 100 from 10,000 on. Prices times quantities plus tax are rarely round; made-up amounts often are.',
    },
  },
  exception: { condition: 'true', weight: 3 },
  finding: {
    kind: 'round_amount_invoice',
    key: ['company_code', 'fiscal_year', 'accounting_document_no'],
    evidence: ['document_amount', 'document_currency'],
    label: `'Round amount: invoice ' || coalesce(external_invoice_id, accounting_document_no) || ' of vendor ' || vendor_id || ', ' || document_amount::VARCHAR || ' ' || document_currency`,
  },
  requires: ['invoices.document_amount'],
};
