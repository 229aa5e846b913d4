import { expect } from 'vitest';
import { compile, duckdbDialect, postgresDialect, type SelectNode } from '../../src/index';

export interface Golden {
  duckdb: string;
  postgres: string;
  params: unknown[];
}

/** The same SQL text in both dialects. */
export function same(sql: string, params: unknown[] = []): Golden {
  return { duckdb: sql, postgres: sql, params };
}

/** Asserts the exact SQL text per dialect and the exact parameters (the same in both). */
export function expectGolden(node: SelectNode, golden: Golden): void {
  expect(compile(node, duckdbDialect)).toEqual({ sql: golden.duckdb, params: golden.params });
  expect(compile(node, postgresDialect)).toEqual({ sql: golden.postgres, params: golden.params });
}
