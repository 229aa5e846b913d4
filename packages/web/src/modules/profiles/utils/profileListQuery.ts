import {
  profileListRows,
  type ColumnDefinition,
  type FilterClause,
  type SummaryRequestInput,
} from '@spendlens/domain';
import { partyColumns, type ProfileEntity, type ProfileList } from './profileLists';

/** The column a profile's lists are filtered on: the vendor's id, or the company code. */
export const profileKeyColumn: Readonly<Record<ProfileEntity, string>> = {
  vendor: 'vendor_id',
  company_code: 'company_code',
};

/**
 * The columns a profile's list shows: the other party's, then the list's, each as the system type
 * presents it (`presented`, from GET schema); a column the type does not present is left out.
 */
export function profileListColumns(
  list: Pick<ProfileList, 'columns'>,
  entity: ProfileEntity,
  presented: readonly ColumnDefinition[],
): ColumnDefinition[] {
  const byName = new Map(presented.map((c) => [c.name, c]));
  return [...partyColumns[entity], ...list.columns].flatMap((name) => {
    const column = byName.get(name);
    return column ? [column] : [];
  });
}

/**
 * POST /summary of a profile's list: the analysis's rows of the vendor or company code over all
 * dates and every company code of the user's grant (the server applies the grant), newest first,
 * the first 1000 (spec 03 §9), with the shown columns and the key column.
 */
export function profileListPayload(
  systemId: number,
  list: Pick<ProfileList, 'module' | 'analysis' | 'sort'>,
  entity: ProfileEntity,
  id: string,
  columns: readonly ColumnDefinition[],
  extraColumns: readonly string[] = [],
): SummaryRequestInput {
  const key = profileKeyColumn[entity];
  return {
    system_id: systemId,
    module: list.module,
    analysis: list.analysis,
    year: -1,
    qualifier: -1,
    company_code: -1,
    filter: [{ clause_connector: '&', group_connector: '&', clauses: [{ col: key, op: '==', val: id }] }],
    include_columns: [
      ...new Set([
        key,
        ...columns.map((c) => c.name),
        // what the cells' links read beside the value (a PO line beside its receipt count)
        ...columns.flatMap((c) => c.opens?.with ?? []),
        ...list.sort.map((s) => s.col_alias),
        ...extraColumns,
      ]),
    ],
    sort: [...list.sort],
    page_number: 0,
    page_rows: profileListRows,
  };
}

/** The figures of an amount summary (spec 03 §3 'Invoice and payment summary'), by their alias. */
export const amountSummaryFigures = [
  { fn: 'sum', alias: 'total', label: 'Total' },
  { fn: 'mean', alias: 'mean', label: 'Mean' },
  { fn: 'median', alias: 'median', label: 'Median' },
  { fn: 'min', alias: 'min', label: 'Min' },
  { fn: 'max', alias: 'max', label: 'Max' },
] as const;

/**
 * POST /summary of an amount summary of a profile's list: every row of the vendor or company code in
 * the user's grant (not only the 1000 listed) meeting `clauses`, per common currency: the rows
 * (`countColumn` counted, as number_of_documents) and their common amount summed, averaged, its
 * median, least and greatest.
 */
export function amountSummaryPayload(
  systemId: number,
  list: Pick<ProfileList, 'module' | 'analysis'>,
  entity: ProfileEntity,
  id: string,
  countColumn: string,
  clauses: readonly FilterClause[] = [],
): SummaryRequestInput {
  return {
    system_id: systemId,
    module: list.module,
    analysis: list.analysis,
    year: -1,
    qualifier: -1,
    company_code: -1,
    filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: profileKeyColumn[entity], op: '==', val: id }, ...clauses],
      },
    ],
    group_by: ['common_currency'],
    keep_groupby_nan: true,
    aggregate: [
      { col: countColumn, fn: ['count'], alias: ['number_of_documents'] },
      {
        col: 'common_amount',
        fn: amountSummaryFigures.map((f) => f.fn),
        alias: amountSummaryFigures.map((f) => f.alias),
      },
    ],
    sort: [{ col_alias: 'total', order: 'desc' }],
    page_number: 0,
    page_rows: 100,
  };
}

/** The invoices of an invoice summary: invoices (PO and non-PO), not reversed. */
export const invoiceSummaryClauses: readonly FilterClause[] = [
  { col: 'derived_document_type', op: 'isin', val: ['PO-INVOICE', 'NON-PO-INVOICE'] },
  { col: 'is_reversed', op: '==', val: false },
];
