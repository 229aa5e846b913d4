import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Row } from '@spendlens/domain';
import { DuckDbExecutor } from '../../../warehouse/src/duckdb-executor';
import { postgresTypeParser } from '../../../warehouse/src/postgres-executor';
import { compile, duckdbDialect, postgresDialect, type Dialect, type SelectNode } from '../../src/index';
import { fixtureStatements } from './fixture';

/** A real engine holding the fixture, answering rows with the warehouse's JSON-safe values. */
export interface TestEngine {
  readonly name: 'duckdb' | 'postgres';
  readonly dialect: Dialect;
  /** The schema the fixture table lives in. */
  readonly schema: string;
  run(node: SelectNode): Promise<Row[]>;
  raw(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openDuckDb(): Promise<TestEngine> {
  const db = await DuckDbExecutor.open(':memory:', { threads: 1 });
  const schema = 'pub';
  await db.run(`create schema ${schema}`);
  for (const statement of fixtureStatements(schema)) await db.run(statement.sql, statement.params);
  return {
    name: 'duckdb',
    dialect: duckdbDialect,
    schema,
    run: (node) => db.query(compile(node, duckdbDialect)),
    raw: (sql, params = []) => db.query({ sql, params }),
    close: () => db.close(),
  };
}

/** PostgreSQL at 127.0.0.1:5432 (trust auth, database test), in a schema of its own dropped on close. */
export async function openPostgres(): Promise<TestEngine> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: 'test',
    types: { getTypeParser: postgresTypeParser as never },
  });
  await client.connect();
  const schema = `query_test_${randomBytes(6).toString('hex')}`;
  await client.query(`create schema "${schema}"`);
  for (const statement of fixtureStatements(schema)) await client.query(statement.sql, statement.params);
  const raw = async (sql: string, params: readonly unknown[] = []) =>
    (await client.query(sql, params as unknown[])).rows as Row[];
  return {
    name: 'postgres',
    dialect: postgresDialect,
    schema,
    run: (node) => {
      const { sql, params } = compile(node, postgresDialect);
      return raw(sql, params);
    },
    raw,
    close: async () => {
      await client.query(`drop schema "${schema}" cascade`);
      await client.end();
    },
  };
}

export const engineOpeners = { duckdb: openDuckDb, postgres: openPostgres } as const;
