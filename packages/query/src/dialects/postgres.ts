import type { ExpressionNode } from '../ast/nodes';
import { QueryCompiler } from '../compiler/query-compiler';
import type { Dialect, DialectCapabilities } from './dialect';

const capabilities: DialectCapabilities = Object.freeze({
  // any_value arrived in PostgreSQL 16; `first` uses min() so that 14 and 15 work too.
  anyValue: false,
  ilike: true,
  // The wire protocol numbers parameters with 16 bits.
  maxParameters: 65_535,
  // text orders by the database's collation (C only by choice of the administrator)
  codePointTextOrder: false,
});

/** PostgreSQL (and Citus): median is the continuous 50th percentile. */
export class PostgresQueryCompiler extends QueryCompiler {
  protected override appendMedian(arg: ExpressionNode): void {
    this.append('percentile_cont(0.5) within group (order by ');
    this.visit(arg);
    this.append(')');
  }
}

export const postgresDialect: Dialect = Object.freeze({
  name: 'postgres',
  capabilities,
  createCompiler: () => new PostgresQueryCompiler(capabilities),
});
