import { DomainError, type SummaryRequest } from '@spendlens/domain';
import { binary, caseWhen, column, isNull, literal, orderBy, value, when } from '../ast/factory';
import type { OrderByItemNode } from '../ast/nodes';
import { unknownColumn, type ResolvedColumn } from './columns';

/**
 * The requested sort: one item or a list, each naming an output column, NULLs last in both
 * directions. A binned column (one with an `order`) sorts by the position of its value among its
 * bins, a value not among them after them. A column named twice counts once, where it first
 * appears. The deterministic-order pass appends the tie-breakers.
 */
export function planSort(
  sort: SummaryRequest['sort'],
  columns: ReadonlyMap<string, ResolvedColumn>,
): OrderByItemNode[] {
  const items = sort === undefined ? [] : Array.isArray(sort) ? sort : [sort];
  const seen = new Set<string>();
  const result: OrderByItemNode[] = [];
  for (const item of items) {
    if (!columns.has(item.col_alias)) throw unknownColumn(item.col_alias);
    if (item.order !== 'asc' && item.order !== 'desc') {
      throw new DomainError('bad_request', `Unknown sort order: ${String(item.order).slice(0, 10)}`);
    }
    if (seen.has(item.col_alias)) continue;
    seen.add(item.col_alias);
    const order = columns.get(item.col_alias)!.order;
    if (order && order.length > 0)
      result.push(
        orderBy(
          caseWhen(
            [
              // NULL stays NULL (last in both directions), a value not among the bins after them
              when(isNull(column(item.col_alias)), literal(null)),
              ...order.map((label, i) => when(binary('=', column(item.col_alias), value(label)), literal(i))),
            ],
            literal(order.length),
          ),
          item.order,
          'last',
        ),
      );
    result.push(orderBy(column(item.col_alias), item.order, 'last'));
  }
  return result;
}
