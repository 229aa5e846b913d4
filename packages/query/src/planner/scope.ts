import { binary, cast, column, inList, value } from '../ast/factory';
import type { ExpressionNode } from '../ast/nodes';
import { systemIdColumn, type Scope, type SourceTable } from './source';

/**
 * The scope conditions, always applied first and in this order: the system, the company codes, the
 * date range on the date column (half-open, compared as DATE), the account groups. A date range or
 * account groups on a source without the matching column are ignored. An empty list of company
 * codes or account groups selects nothing (the empty IN list becomes FALSE). A cross-system source
 * is read only where each of its member columns names a system of `scope.members`.
 */
export function scopeConditions(source: SourceTable, scope: Scope): ExpressionNode[] {
  const conditions: ExpressionNode[] = [binary('=', column(systemIdColumn), value(scope.systemId))];
  if (scope.companyCodes !== null) {
    conditions.push(
      source.companyCodeColumn === null
        ? inList(value(1), [])
        : inList(column(source.companyCodeColumn), scope.companyCodes.map(value)),
    );
  }
  if (scope.dateRange !== null && source.dateColumn !== null) {
    const date = column(source.dateColumn);
    conditions.push(
      binary('>=', date, cast(value(scope.dateRange.from), 'date')),
      binary('<', date, cast(value(scope.dateRange.to), 'date')),
    );
  }
  if (scope.accountGroups !== null && source.accountGroupColumn !== null) {
    conditions.push(inList(column(source.accountGroupColumn), scope.accountGroups.map(value)));
  }
  for (const name of scope.members?.columns ?? [])
    conditions.push(inList(column(name), (scope.members?.systems ?? []).map(value)));
  return conditions;
}
