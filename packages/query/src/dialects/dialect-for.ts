import type { Dialect, DialectName } from './dialect';
import { duckdbDialect } from './duckdb';
import { postgresDialect } from './postgres';

/** The dialect of an engine by its name (an executor's `dialect`). */
export function dialectFor(name: DialectName): Dialect {
  return name === 'postgres' ? postgresDialect : duckdbDialect;
}
