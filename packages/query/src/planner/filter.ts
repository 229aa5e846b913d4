import { DomainError, type Connector, type Filter } from '@spendlens/domain';
import { combine } from '../ast/factory';
import type { ExpressionNode, LogicalOperator } from '../ast/nodes';
import { planClause } from './clause';
import type { ColumnResolver } from './columns';

function logicalOperator(connector: Connector): LogicalOperator {
  if (connector === '&') return 'and';
  if (connector === '|') return 'or';
  throw new DomainError('bad_request', `Unknown connector: ${String(connector).slice(0, 5)}`);
}

/**
 * A filter as one condition, or undefined when it filters nothing. The clauses of a group are
 * joined by its clause_connector; each group joins what comes before it with its group_connector,
 * left to right: [g1, |g2, &g3] is ((g1 or g2) and g3). Groups without clauses are left out.
 */
export function planFilter(filter: Filter, resolve: ColumnResolver): ExpressionNode | undefined {
  let operands: ExpressionNode[] = [];
  let operator: LogicalOperator | undefined;
  for (const group of filter) {
    const condition = combine(
      logicalOperator(group.clause_connector),
      group.clauses.map((clause) => planClause(clause, resolve)),
    );
    if (condition === undefined) continue;
    if (operands.length > 0) {
      const connector = logicalOperator(group.group_connector);
      // A change of connector closes what came before into one operand: ((g1 or g2) and g3).
      if (operator !== undefined && connector !== operator)
        operands = [combine(operator, operands) as ExpressionNode];
      operator = connector;
    }
    operands.push(condition);
  }
  return operator === undefined ? operands[0] : combine(operator, operands);
}
