import type { ErpType, ProfileCounts, ProfileException, Row } from '@spendlens/domain';
import {
  aggregate,
  and,
  binary,
  column,
  compile,
  dialectFor,
  inList,
  isNull,
  orderBy,
  select,
  selection,
  star,
  table,
  value,
  type ExpressionNode,
  type OrderByItemNode,
  type SelectionNode,
} from '@spendlens/query';
import { sourceSupport, type Executor } from '@spendlens/warehouse';

export interface ReadOptions {
  where?: (ExpressionNode | undefined)[];
  selections?: SelectionNode[];
  groupBy?: ExpressionNode[];
  orderBy?: OrderByItemNode[];
}

/** The rows of `source` ('canon.vendors', 'pub.<table>') of one system, without system_id. */
export type ProfileRead = (source: string, options?: ReadOptions) => Promise<Row[]>;

/**
 * Reads of one system's published tables for a profile, each statement compiled through the query
 * AST with every value bound (STYLE rules 1–2).
 */
export function profileRead(warehouse: Executor, systemId: number): ProfileRead {
  const dialect = dialectFor(warehouse.dialect);
  return (source, options = {}) => {
    const [schema, name] = source.split('.') as [string, string];
    return warehouse
      .query(
        compile(
          select({
            selections: options.selections ?? [selection(star)],
            from: table(name, schema),
            where: and(binary('=', column('system_id'), value(systemId)), ...(options.where ?? [])),
            groupBy: options.groupBy ?? [],
            orderBy: options.orderBy ?? [],
          }),
          dialect,
        ),
      )
      .then((rows) => rows.map(({ system_id: _system, ...rest }) => rest));
  };
}

const distinct = (col: string, alias: string) =>
  selection(aggregate('count', column(col), { distinct: true }), alias);

/** Distinct payment terms and users, and the number of the invoices meeting `where` (canon.invoices). */
export async function invoiceCounts(
  read: ProfileRead,
  where: (ExpressionNode | undefined)[],
): Promise<Omit<ProfileCounts, 'number_company_codes' | 'number_vendors'>> {
  const [counts] = await read('canon.invoices', {
    where,
    selections: [
      distinct('payment_term', 'number_payment_terms'),
      distinct('created_by', 'number_user_ids'),
      selection(aggregate('count', star), 'number_invoices'),
    ],
  });
  return {
    number_payment_terms: Number(counts?.['number_payment_terms'] ?? 0),
    number_user_ids: Number(counts?.['number_user_ids'] ?? 0),
    number_invoices: Number(counts?.['number_invoices'] ?? 0),
  };
}

/**
 * Exceptions per month and analysis from the exceptions fact (spec 03 §3 'Exception rows'), oldest
 * month first; rows without a month are left out.
 */
export async function exceptionRows(
  read: ProfileRead,
  where: (ExpressionNode | undefined)[],
): Promise<ProfileException[]> {
  const keys = ['year_month', 'module', 'analysis', 'analysis_display_name'];
  const rows = await read('pub.weighted_exceptions__exceptions', {
    where: [...where, isNull(column('year_month'), true)],
    selections: [
      ...keys.map((k) => selection(column(k))),
      selection(aggregate('sum', column('exception_count')), 'count'),
      selection(aggregate('sum', column('transaction_count')), 'transactions'),
    ],
    groupBy: keys.map((k) => column(k)),
    orderBy: keys.slice(0, 3).map((k) => orderBy(column(k))),
  });
  return rows.map((r) => ({
    year_month: String(r['year_month']),
    module: String(r['module']),
    analysis: String(r['analysis']),
    analysis_display_name: r['analysis_display_name'] === null ? null : String(r['analysis_display_name']),
    count: Number(r['count'] ?? 0),
    transactions: Number(r['transactions'] ?? 0),
  }));
}

/** The description of each payment term (canon.payment_terms, the lowest day limit's), by term. */
export async function paymentTermDescriptions(
  read: ProfileRead,
  terms: readonly unknown[],
): Promise<Map<string, string | null>> {
  const wanted = [...new Set(terms.filter((t) => t !== null && t !== undefined).map(String))];
  if (wanted.length === 0) return new Map();
  const rows = await read('canon.payment_terms', {
    where: [inList(column('payment_term'), wanted.map(value))],
    selections: [selection(column('payment_term')), selection(column('description'))],
    orderBy: [orderBy(column('payment_term')), orderBy(column('day_limit'))],
  });
  const byTerm = new Map<string, string | null>();
  for (const r of rows) {
    const term = String(r['payment_term']);
    if (!byTerm.has(term)) byTerm.set(term, r['description'] === null ? null : String(r['description']));
  }
  return byTerm;
}

/**
 * The canonical columns of `tables` that the system type's source cannot fill (source-support.ts
 * `empty`, declared once per type): the profile shows those fields as not available.
 */
export function notAvailableColumns(type: ErpType, tables: readonly string[]): string[] {
  return sourceSupport[type].empty
    .map((gap) => gap.column as string)
    .filter((ref) => tables.includes(ref.split('.')[0]!));
}
