import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTableSql, type CanonicalTable, type DuckDbExecutor } from '@spendlens/warehouse';
import { insertRows } from '../src/findings/code-rows';
import { openWarehouse } from './helpers/warehouse';

const table: CanonicalTable = {
  name: 'code_rows_test',
  columns: [
    { name: 'system_id', type: 'INTEGER' },
    { name: 'text', type: 'VARCHAR' },
    { name: 'count', type: 'INTEGER' },
    { name: 'amount', type: 'DECIMAL(18,2)' },
    { name: 'score', type: 'DOUBLE' },
    { name: 'flag', type: 'BOOLEAN' },
    { name: 'day', type: 'DATE' },
    { name: 'stamp', type: 'TIMESTAMP' },
  ],
};

/** Rows computed in code reach their canonical table typed, whole and in any number (findings/code-rows.ts). */
describe('insertRows', () => {
  let db: DuckDbExecutor;
  beforeAll(async () => {
    db = await openWarehouse();
    await db.run(createTableSql(table, 'code_rows_test'));
  });
  afterAll(async () => db.close());
  const read = () =>
    db.query({
      sql: `SELECT system_id, text, count, amount::VARCHAR AS amount, score, flag, day::VARCHAR AS day, stamp::VARCHAR AS stamp
            FROM code_rows_test ORDER BY count`,
      params: [],
    });

  it('writes every value as given, texts with quotes, separators and control characters included, and a missing column as NULL', async () => {
    await db.run('DELETE FROM code_rows_test');
    const texts = [
      'plain',
      'quote " and \\ backslash',
      'record\u001eseparator\u001funit',
      'line\nbreak\ttab',
      'Zürich — 東京',
      '',
    ];
    await insertRows(
      db,
      table,
      'code_rows_test',
      7,
      texts.map((text, i) => ({
        text,
        count: i,
        amount: '1234.56',
        score: 0.25 * i,
        flag: i % 2 === 0,
        day: '2024-02-29',
        stamp: '2024-02-29 13:45:00',
      })),
    );
    await insertRows(db, table, 'code_rows_test', 7, [{ count: 99 }]);
    const rows = await read();
    expect(rows.map((r) => r['text'])).toEqual([...texts, null]);
    expect(rows[3]).toEqual({
      system_id: 7,
      text: 'line\nbreak\ttab',
      count: 3,
      amount: '1234.56',
      score: 0.75,
      flag: false,
      day: '2024-02-29',
      stamp: '2024-02-29 13:45:00',
    });
    expect(rows.at(-1)).toEqual({
      system_id: 7,
      text: null,
      count: 99,
      amount: null,
      score: null,
      flag: null,
      day: null,
      stamp: null,
    });
  });

  it('writes more rows than one statement carries', async () => {
    await db.run('DELETE FROM code_rows_test');
    const n = 45_001;
    await insertRows(
      db,
      table,
      'code_rows_test',
      1,
      Array.from({ length: n }, (_, i) => ({ text: `row ${i}`, count: i })),
    );
    const [row] = await db.query({
      sql: 'SELECT count(*) AS n, count(DISTINCT text) AS texts, sum(count) AS total FROM code_rows_test',
      params: [],
    });
    expect({ n: Number(row!['n']), texts: Number(row!['texts']), total: Number(row!['total']) }).toEqual({
      n,
      texts: n,
      total: (n * (n - 1)) / 2,
    });
  });

  it('fails the statement on a value that does not fit its column, writing none of its rows', async () => {
    await db.run('DELETE FROM code_rows_test');
    await expect(
      insertRows(db, table, 'code_rows_test', 1, [
        { text: 'fine', count: 1 },
        { text: 'bad', count: 'not a number' },
      ]),
    ).rejects.toThrow();
    expect(await read()).toEqual([]);
  });
});
