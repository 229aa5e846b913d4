import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardWidgetData } from '@spendlens/domain';
import { createAdminService } from '../src/admin/admin-service';
import { insertUser } from './insert-user';
import { demoErpsEnv } from './demo-erps-env';
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
    server = await startTestServer(demoErpsEnv);
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

  it('answers the dashboard’s cross_system widget as SQL over the published cross-system rows; the canary’s holds SAP-DEMO only', async () => {
    const all = ids['ALL-DEMO']!;
    type Widget = DashboardWidgetData<'cross_system'>;
    const widget = async (tokenUsed: string, dateRange = '-1') => {
      const response = await server.api(`dashboard/cross_system/${all}/${dateRange}?company_code=-1`, {
        token: tokenUsed,
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Widget }).data;
    };
    const sql = (text: string) => server.warehouse.query({ sql: text, params: [all] });
    const cents = (n: unknown) => Math.round(Number(n) * 100);
    const data = await widget(token);

    const members = await sql(`select member_system::integer as id, any_value(system_name) as name,
        count(distinct vendor_record)::integer as vendors, sum(number_of_invoices)::integer as invoices,
        sum(net_value)::double as net
      from pub.cross_system__vendor_summary where system_id = $1 group by member_system, common_currency
      order by net desc`);
    expect(members).toHaveLength(5);
    expect(
      data.members.map((m) => [
        m.member_system,
        m.system_name,
        m.vendor_records,
        m.number_of_invoices,
        cents(m.net_value),
      ]),
    ).toEqual(members.map((m) => [m['id'], m['name'], m['vendors'], m['invoices'], cents(m['net'])]));

    const [pairs] = await sql(`select count(*)::integer as pairs,
        count(*) filter (where different_bank_details or different_payment_terms or different_address or different_block)::integer as conflicts,
        count(*) filter (where different_bank_details)::integer as bank,
        count(*) filter (where different_payment_terms)::integer as terms,
        count(*) filter (where different_address)::integer as address,
        count(*) filter (where different_block)::integer as block
      from pub.cross_system__vendor_matches where system_id = $1`);
    expect(data.vendor_pairs).toEqual({
      pairs: pairs!['pairs'],
      with_conflicts: pairs!['conflicts'],
      different_bank_details: pairs!['bank'],
      different_payment_terms: pairs!['terms'],
      different_address: pairs!['address'],
      different_block: pairs!['block'],
    });
    expect(data.vendor_pairs.with_conflicts).toBeGreaterThan(0);

    const duplicates =
      await sql(`select common_currency, count(*)::integer as n, sum(common_amount)::double as v,
        count(*) filter (where paid_in_both)::integer as pn, coalesce(sum(common_amount) filter (where paid_in_both), 0)::double as pv
      from pub.cross_system__duplicate_invoices where system_id = $1 group by 1 order by 1`);
    expect(duplicates.length).toBeGreaterThan(0);
    expect(
      data.duplicate_invoices.map((d) => [
        d.common_currency,
        d.pairs,
        cents(d.value),
        d.paid_in_both_pairs,
        cents(d.paid_in_both_value),
      ]),
    ).toEqual(duplicates.map((d) => [d['common_currency'], d['n'], cents(d['v']), d['pn'], cents(d['pv'])]));

    const shared =
      await sql(`select cross_vendor_id, count(distinct system_name)::integer as systems, sum(net_value)::double as net
      from pub.cross_system__vendor_summary where system_id = $1 group by cross_vendor_id, common_currency
      having count(distinct system_name) > 1 order by net desc, cross_vendor_id limit 10`);
    expect(shared.length).toBeGreaterThan(0);
    expect(data.top_vendors.map((v) => [v.cross_vendor_id, v.systems, cents(v.net_value)])).toEqual(
      shared.map((v) => [v['cross_vendor_id'], v['systems'], cents(v['net'])]),
    );

    // a user holding SAP-DEMO and the multi-system: one member, no pair, no vendor shared with another
    const canary = await widget(await server.signIn('canary@spendlens.test', password));
    expect(canary.members.map((m) => m.system_name)).toEqual(['SAP-DEMO']);
    expect(canary.vendor_pairs.pairs).toBe(0);
    expect(canary.duplicate_invoices).toEqual([]);
    expect(canary.top_vendors).toEqual([]);
  });

  it('refuses a company-code grant on the pairs, which span company codes', async () => {
    const { id } = await server.store
      .selectFrom('users')
      .select('id')
      .where('uid', '=', 'canary@spendlens.test')
      .executeTakeFirstOrThrow();
    await server.store
      .updateTable('user_clients')
      .set({ company_codes: JSON.stringify(['1000']) })
      .where('user_id', '=', id)
      .execute();
    // as a grant change made in this process would, the server is told to read the grant again
    server.forgetAccess(id);
    const canary = await server.signIn('canary@spendlens.test', password);
    expect((await summary(canary, cross('vendor_matches'))).status).toBe(403);
    expect([200, 204]).toContain((await summary(canary, cross('vendor_summary'))).status);
  });
});
