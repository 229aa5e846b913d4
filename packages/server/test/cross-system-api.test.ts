import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminService } from '../src/admin/admin-service';
import { insertUser } from './insert-user';
import { startTestServer, type TestServer } from './start-test-server';

type Row = Record<string, unknown>;
const password = 'Canary#2026x';

/**
 * The cross-system pages of a multi-system (issue 21 item 4) through the API, on the demo client's
 * ALL-DEMO over SAP-DEMO, ORA-DEMO, JDE-DEMO, NS-DEMO and DW-DEMO (the datagen plants vendors shared by
 * all with conflicting master data, and one invoice paid in all; the settings of demo-erps.test.ts, so
 * the two share one seeded DATA_DIR): what the pages show of SAP-DEMO and NS-DEMO, and the canary — a
 * user whose grant holds only SAP-DEMO and the multi-system never reads a row of another member,
 * whatever it asks.
 */
describe('cross-system pages', () => {
  let server: TestServer;
  let token: string;
  let ids: Record<string, number>;

  const summary = async (tokenUsed: string, body: Row) =>
    server.api('summary', { token: tokenUsed, body: { page_rows: -1, ...body } });
  const rows = async (tokenUsed: string, body: Row): Promise<Row[]> => {
    const response = await summary(tokenUsed, body);
    // 204: nothing to show
    if (response.status === 204) return [];
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Row[] }).data;
  };
  const cross = (analysis: string, more: Row = {}) => ({
    system_id: ids['ALL-DEMO'],
    module: 'cross_system',
    analysis,
    ...more,
  });

  beforeAll(async () => {
    server = await startTestServer({
      DEMO_ORACLE_INVOICE_LINES: '1500',
      DEMO_JDE_INVOICE_LINES: '1500',
      DEMO_NETSUITE_INVOICE_LINES: '1500',
      DEMO_DOCUWARE_INVOICE_LINES: '1500',
    });
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    ids = Object.fromEntries(systems.map((s) => [s.name, s.id]));
    await insertUser(server.store, 'canary@spendlens.test', password);
    const admin = createAdminService({ store: server.store, clock: () => new Date() });
    await admin.grant({
      uid: 'canary@spendlens.test',
      clientName: 'Demo Group',
      roles: ['view'],
      systems: ['SAP-DEMO', 'ALL-DEMO'],
    });
  });
  afterAll(() => server?.close());

  it('offers a multi-system the cross-system pages only, and no other system any', async () => {
    expect(Object.keys(ids).sort()).toEqual([
      'ALL-DEMO',
      'DW-DEMO',
      'JDE-DEMO',
      'NS-DEMO',
      'ORA-DEMO',
      'SAP-DEMO',
    ]);
    const pages = async (system: number) =>
      (
        (await (await server.api(`systems/${system}/display_config`, { token })).json()) as {
          modules: { name: string; pages: { name: string; multiSystemOnly?: boolean }[] }[];
        }
      ).modules.flatMap((m) => m.pages.map((p) => `${m.name}/${p.name}${p.multiSystemOnly ? '*' : ''}`));
    expect(await pages(ids['ALL-DEMO']!)).toEqual([
      'cross_system/vendor_matches*',
      'cross_system/cross_system_data_quality*',
      'cross_system/duplicate_invoices*',
      'cross_system/vendor_summary*',
    ]);
    expect((await pages(ids['SAP-DEMO']!)).some((p) => p.startsWith('cross_system/'))).toBe(false);
    // and a member system cannot read them
    expect((await summary(token, { ...cross('vendor_matches'), system_id: ids['SAP-DEMO'] })).status).toBe(
      404,
    );
  });

  it('shows a vendor of SAP-DEMO and NS-DEMO with its conflicts, and the invoice paid in both', async () => {
    const sapNs = (r: Row) => r['system_name_a'] === 'SAP-DEMO' && r['system_name_b'] === 'NS-DEMO';
    const matches = await rows(token, cross('vendor_matches'));
    expect(matches.filter(sapNs).length).toBeGreaterThan(0);
    const conflicts = (await rows(token, cross('cross_system_data_quality'))).filter(sapNs);
    expect(conflicts.some((r) => r['different_payment_terms'] === true)).toBe(true);
    expect(conflicts.some((r) => r['different_address'] === true)).toBe(true);
    expect(conflicts.some((r) => r['different_block'] === true)).toBe(true);
    const duplicates = await rows(token, cross('duplicate_invoices'));
    expect(duplicates.some((r) => sapNs(r) && r['paid_in_both'] === true)).toBe(true);
    // the same numbers as SQL over the published rows
    const [sql] = await server.warehouse.query({
      sql: `select count(*)::integer as n from pub.cross_system__cross_system_data_quality where system_id = $1`,
      params: [ids['ALL-DEMO']],
    });
    expect(await rows(token, cross('cross_system_data_quality'))).toHaveLength(Number(sql?.['n']));
    const summed = await rows(
      token,
      cross('vendor_summary', {
        group_by: ['system_name'],
        aggregate: [{ col: 'net_value', fn: ['sum'], alias: ['net'] }],
      }),
    );
    expect(summed.map((r) => r['system_name']).sort()).toEqual([
      'DW-DEMO',
      'JDE-DEMO',
      'NS-DEMO',
      'ORA-DEMO',
      'SAP-DEMO',
    ]);
  });

  it('never shows a user a row of a system outside the grant (canary)', async () => {
    const canary = await server.signIn('canary@spendlens.test', password);
    const listed = (
      (await (await server.api('systems', { token: canary })).json()) as { name: string }[]
    ).map((s) => s.name);
    expect(listed.sort()).toEqual(['ALL-DEMO', 'SAP-DEMO']);
    expect((await server.api(`systems/${ids['NS-DEMO']}/company_codes`, { token: canary })).status).toBe(404);
    const nsId = ids['NS-DEMO']!;
    // the names of the other members' vendors
    const otherNames = new Set(
      (
        await server.warehouse.query({
          sql: 'select vendor_name from canon.vendors where system_id <> $1',
          params: [ids['SAP-DEMO']],
        })
      ).map((r) => String(r['vendor_name'])),
    );
    for (const analysis of [
      'vendor_matches',
      'cross_system_data_quality',
      'duplicate_invoices',
      'vendor_summary',
    ])
      for (const ask of [{}, { member_systems: [nsId] }, { member_systems: [ids['SAP-DEMO'], nsId] }]) {
        const seen = await rows(canary, cross(analysis, ask));
        const text = JSON.stringify(seen);
        for (const other of ['NS-DEMO', 'ORA-DEMO', 'JDE-DEMO', 'DW-DEMO']) expect(text).not.toContain(other);
        expect(
          seen.every((r) =>
            [r['member_a'], r['member_b'], r['member_system']].every(
              (v) => v === undefined || v === ids['SAP-DEMO'],
            ),
          ),
        ).toBe(true);
        // pairs need both systems: none is left for this user
        if (analysis !== 'vendor_summary') expect(seen).toEqual([]);
      }
    // the vendor summary shows the SAP-DEMO records, none of NS-DEMO's names beside them
    const own = await rows(
      canary,
      cross('vendor_summary', {
        group_by: ['system_name'],
        aggregate: [{ col: 'vendor_record', fn: ['nunique'], alias: ['n'] }],
      }),
    );
    expect(own.map((r) => r['system_name'])).toEqual(['SAP-DEMO']);
    // every vendor name seen is a SAP-DEMO vendor's own
    const names = async (system: number) =>
      new Set(
        (
          await server.warehouse.query({
            sql: 'select vendor_name from canon.vendors where system_id = $1',
            params: [system],
          })
        ).map((r) => String(r['vendor_name'])),
      );
    const sapNames = await names(ids['SAP-DEMO']!);
    const seenNames = (await rows(canary, cross('vendor_summary', { include_columns: ['vendor_name'] }))).map(
      (r) => String(r['vendor_name']),
    );
    expect(seenNames.length).toBeGreaterThan(0);
    expect(seenNames.filter((n) => !sapNames.has(n))).toEqual([]);
    expect(seenNames.filter((n) => otherNames.has(n) && !sapNames.has(n))).toEqual([]);
  });

  it('refuses a company-code grant on the pairs, which span company codes', async () => {
    await server.store
      .updateTable('user_clients')
      .set({ company_codes: JSON.stringify(['1000']) })
      .where(
        'user_id',
        '=',
        (
          await server.store
            .selectFrom('users')
            .select('id')
            .where('uid', '=', 'canary@spendlens.test')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 2100)); // the grant cache (AUTH_CACHE_SECONDS)
    const canary = await server.signIn('canary@spendlens.test', password);
    expect((await summary(canary, cross('vendor_matches'))).status).toBe(403);
    expect([200, 204]).toContain((await summary(canary, cross('vendor_summary'))).status);
  });
});
