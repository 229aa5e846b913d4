import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

const ttlSeconds = 40;
const uid = 'short-ttl@spendlens.test';
const keepAliveTtlSeconds = 70;
const keepAliveUid = 'keep-alive@spendlens.test';

/** Spec 01 §4 'Session': the warning in the last 30 seconds (checked every 5 s) and sign-out at expiry. */
describe('the session time-out in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({ DEMO_INVOICE_LINES: '500' });
    browser = await launchBrowser();
    await createViewer(uid, ttlSeconds);
    await createViewer(keepAliveUid, keepAliveTtlSeconds);
  });
  /** A copy of the demo viewer with its own inactivity time-out. */
  async function createViewer(newUid: string, ttl: number): Promise<void> {
    const demo = await server.store
      .selectFrom('users')
      .selectAll()
      .where('uid', '=', 'demo@spendlens.test')
      .executeTakeFirstOrThrow();
    const created = await server.store
      .insertInto('users')
      .values({
        uid: newUid,
        password_hash: demo.password_hash,
        fname: 'Short',
        lname: 'Session',
        company: demo.company,
        mobile: null,
        roles: JSON.stringify(['view']),
        is_enabled: true,
        has_mfa: false,
        ttl_seconds: ttl,
        expires_at: null,
        disabled_at: null,
        locked_until: null,
        current_client_id: demo.current_client_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const grants = await server.store
      .selectFrom('user_clients')
      .selectAll()
      .where('user_id', '=', demo.id)
      .execute();
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
  }

  async function signIn(who: string): Promise<{ page: Page; signedInAt: number }> {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(who);
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const signedInAt = Date.now();
    await page.getByTestId('page-title').waitFor();
    return { page, signedInAt };
  }

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('warns in the last 30 seconds and signs out at expiry', async () => {
    const { page, signedInAt } = await signIn(uid);
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
    // the sign-in page says why
    await page
      .getByTestId('signed-out-reason')
      .getByText('You were signed out after a period of inactivity. Please sign in again.')
      .waitFor();
    await page.close();
  }, 120_000);

  it('keeps the session alive on activity, at most once a minute', async () => {
    const { page, signedInAt } = await signIn(keepAliveUid);
    const checks: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api_prd/checksession')) checks.push(Date.now() - signedInAt);
    });
    // activity in the first minute sends nothing
    await page.mouse.move(100, 200);
    await page.mouse.move(300, 400);
    await page.waitForTimeout(1000);
    expect(checks).toEqual([]);
    // the warning comes in the last 30 s of the 70 s
    await page.getByTestId('session-warning').waitFor({ timeout: 50_000 });
    const wait = 61_000 - (Date.now() - signedInAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await page.mouse.move(120, 220);
    await page.mouse.move(320, 420);
    await page.getByTestId('session-warning').waitFor({ state: 'detached', timeout: 5_000 });
    expect(checks).toHaveLength(1);
    // past the first 70 s the user is still signed in, and the server still knows the session
    await page.waitForTimeout(Math.max(0, 75_000 - (Date.now() - signedInAt)));
    expect(new URL(page.url()).pathname).not.toBe('/login');
    expect(await page.getByTestId('session-warning').count()).toBe(0);
    await page.close();
  }, 120_000);
});
