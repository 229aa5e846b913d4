import type { Row } from '@spendlens/domain';
import type { ValueOrder } from '@spendlens/query';

type Orders = ReadonlyMap<string, ValueOrder>;

const described = new WeakMap<readonly Row[], Orders | (() => Orders)>();

/**
 * Records how the columns of an executor's answer order in memory (computed by `compute` when first
 * asked). Only an executor that knows its columns' engine types and conversions describes its answers.
 */
export function describeValueOrders(rows: readonly Row[], compute: () => Orders): void {
  described.set(rows, compute);
}

/**
 * How each column of an answer orders exactly as the engine orders it (see ValueOrder), or undefined
 * when the executor that answered `rows` did not describe them: then only the engine can order them.
 */
export function valueOrdersOf(rows: readonly Row[]): Orders | undefined {
  const entry = described.get(rows);
  if (typeof entry !== 'function') return entry;
  const orders = entry();
  described.set(rows, orders);
  return orders;
}
