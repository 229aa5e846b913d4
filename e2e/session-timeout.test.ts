import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

const ttlSeconds = 40;
const uid = 'short-ttl@spendlens.test';

/** Spec 01 §4 'Session': the warning in the last 30 seconds (checked every 5 s) and sign-out at expiry. */
describe('the session time-out in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500' });
    browser = await launchBrowser();
    // A copy of the demo viewer whose inactivity time-out is 40 s.
    const demo = await server.store
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', 'demo@spendlens.test')
      .executeTakeFirstOrThrow();
    const created = await server.store
      .insertInto('users')
      .values({
        uid,
        password_hash: demo.password_hash,
        fname: 'Short',
        lname: 'Session',
        company: demo.company,
        mobile: null,
        roles: JSON.stringify(['view']),
        is_enabled: true,
        has_mfa: false,
        ttl_seconds: ttlSeconds,
        expires_at: null,
        disabled_at: null,
        locked_until: null,
        current_client_id: demo.current_client_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const grants = await server.store.selectFrom('user_clients').selectAll().where('user_id', '=', demo.id).execute();
    for (const grant of grants) {
      await server.store
        .insertInto('user_clients')
        .values({
          user_id: created.id,
          client_id: grant.client_id,
          company_codes: grant.company_codes === null ? null : JSON.stringify(grant.company_codes),
          account_groups: grant.account_groups === null ? null : JSON.stringify(grant.account_groups),
        })
        .execute();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('warns in the last 30 seconds and signs out at expiry', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(uid);
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const signedInAt = Date.now();
    await page.getByTestId('page-title').waitFor();
    expect(await page.getByTestId('session-warning').count()).toBe(0);

    const warning = page.getByTestId('session-warning');
    await warning.waitFor({ timeout: 25_000 });
    // shown once 30 s or less are left: not before 10 s of the 40 s have passed
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual((ttlSeconds - 30) * 1000 - 1000);
    const text = await warning.innerText();
    const match = /Warning! Your session will timeout in (\d+) seconds/.exec(text);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeLessThanOrEqual(30);
    expect(Number(match![1])).toBeGreaterThan(0);

    await page.waitForURL(/\/login/, { timeout: 45_000 });
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual((ttlSeconds - 1) * 1000);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await page.close();
  }, 120_000);
});
