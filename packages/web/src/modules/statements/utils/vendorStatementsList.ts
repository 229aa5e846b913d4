import {
  nameColumnFor,
  type AggregateFunction,
  type ColumnDefinition,
  type DisplayConfig,
  type ModuleDefinition,
  type ModulePage,
  type SystemInfo,
} from '@spendlens/domain';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { findModulePage } from '../../shell/utils/navModules';

type Sum = { aggregate: { col: string; fn: AggregateFunction; alias: string }; column: ColumnDefinition };

/**
 * The analyses the statements list reads its vendors from, the first one the system has: the vendor
 * summary (with its net value, invoices and last activity), else — a document system (DocuWare) has
 * no vendor summary — the invoices (their number and net value).
 */
const vendorSources: readonly { analysis: string; sums(page: ModulePage): Sum[] }[] = [
  {
    analysis: 'vendor_summary',
    sums: (page) =>
      ['net_value', 'number_of_invoices', 'last_activity_date'].flatMap((alias) => {
        const aggregate = page.summaryTable?.aggregate?.find((a) => a.alias === alias);
        const column = page.summaryTable?.columns.find((c) => c.name === alias);
        return aggregate && column ? [{ aggregate, column }] : [];
      }),
  },
  {
    analysis: 'invoice_distribution',
    sums: () => [
      {
        aggregate: { col: 'common_amount', fn: 'sum', alias: 'net_value' },
        column: { name: 'net_value', displayName: 'Net Value', dataType: 'currency' },
      },
      {
        aggregate: { col: 'internal_invoice_id', fn: 'count', alias: 'number_of_invoices' },
        column: { name: 'number_of_invoices', displayName: 'No. of Invoices', dataType: 'number' },
      },
    ],
  },
];

/**
 * The statement columns include_supplier_statements adds (spec 03 §2.3 'statement request date and
 * statement status'): added after paging on the server, so they cannot be sorted or filtered on.
 */
export const statementListColumns: readonly ColumnDefinition[] = [
  {
    name: 'statement_request_date',
    displayName: 'Statement Request Date',
    dataType: 'date',
    noSort: true,
    noFilter: true,
  },
  {
    name: 'statement_status',
    displayName: 'Statement Status',
    dataType: 'string',
    noSort: true,
    noFilter: true,
  },
  {
    name: 'statement_date',
    displayName: 'Latest Statement Date',
    dataType: 'date',
    noSort: true,
    noFilter: true,
  },
  { name: 'statement_count', displayName: 'Statements', dataType: 'number', noSort: true, noFilter: true },
];

/**
 * The system's page the vendors are read from (its module and page in the display configuration):
 * of the first of `vendorSources` the system offers; a multi-system has none.
 */
export function vendorListPage(
  config: DisplayConfig,
  system: SystemInfo,
): { module: ModuleDefinition; page: ModulePage } | undefined {
  for (const source of vendorSources)
    for (const module of config.modules)
      for (const page of module.pages) {
        if (page.apiAnalysisName !== source.analysis || page.multiSystemOnly) continue;
        if (!page.detailTable?.columns.some((c) => c.name === 'vendor_id')) continue;
        const found = findModulePage(config, system, module.name, page.name);
        if (found) return found;
      }
  return undefined;
}

/**
 * The statements list (spec 03 §2.3 'vendor statements analysis'): the vendor source of the scope
 * grouped by vendor and its name, with a few activity sums, and each vendor's statement columns.
 */
export function vendorStatementsListQuery(
  scope: TableQueryBase,
  page: ModulePage,
): { base: TableQueryBase; columns: ColumnDefinition[] } {
  const detail = page.detailTable?.columns ?? [];
  const idColumn = detail.find((c) => c.name === 'vendor_id') ?? {
    name: 'vendor_id',
    displayName: 'Vendor ID',
    dataType: 'string' as const,
  };
  const nameColumn = detail.find((c) => c.name === nameColumnFor('vendor_id', detail));
  const sums = vendorSources.find((s) => s.analysis === page.apiAnalysisName)?.sums(page) ?? [];
  return {
    base: {
      ...scope,
      group_by: nameColumn ? [idColumn.name, nameColumn.name] : [idColumn.name],
      aggregate: sums.map(({ aggregate }) => ({
        col: aggregate.col,
        fn: [aggregate.fn],
        alias: [aggregate.alias],
      })),
      keep_groupby_nan: true,
      include_supplier_statements: true,
    },
    columns: [
      { name: idColumn.name, displayName: idColumn.displayName, dataType: idColumn.dataType },
      ...(nameColumn
        ? [{ name: nameColumn.name, displayName: nameColumn.displayName, dataType: nameColumn.dataType }]
        : []),
      ...sums.map(({ column }) => column),
      ...statementListColumns,
    ],
  };
}
