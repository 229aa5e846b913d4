import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppStore, type AppStore } from '../src/app-store/open-app-store';
import { findSystemByName } from '../src/services/find-system-by-name';

let store: AppStore;
const ids: Record<string, number> = {};

beforeAll(async () => {
  store = await openAppStore({ dataDir: ':memory:' });
  for (const [client, systems] of [
    ['Acme', ['SAP-PROD', 'SAP-QA']],
    ['Globex', ['SAP-PROD']],
  ] as const) {
    const { id: clientId } = await store
      .insertInto('clients')
      .values({ name: client })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const name of systems) {
      const { id } = await store
        .insertInto('systems')
        .values({ client_id: clientId, name, type: 'sap', currency: 'EUR', add_ons: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[`${client}/${name}`] = id;
    }
  }
});
afterAll(() => store.destroy());

describe('the CLI names a system', () => {
  it('by its name when only one client has a system of that name', async () => {
    expect(await findSystemByName(store, 'SAP-QA')).toBe(ids['Acme/SAP-QA']);
  });
  it('refuses a name several clients use, listing them, and takes the client it is given', async () => {
    await expect(findSystemByName(store, 'SAP-PROD')).rejects.toThrow(
      'Several clients have a system named SAP-PROD (Acme, Globex): name one with --client <name>',
    );
    expect(await findSystemByName(store, 'SAP-PROD', 'Globex')).toBe(ids['Globex/SAP-PROD']);
    expect(await findSystemByName(store, 'SAP-PROD', 'Acme')).toBe(ids['Acme/SAP-PROD']);
  });
  it('says what is missing', async () => {
    await expect(findSystemByName(store, 'NOPE')).rejects.toThrow('No system named NOPE');
    await expect(findSystemByName(store, 'SAP-QA', 'Globex')).rejects.toThrow(
      'Client Globex has no system named SAP-QA',
    );
  });
});
