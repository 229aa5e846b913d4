import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from './insert-user';
import { outbox } from './outbox';
import { startTestServer, type TestServer } from './start-test-server';

type Row = Record<string, unknown>;
const duplicates = 'pub.invoice_duplicates__duplicate_invoices';

/**
 * Issue 34 item 6: the alert digests go only to users who may still sign in and read them — not to a
 * disabled, an expired or an unactivated one — and list only the findings the user's grant shows at
 * sending.
 */
describe('alert digests: only to users who may read them', () => {
  let server: TestServer;
  let systemId: number;
  let clientId: number;
  beforeAll(async () => {
    server = await startTestServer({ DEMO_INVOICE_LINES: '500' });
    const system = await server.store
      .selectFrom('systems')
      .select(['id', 'client_id'])
      .where('name', '=', 'SAP-DEMO')
      .executeTakeFirstOrThrow();
    systemId = system.id;
    clientId = system.client_id;
  }, 120_000);
  afterAll(() => server?.close());

  const sql = (text: string, params: unknown[]) =>
    server.warehouse.query({ sql: text, params: params as never }) as Promise<Row[]>;

  /** A subscriber of every duplicate invoice of SAP-DEMO, with the demo client's grant (`companyCodes`: all when null). */
  async function subscriber(
    uid: string,
    state: {
      disabled_at?: Date;
      expires_at?: Date;
      activation_pending?: boolean;
      is_enabled?: boolean;
      companyCodes?: string[];
    } = {},
  ): Promise<void> {
    const { companyCodes, ...columns } = state;
    const id = await insertUser(server.store, uid, 'Digest#Reader1');
    await server.store
      .updateTable('users')
      .set({ ...columns, current_client_id: clientId })
      .where('id', '=', id)
      .execute();
    await server.store
      .insertInto('user_clients')
      .values({
        user_id: id,
        client_id: clientId,
        company_codes: companyCodes ? JSON.stringify(companyCodes) : null,
        account_groups: null,
      })
      .execute();
    await server.store
      .insertInto('alert_subscriptions')
      .values({
        user_id: id,
        system_id: systemId,
        company_code: null,
        kinds: JSON.stringify(['duplicate_invoice']),
      })
      .execute();
  }

  /** The digests mailed to `uid`, decoded. */
  const digestsTo = async (uid: string) =>
    (await outbox(server.dataDir)).filter(
      (m) => m.name.endsWith('.eml') && m.text.includes(`To: ${uid}`) && m.text.includes('new finding'),
    );

  it('a disabled, an expired and an unactivated subscriber get no digest; a finding outside a subscriber’s company codes is not in theirs', async () => {
    // two duplicate-invoice findings, each in one company code only, and not the same one
    const findings = await sql(
      `select finding_key, min(company_code) as company_code from ${duplicates}
       where system_id = $1 and finding_key is not null group by finding_key
       having count(distinct company_code) = 1 order by finding_key`,
      [systemId],
    );
    const inside = findings[0]!;
    const outside = findings.find((f) => f['company_code'] !== inside['company_code'])!;
    expect(outside).toBeDefined();
    const insideKey = String(inside['finding_key']);
    const outsideKey = String(outside['finding_key']);

    const past = new Date(Date.now() - 60_000);
    await subscriber('digest.full@spendlens.test');
    await subscriber('digest.scoped@spendlens.test', { companyCodes: [String(inside['company_code'])] });
    await subscriber('digest.disabled@spendlens.test', { disabled_at: past });
    await subscriber('digest.expired@spendlens.test', { expires_at: past });
    await subscriber('digest.unactivated@spendlens.test', { activation_pending: true, is_enabled: false });

    // both findings as if never published before: the next publish finds them new
    await server.store
      .deleteFrom('findings_seen')
      .where('system_id', '=', systemId)
      .where('finding_key', 'in', [insideKey, outsideKey])
      .execute();
    const root = path.join(server.dataDir, 'extracts');
    const manifest = (await fs.readdir(root, { recursive: true })).find(
      (entry) => entry.startsWith('SAP-DEMO') && entry.endsWith('manifest.json'),
    )!;
    await server.ingest.ingest(systemId, path.join(root, path.dirname(manifest)));

    const full = await digestsTo('digest.full@spendlens.test');
    expect(full).toHaveLength(1);
    expect(full[0]!.text).toContain(`finding=${encodeURIComponent(insideKey)}`);
    expect(full[0]!.text).toContain(`finding=${encodeURIComponent(outsideKey)}`);
    const scoped = await digestsTo('digest.scoped@spendlens.test');
    expect(scoped).toHaveLength(1);
    expect(scoped[0]!.text).toContain(`finding=${encodeURIComponent(insideKey)}`);
    expect(scoped[0]!.text).not.toContain(`finding=${encodeURIComponent(outsideKey)}`);
    expect(scoped[0]!.text).toContain('Subject: Spendlens: 1 new finding in SAP-DEMO');
    for (const uid of ['disabled', 'expired', 'unactivated'])
      expect(await digestsTo(`digest.${uid}@spendlens.test`), uid).toEqual([]);
  }, 60_000);
});
