import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseChange, FindingCase } from '@spendlens/domain';
import { generateSapExtract } from '@spendlens/pipeline';
import { appStores, startOn } from './app-store-variants';
import { withCompanyCodeScope, type TestServer } from './start-test-server';

type Row = Record<string, unknown>;
const duplicates = 'pub.invoice_duplicates__duplicate_invoices';

/** The folder holding the demo's SAP extract (its manifest.json) under the server's DATA_DIR. */
async function demoExtract(dataDir: string): Promise<string> {
  const root = path.join(dataDir, 'extracts');
  for (const entry of await fs.readdir(root, { recursive: true }))
    if (entry.endsWith('manifest.json') && entry.startsWith('SAP-DEMO'))
      return path.join(root, path.dirname(entry));
  throw new Error('no demo extract');
}

/** Issue 23: the cases of findings, on both app stores. */
describe.each(appStores)('cases of findings (app store %s)', (kind) => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  let key: string;
  let companyCode: string;
  /** The digest subscription (of the demo viewer, the company code of `key`): made before the first ingest. */
  let subscription: number;
  beforeAll(async () => {
    // the 500-line demo (the settings of the other files on both app stores): its ingests are the
    // cost of this file, and it has the findings every test below needs
    server = await startOn(kind, { DEMO_INVOICE_LINES: '500' });
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    systemId = systems.find((s) => s.name === 'SAP-DEMO')!.id;
    const [row] = await sql(
      `select finding_key, min(company_code) as company_code from ${duplicates}
       where system_id = $1 and finding_key is not null group by finding_key
       having count(distinct company_code) = 1 order by finding_key limit 1`,
    );
    key = String(row!['finding_key']);
    companyCode = String(row!['company_code']);
  });
  afterAll(() => server?.close());

  const sql = (text: string, params: unknown[] = [systemId]) =>
    server.warehouse.query({ sql: text, params: params as never }) as Promise<Row[]>;
  const put = (findingKey: string, body: unknown, as = token) =>
    server.api(`cases/${systemId}/${findingKey}`, { method: 'PUT', token: as, body });
  const exceptions = async () =>
    Number(
      (
        await sql(
          `select coalesce(sum(exception_count), 0) as n from pub.weighted_exceptions__exceptions
           where system_id = $1 and analysis = 'duplicate_invoices'`,
        )
      )[0]!['n'],
    );
  const rowsOf = async (findingKey: string) =>
    Number(
      (
        await sql(
          `select count(*) as n from ${duplicates} where system_id = $1 and finding_key = $2 and not is_reversed_or_reversal`,
          [systemId, findingKey],
        )
      )[0]!['n'],
    );

  /** The digests in the outbox: their text, decoded from the .eml files. */
  const digests = async () => {
    const dir = path.join(server.dataDir, 'outbox');
    const files = (await fs.readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort();
    const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
    return texts
      .filter((t) => /Subject: Spendlens: \d+ new finding/.test(t))
      .map((t) =>
        t
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      );
  };

  it('refuses a dismissal without a reason, an unknown assignee, a bad key and an empty body, naming what is wrong', async () => {
    const noReason = await put(key, { status: 'dismissed' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain('needs a reason');
    const stranger = await put(key, { assignee: 'nobody@example.com' });
    expect(stranger.status).toBe(400);
    expect(JSON.stringify(await stranger.json())).toContain(
      'nobody@example.com is not a user of this client',
    );
    const badKey = await put('duplicate_invoice:xyz', { status: 'open' });
    expect(badKey.status).toBe(400);
    expect(JSON.stringify(await badKey.json())).toContain('finding_key');
    expect((await put(key, {})).status).toBe(400);
    expect((await put(key, { status: 'closed' })).status).toBe(400);
    const amount = await put(key, { amount_recovered: 10 });
    expect(amount.status).toBe(400);
    expect(JSON.stringify(await amount.json())).toContain('confirmed');
    // nothing was stored
    expect(await server.store.selectFrom('finding_cases').selectAll().execute()).toEqual([]);
    // an unknown finding of a real kind: 404
    expect((await put('duplicate_invoice:0000000000000000', { status: 'investigating' })).status).toBe(404);
  });

  it('dismisses a duplicate-invoice finding with a reason: its rows show it, it leaves the weighted exceptions, and its history says who and when', async () => {
    const before = await exceptions();
    const n = await rowsOf(key);
    expect(n).toBeGreaterThan(0);
    const response = await put(key, { status: 'dismissed', comment: 'Credit note posted; checked with AP' });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: FindingCase };
    expect(data).toMatchObject({
      finding_key: key,
      kind: 'duplicate_invoice',
      status: 'dismissed',
      updated_by: 'demo@spendlens.test',
    });
    expect(await exceptions()).toBe(before - n);
    const shown = await sql(
      `select distinct case_status from ${duplicates} where system_id = $1 and finding_key = $2`,
      [systemId, key],
    );
    expect(shown).toEqual([{ case_status: 'dismissed' }]);
    // the data call answers the new status (its cache was emptied)
    const page = await server.api(`summary`, {
      token,
      body: {
        system_id: systemId,
        module: 'invoice_duplicates',
        analysis: 'duplicate_invoices',
        company_code: -1,
        year: -1,
        qualifier: -1,
        page_rows: 50,
        filter: [{ clauses: [{ col: 'finding_key', op: '==', val: key }] }],
      },
    });
    expect(page.status).toBe(200);
    const rows = ((await page.json()) as { data: Row[] }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r['case_status']))).toEqual(new Set(['dismissed']));
    const history = await server.api(`cases/${systemId}/${key}/history`, { token });
    const changes = ((await history.json()) as { data: CaseChange[] }).data;
    expect(changes).toEqual([
      expect.objectContaining({
        user: 'demo@spendlens.test',
        change: 'status',
        from: 'open',
        to: 'dismissed',
        comment: 'Credit note posted; checked with AP',
      }),
    ]);
    const list = await server.api(`cases/${systemId}?status=dismissed`, { token });
    expect(((await list.json()) as { data: FindingCase[] }).data.map((c) => c.finding_key)).toEqual([key]);
  });

  it('keeps it dismissed and out of the exceptions through an ingest of the same extract, and mails no digest to a subscriber: nothing is new', async () => {
    const subscribed = await server.api('alerts', {
      token,
      body: { system_id: systemId, company_code: companyCode, kinds: ['duplicate_invoice', 'sanctions_hit'] },
    });
    expect(subscribed.status).toBe(200);
    subscription = ((await subscribed.json()) as { data: { id: number } }).data.id;
    const mailed = (await digests()).length;
    const before = await exceptions();
    await server.ingest.ingest(systemId, await demoExtract(server.dataDir));
    expect(await exceptions()).toBe(before);
    const [c] = await server.store
      .selectFrom('finding_cases')
      .selectAll()
      .where('finding_key', '=', key)
      .execute();
    expect(c!.status).toBe('dismissed');
    const shown = await sql(
      `select distinct case_status from ${duplicates} where system_id = $1 and finding_key = $2`,
      [systemId, key],
    );
    expect(shown).toEqual([{ case_status: 'dismissed' }]);
    // the same extract again: nothing new, no mail
    expect((await digests()).length).toBe(mailed);
  });

  it('reopens a dismissed finding whose evidence changed at the next ingest, with a note saying what changed; mails a digest of the findings never published before, with links', async () => {
    await server.store
      .updateTable('finding_cases')
      .set({ evidence: 'as it was before' })
      .where('finding_key', '=', key)
      .execute();
    // two duplicate-invoice findings of the company code as if never published before
    const fresh = (
      await sql(
        `select finding_key, min(finding_label) as finding_label from ${duplicates} where system_id = $1
         and finding_key is not null group by finding_key having bool_or(company_code = $2) order by finding_key limit 2`,
        [systemId, companyCode],
      )
    ).map((r) => [String(r['finding_key']), String(r['finding_label'])] as const);
    expect(fresh.length).toBe(2);
    await server.store
      .deleteFrom('findings_seen')
      .where('system_id', '=', systemId)
      .where(
        'finding_key',
        'in',
        fresh.map(([k]) => k),
      )
      .execute();
    const mailed = (await digests()).length;
    await server.ingest.ingest(systemId, await demoExtract(server.dataDir));
    const history = (await (await server.api(`cases/${systemId}/${key}/history`, { token })).json()) as {
      data: CaseChange[];
    };
    const last = history.data.at(-1)!;
    expect(last).toMatchObject({ user: null, change: 'reopened', from: 'dismissed', to: 'open' });
    expect(last.comment).toContain('Before: as it was before');
    expect(last.comment).toContain('Now: ');
    const shown = await sql(
      `select distinct case_status from ${duplicates} where system_id = $1 and finding_key = $2`,
      [systemId, key],
    );
    expect(shown).toEqual([{ case_status: 'open' }]);
    const mails = await digests();
    expect(mails.length).toBe(mailed + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain('To: demo@spendlens.test');
    expect(mail).toContain('Subject: Spendlens: 2 new findings in SAP-DEMO');
    expect(mail).toContain(`company code ${companyCode}`);
    for (const [k, label] of fresh) {
      expect(mail).toContain(label);
      expect(mail).toContain(
        `/invoices/duplicates?view=detail&system=${systemId}&year=-1&qualifier=-1&company_code=-1&finding=${encodeURIComponent(k)}`,
      );
    }
  });

  it('assigns, comments and confirms with the amount recovered; lists the assignee’s cases; logs each change', async () => {
    expect((await put(key, { assignee: 'demo@spendlens.test' })).status).toBe(200);
    expect((await put(key, { comment: 'Asked the vendor for the credit note' })).status).toBe(200);
    const mine = (await (await server.api('my_cases', { token })).json()) as {
      data: (FindingCase & { system_name: string })[];
    };
    expect(mine.data.map((c) => [c.system_name, c.finding_key, c.assignee])).toEqual([
      ['SAP-DEMO', key, 'demo@spendlens.test'],
    ]);
    const confirmed = await put(key, { status: 'confirmed', amount_recovered: 1234.5 });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { data: FindingCase }).data).toMatchObject({
      status: 'confirmed',
      amount_recovered: 1234.5,
      assignee: 'demo@spendlens.test',
    });
    const { data } = (await (await server.api(`cases/${systemId}/${key}/history`, { token })).json()) as {
      data: CaseChange[];
    };
    expect(data.slice(-4).map((c) => [c.change, c.from, c.to, c.comment])).toEqual([
      ['assignee', null, 'demo@spendlens.test', null],
      ['comment', null, null, 'Asked the vendor for the credit note'],
      ['status', 'open', 'confirmed', null],
      ['amount_recovered', null, '1234.5', null],
    ]);
    // confirmed: no longer among my open cases
    expect(((await (await server.api('my_cases', { token })).json()) as { data: unknown[] }).data).toEqual(
      [],
    );
  });

  it('hides the case from a user who may not see its rows, and refuses their changes', async () => {
    const other = (
      await sql(
        `select company_code from canon.company_codes where system_id = $1 and company_code <> $2 limit 1`,
        [systemId, companyCode],
      )
    )[0]!['company_code'] as string;
    await withCompanyCodeScope(server, [other], async () => {
      const list = (await (await server.api(`cases/${systemId}`, { token })).json()) as {
        data: FindingCase[];
      };
      expect(list.data.map((c) => c.finding_key)).not.toContain(key);
      expect((await put(key, { comment: 'peek' })).status).toBe(404);
      expect((await server.api(`cases/${systemId}/${key}/history`, { token })).status).toBe(404);
    });
  });

  it('refuses an alert of an unknown kind, of a company code outside the grant, and another user’s deletion', async () => {
    const bad = await server.api('alerts', {
      token,
      body: { system_id: systemId, company_code: null, kinds: ['nonsense'] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Unknown kind of finding: nonsense');
    const none = await server.api('alerts', {
      token,
      body: { system_id: systemId, company_code: null, kinds: [] },
    });
    expect(none.status).toBe(400);
    await withCompanyCodeScope(server, [companyCode], async () => {
      const outside = await server.api('alerts', {
        token,
        body: { system_id: systemId, company_code: 'ZZ99', kinds: ['duplicate_invoice'] },
      });
      expect(outside.status).toBe(400);
    });
    expect((await server.api('alerts/999999', { method: 'DELETE', token })).status).toBe(404);
  });

  it('sends a digest of the new findings of the subscribed kinds after the publish of a newer extract; deletes the subscription', async () => {
    const mails = await digests();
    // a newer extract of the demo scenario (another seed): its findings never published before, of the
    // subscribed kinds, with a row in the company code, are the next digest
    const seen = new Set(
      (
        await server.store
          .selectFrom('findings_seen')
          .select('finding_key')
          .where('system_id', '=', systemId)
          .execute()
      ).map((r) => r.finding_key),
    );
    const newer = await generateSapExtract({
      outDir: path.join(server.dataDir, 'newer-extract'),
      seed: 8,
      invoiceLines: 500,
      systemName: 'SAP-DEMO',
      crossSystem: { groupSeed: 7, member: 0 },
    });
    await server.ingest.ingest(systemId, newer.dir);
    const subscribedNow = await sql(
      `select finding_key from ${duplicates} where system_id = $1 and finding_key is not null
       group by finding_key having bool_or(company_code = $2)
       union select finding_key from pub.vendor_sanctions__ofac_matches where system_id = $1 and finding_key is not null
       group by finding_key having bool_or(company_code = $2)`,
      [systemId, companyCode],
    );
    const expected = subscribedNow.map((r) => String(r['finding_key'])).filter((k) => !seen.has(k));
    expect(expected.length).toBeGreaterThan(0);
    const after = await digests();
    expect(after.length).toBe(mails.length + 1);
    const newest = after.at(-1)!;
    expect(newest).toContain(
      `Subject: Spendlens: ${expected.length} new finding${expected.length === 1 ? '' : 's'} in SAP-DEMO`,
    );
    for (const k of expected.slice(0, 25)) expect(newest).toContain(`finding=${encodeURIComponent(k)}`);
    expect((await server.api(`alerts/${subscription}`, { method: 'DELETE', token })).status).toBe(204);
    const listed = (await (await server.api('alerts', { token })).json()) as { data: unknown[] };
    expect(listed.data).toEqual([]);
  });
});
