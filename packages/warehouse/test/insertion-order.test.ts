import { afterAll, beforeAll, expect, it } from 'vitest';
import { DuckDbExecutor } from '../src/index';

let db: DuckDbExecutor;
beforeAll(async () => {
  db = await DuckDbExecutor.open(':memory:');
});
afterAll(() => db.close());

const setting = async (): Promise<unknown> =>
  (await db.query({ sql: "SELECT current_setting('preserve_insertion_order') AS v", params: [] }))[0]?.['v'];

it('keeps insertion order while any ordered work runs, and only then', async () => {
  expect(await setting()).toBe(false);
  let releaseFirst!: () => void;
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const seen: unknown[] = [];
  const first = db.inInsertionOrder(async () => {
    seen.push(await setting());
    await firstHeld;
    seen.push(await setting());
  });
  const second = db.inInsertionOrder(async () => {
    seen.push(await setting());
  });
  await second;
  expect(await setting()).toBe(true); // the first still runs
  releaseFirst();
  await first;
  expect(seen).toEqual([true, true, true]);
  expect(await setting()).toBe(false);
  // a failing work turns it off as well, and a later one on again
  await expect(db.inInsertionOrder(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  expect(await setting()).toBe(false);
  expect(await db.inInsertionOrder(setting)).toBe(true);
  expect(await setting()).toBe(false);
});
