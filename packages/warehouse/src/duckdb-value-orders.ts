import { DuckDBDecimalType, DuckDBTypeId, type DuckDBType } from '@duckdb/node-api';
import type { Row } from '@spendlens/domain';
import type { ValueOrder } from '@spendlens/query';

/** Types whose every value is exactly a JS number. */
const exactNumbers = new Set<DuckDBTypeId>([
  DuckDBTypeId.TINYINT,
  DuckDBTypeId.SMALLINT,
  DuckDBTypeId.INTEGER,
  DuckDBTypeId.UTINYINT,
  DuckDBTypeId.USMALLINT,
  DuckDBTypeId.UINTEGER,
  DuckDBTypeId.FLOAT,
  DuckDBTypeId.DOUBLE,
]);
/** Integer types exact as JS numbers within ±2^53 only. */
const wideIntegers = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
]);
/** Timestamps without a time zone, as the executor writes them (YYYY-MM-DDTHH:MM:SS[.fraction]). */
const plainTimestamps = new Set<DuckDBTypeId>([
  DuckDBTypeId.TIMESTAMP,
  DuckDBTypeId.TIMESTAMP_S,
  DuckDBTypeId.TIMESTAMP_MS,
  DuckDBTypeId.TIMESTAMP_NS,
]);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
// DuckDB writes a fraction without trailing zeros, so equal-length prefixes order as the instants do
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/;

function every(rows: readonly Row[], name: string, test: (v: Row[string]) => boolean): boolean {
  return rows.every((row) => row[name] === null || test(row[name]!));
}

/**
 * How one column of a DuckDB answer, converted as the executor converts it, orders in memory exactly
 * as DuckDB orders it (ValueOrder). A DECIMAL of scale s keeps its order as a JS number while
 * |x| < 2^51 / 10^s (a double's spacing there is below half of 10^-s, so no two decimals meet);
 * dates and timestamps order as their text between the years 0 and 9999; VARCHAR compares by bytes,
 * i.e. by code point. Anything else (a time zone, intervals, lists, a lossy conversion) is 'none'.
 */
export function duckDbValueOrder(type: DuckDBType, name: string, rows: readonly Row[]): ValueOrder {
  const id = type.typeId;
  if (exactNumbers.has(id)) return 'number';
  if (wideIntegers.has(id))
    return every(rows, name, (v) => Math.abs(v as number) <= Number.MAX_SAFE_INTEGER) ? 'number' : 'none';
  if (type instanceof DuckDBDecimalType) {
    const bound = 2 ** 51 / 10 ** type.scale;
    return every(rows, name, (v) => Math.abs(v as number) < bound) ? 'number' : 'none';
  }
  if (id === DuckDBTypeId.BOOLEAN) return 'boolean';
  if (id === DuckDBTypeId.VARCHAR) return 'text';
  if (id === DuckDBTypeId.DATE) return every(rows, name, (v) => isoDate.test(String(v))) ? 'text' : 'none';
  if (plainTimestamps.has(id))
    return every(rows, name, (v) => isoTimestamp.test(String(v))) ? 'text' : 'none';
  return 'none';
}

/** The order of every column of an answer (see duckDbValueOrder). */
export function duckDbValueOrders(
  types: readonly DuckDBType[],
  names: readonly string[],
  rows: readonly Row[],
): Map<string, ValueOrder> {
  return new Map(names.map((name, i) => [name, duckDbValueOrder(types[i]!, name, rows)] as const));
}
