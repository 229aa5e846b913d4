import { DomainError, type ColumnFormat, type DataType, type TotalRule } from '@spendlens/domain';
import { column } from '../ast/factory';
import type { ExpressionNode } from '../ast/nodes';
import type { SourceTable } from './source';

/** A name a request used, resolved to what SQL computes for it and the data type of the result. */
export interface ResolvedColumn {
  readonly name: string;
  readonly dataType: DataType;
  readonly expression: ExpressionNode;
  /** The source column's format ('code': never summed in totals). */
  readonly format?: ColumnFormat;
  /** How the Total row forms its cell: the source column's rule, an aggregate's (output.ts); left out: blank. */
  readonly total?: TotalRule;
  /** The values of a binned column in their order (a source column's, a bin transform's labels). */
  readonly order?: readonly string[];
}

/** Resolves a name or throws DomainError('unknown_column'). */
export type ColumnResolver = (name: string) => ResolvedColumn;

export function unknownColumn(name: unknown): DomainError {
  return new DomainError('unknown_column', `Unknown column: ${String(name).slice(0, 128)}`);
}

/** Names of the source table; own keys only, so `constructor` or `__proto__` are unknown too. */
export function sourceColumnResolver(source: SourceTable): ColumnResolver {
  return (name) => {
    const found =
      typeof name === 'string' && Object.hasOwn(source.columns, name) ? source.columns[name] : undefined;
    if (found === undefined) throw unknownColumn(name);
    return {
      name,
      dataType: found.dataType,
      expression: column(name),
      ...(found.format ? { format: found.format } : {}),
      ...(found.total ? { total: found.total } : {}),
      ...(found.order ? { order: found.order } : {}),
    };
  };
}

/** Resolves against a fixed set of resolved columns (the output of a query). */
export function mapResolver(columns: ReadonlyMap<string, ResolvedColumn>): ColumnResolver {
  return (name) => {
    const found = columns.get(name);
    if (found === undefined) throw unknownColumn(name);
    return found;
  };
}
