import type { SelectNode } from '../ast/nodes';
import type { Dialect } from '../dialects/dialect';
import type { CompiledQuery } from './query-compiler';

/** SQL text and bound parameters of `node` in `dialect`. The tree is printed as it is: run the passes first. */
export function compile(node: SelectNode, dialect: Dialect): CompiledQuery {
  return dialect.createCompiler().compile(node);
}
