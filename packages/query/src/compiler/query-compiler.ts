import { DomainError, assertNever } from '@spendlens/domain';
import type {
  AggregateNode,
  BinaryNode,
  CaseNode,
  DateUnit,
  ExpressionNode,
  FromNode,
  InListNode,
  LikeNode,
  LogicalNode,
  Node,
  OrderByItemNode,
  SelectionNode,
  SelectNode,
  SqlType,
  StarNode,
  UnaryNode,
  WindowNode,
} from '../ast/nodes';
import type { DialectCapabilities } from '../dialects/dialect';

/** SQL text with numbered placeholders and the values bound to them, in order. */
export interface CompiledQuery {
  sql: string;
  params: unknown[];
}

/** Nodes that need parentheses when they are the operand of another operator. */
const compound = new Set<Node['kind']>([
  'binary',
  'logical',
  'unary',
  'in_list',
  'in_subquery',
  'like',
  'is_null',
]);

/**
 * The one visitor: walks a tree and appends SQL text, collecting bound values as parameters. The
 * defaults are ANSI/PostgreSQL-flavoured; a dialect subclass overrides only the protected hooks.
 * A compiler instance compiles one query.
 */
export class QueryCompiler {
  private sql = '';
  private readonly params: unknown[] = [];

  constructor(protected readonly capabilities: DialectCapabilities) {}

  compile(node: SelectNode): CompiledQuery {
    this.visit(node);
    if (this.params.length > this.capabilities.maxParameters) {
      throw new DomainError(
        'bad_request',
        `The query carries ${this.params.length} values; at most ${this.capabilities.maxParameters} are allowed`,
      );
    }
    return { sql: this.sql, params: [...this.params] };
  }

  // ---- hooks --------------------------------------------------------------------------------

  /** The placeholder of the parameter numbered `index` (1-based). */
  protected placeholder(index: number): string {
    return `$${index}`;
  }

  protected quoteIdentifier(name: string): string {
    return `"${name.replaceAll('"', '""')}"`;
  }

  protected typeName(type: SqlType): string {
    switch (type) {
      case 'bigint':
        return 'bigint';
      case 'double':
        return 'double precision';
      case 'date':
        return 'date';
      case 'timestamp':
        return 'timestamp';
      case 'text':
        return 'text';
      default:
        // decimal(p, s), checked by the factory: our own constants
        if (type.startsWith('decimal(')) return type;
        return assertNever(type as never);
    }
  }

  protected booleanLiteral(value: boolean): string {
    return value ? 'true' : 'false';
  }

  /**
   * The continuous median (the mean of the two middle values for an even count, as pandas), over
   * the values as double: DuckDB's median of a DECIMAL column is rounded back to its scale
   * (−13104.865 became −13104.87), PostgreSQL's percentile_cont is double already.
   */
  protected appendMedian(arg: ExpressionNode): void {
    this.append('median(cast(');
    this.visit(arg);
    this.append(' as double))');
  }

  protected appendCountDistinct(arg: ExpressionNode): void {
    this.append('count(distinct ');
    this.visit(arg);
    this.append(')');
  }

  /** The `first` aggregate: any_value where the engine has it, min otherwise. */
  protected appendAnyValue(arg: ExpressionNode): void {
    this.append(this.capabilities.anyValue ? 'any_value(' : 'min(');
    this.visit(arg);
    this.append(')');
  }

  /** The first day of the unit holding a date, as a date (both engines have date_trunc). */
  protected appendDateTrunc(unit: DateUnit, operand: ExpressionNode): void {
    this.append(`cast(date_trunc('${unit}', `);
    this.visit(operand);
    this.append(') as date)');
  }

  protected appendLike(node: LikeNode): void {
    const lower = node.caseInsensitive && !this.capabilities.ilike;
    const keyword = node.caseInsensitive && this.capabilities.ilike ? 'ilike' : 'like';
    this.appendWrapped(node.operand, lower);
    this.append(node.negated ? ` not ${keyword} ` : ` ${keyword} `);
    this.appendWrapped(node.pattern, lower);
    this.append(" escape '\\'");
  }

  // ---- the visitor --------------------------------------------------------------------------

  protected append(text: string): void {
    this.sql += text;
  }

  protected appendValue(value: unknown): void {
    this.params.push(value);
    this.append(this.placeholder(this.params.length));
  }

  protected visit(node: Node): void {
    switch (node.kind) {
      case 'select':
        return this.visitSelect(node);
      case 'selection':
        return this.visitSelection(node);
      case 'table':
        return this.appendQualified(node.schema, node.name);
      case 'derived_table':
      case 'union_all':
        return this.visitFrom(node);
      case 'cte':
        this.append(`${this.quoteIdentifier(node.name)} as (`);
        this.visit(node.query);
        return this.append(')');
      case 'order_by_item':
        return this.visitOrderByItem(node);
      case 'when':
        this.append('when ');
        this.visit(node.condition);
        this.append(' then ');
        return this.visit(node.result);
      case 'star':
        return this.append('*');
      case 'column':
        return this.appendQualified(node.table, node.name);
      case 'value':
        return this.appendValue(node.value);
      case 'literal':
        if (typeof node.value === 'boolean') return this.append(this.booleanLiteral(node.value));
        return this.append(node.value === null ? 'null' : String(node.value));
      case 'binary':
        return this.visitBinary(node);
      case 'logical':
        return this.visitLogical(node);
      case 'unary':
        return this.visitUnary(node);
      case 'in_list':
        return this.visitInList(node);
      case 'like':
        return this.appendLike(node);
      case 'in_subquery':
        this.appendWrapped(node.operand);
        this.append(node.negated ? ' not in (' : ' in (');
        this.visit(node.query);
        return this.append(')');
      case 'is_null':
        this.appendWrapped(node.operand);
        return this.append(node.negated ? ' is not null' : ' is null');
      case 'case':
        return this.visitCase(node);
      case 'cast':
        this.append('cast(');
        this.visit(node.operand);
        return this.append(` as ${this.typeName(node.type)})`);
      case 'function':
        this.append(`${node.name}(`);
        this.appendList(node.args);
        return this.append(')');
      case 'aggregate':
        return this.visitAggregate(node);
      case 'window':
        return this.visitWindow(node);
      case 'date_trunc':
        return this.appendDateTrunc(node.unit, node.operand);
      case 'subquery':
        this.append('(');
        this.visit(node.query);
        return this.append(')');
      default:
        return assertNever(node);
    }
  }

  private visitSelect(node: SelectNode): void {
    if (node.with.length > 0) {
      this.append('with ');
      this.appendList(node.with);
      this.append(' ');
    }
    this.append(node.distinct ? 'select distinct ' : 'select ');
    this.appendList(node.selections);
    this.append(' from ');
    this.visitFrom(node.from);
    if (node.where) {
      this.append(' where ');
      this.visit(node.where);
    }
    if (node.groupBy.length > 0) {
      this.append(' group by ');
      this.appendList(node.groupBy);
    }
    if (node.having) {
      this.append(' having ');
      this.visit(node.having);
    }
    if (node.orderBy.length > 0) {
      this.append(' order by ');
      this.appendList(node.orderBy);
    }
    if (node.limit) {
      this.append(' limit ');
      this.visit(node.limit);
    }
    if (node.offset) {
      this.append(' offset ');
      this.visit(node.offset);
    }
  }

  private visitSelection(node: SelectionNode): void {
    this.visit(node.expression);
    const implicit = node.expression.kind === 'column' && node.expression.name === node.alias;
    if (node.alias !== undefined && !implicit) this.append(` as ${this.quoteIdentifier(node.alias)}`);
  }

  private visitFrom(node: FromNode): void {
    switch (node.kind) {
      case 'table':
        return this.visit(node);
      case 'derived_table':
        this.append('(');
        this.visit(node.query);
        return this.append(`) as ${this.quoteIdentifier(node.alias)}`);
      case 'union_all':
        // each query in parentheses: one may have its own ORDER BY and LIMIT
        this.append('(');
        node.queries.forEach((query, i) => {
          this.append(i > 0 ? ' union all (' : '(');
          this.visit(query);
          this.append(')');
        });
        return this.append(`) as ${this.quoteIdentifier(node.alias)}`);
      default:
        return assertNever(node);
    }
  }

  private visitOrderByItem(node: OrderByItemNode): void {
    this.visit(node.expression);
    this.append(` ${node.direction} nulls ${node.nulls}`);
  }

  private visitBinary(node: BinaryNode): void {
    this.appendWrapped(node.left);
    this.append(` ${node.operator} `);
    this.appendWrapped(node.right);
  }

  private visitLogical(node: LogicalNode): void {
    node.operands.forEach((operand, i) => {
      if (i > 0) this.append(` ${node.operator} `);
      const parens = operand.kind === 'logical';
      if (parens) this.append('(');
      this.visit(operand);
      if (parens) this.append(')');
    });
  }

  private visitUnary(node: UnaryNode): void {
    this.append(node.operator === 'not' ? 'not ' : '-');
    this.appendWrapped(node.operand);
  }

  private visitInList(node: InListNode): void {
    if (node.values.length === 0) {
      throw new Error('An empty IN list reached the compiler: run the removeEmptyInLists pass first');
    }
    this.appendWrapped(node.operand);
    this.append(node.negated ? ' not in (' : ' in (');
    this.appendList(node.values);
    this.append(')');
  }

  private visitWindow(node: WindowNode): void {
    this.append(`${node.name}(`);
    if (node.arg) this.visit(node.arg);
    this.append(') over (');
    if (node.partitionBy.length > 0) {
      this.append('partition by ');
      this.appendList(node.partitionBy);
    }
    if (node.orderBy.length > 0) {
      if (node.partitionBy.length > 0) this.append(' ');
      this.append('order by ');
      this.appendList(node.orderBy);
    }
    this.append(')');
  }

  private visitCase(node: CaseNode): void {
    this.append('case ');
    node.whens.forEach((w) => {
      this.visit(w);
      this.append(' ');
    });
    if (node.otherwise !== undefined) {
      this.append('else ');
      this.visit(node.otherwise);
      this.append(' ');
    }
    this.append('end');
  }

  private visitAggregate(node: AggregateNode): void {
    this.appendAggregateCall(node);
    if (node.filter === undefined) return;
    this.append(' filter (where ');
    this.visit(node.filter);
    this.append(')');
  }

  private appendAggregateCall(node: AggregateNode): void {
    const arg: ExpressionNode | StarNode = node.arg;
    if (arg.kind === 'star') return this.append('count(*)');
    switch (node.name) {
      case 'median':
        return this.appendMedian(arg);
      case 'any_value':
        return this.appendAnyValue(arg);
      case 'count':
        if (node.distinct) return this.appendCountDistinct(arg);
        break;
      case 'sum':
      case 'avg':
      case 'min':
      case 'max':
        break;
      default:
        return assertNever(node.name);
    }
    this.append(node.distinct ? `${node.name}(distinct ` : `${node.name}(`);
    this.visit(arg);
    this.append(')');
  }

  /** An operand, in parentheses when it is itself an operator expression; in lower() when asked. */
  private appendWrapped(node: ExpressionNode, lower = false): void {
    const parens = compound.has(node.kind);
    this.append(lower ? 'lower(' : parens ? '(' : '');
    this.visit(node);
    this.append(lower || parens ? ')' : '');
  }

  private appendQualified(qualifier: string | undefined, name: string): void {
    if (qualifier !== undefined) this.append(`${this.quoteIdentifier(qualifier)}.`);
    this.append(this.quoteIdentifier(name));
  }

  private appendList(nodes: readonly Node[]): void {
    nodes.forEach((node, i) => {
      if (i > 0) this.append(', ');
      this.visit(node);
    });
  }
}
