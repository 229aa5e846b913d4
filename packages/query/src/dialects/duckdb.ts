import type { SqlType } from '../ast/nodes';
import { QueryCompiler } from '../compiler/query-compiler';
import type { Dialect, DialectCapabilities } from './dialect';

const capabilities: DialectCapabilities = Object.freeze({
  anyValue: true,
  ilike: true,
  maxParameters: Number.MAX_SAFE_INTEGER,
  // VARCHAR compares byte-wise (UTF-8), i.e. by code point; no default_collation is set
  codePointTextOrder: true,
});

/** DuckDB: `$n` placeholders (as @duckdb/node-api binds them), native median and any_value. */
export class DuckDbQueryCompiler extends QueryCompiler {
  protected override typeName(type: SqlType): string {
    return type === 'double' ? 'double' : super.typeName(type);
  }
}

export const duckdbDialect: Dialect = Object.freeze({
  name: 'duckdb',
  capabilities,
  createCompiler: () => new DuckDbQueryCompiler(capabilities),
});
