import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startE2eServer } from './support/start-e2e-server';

const ttlSeconds = 60;
const uid = 'short-ttl@spendlens.test';
const keepAliveTtlSeconds = 80;
const keepAliveUid = 'keep-alive@spendlens.test';

/**
 * Spec 01 §4 'Session': the warning in the last 30 seconds (checked every 5 s) and sign-out at expiry.
 * The browser runs on Playwright's fake clock and the server on a clock moved with it, so the test
 * waits on events, not on the minutes a session lasts. Both clocks also run in real time, which a busy
 * machine spends between the steps: each step leaves 20 s of it or more.
 */
describe('the session time-out in Chromium', () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;

  /** How far the test has moved both clocks. */
  let offsetMs = 0;
  /** Moves the browser's clock (firing its timers on the way) and the server's by `ms`. */
  async function advance(page: Page, ms: number): Promise<void> {
    offsetMs += ms;
    await page.clock.runFor(ms);
  }

  beforeAll(async () => {
    server = await startE2eServer(
      { DEMO_INVOICE_LINES: '500' },
      { clock: () => new Date(Date.now() + offsetMs) },
    );
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

  async function signIn(who: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.clock.install();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(who);
    await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
    await page.getByRole('button', { name: /sign in|log ?in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByTestId('page-title').waitFor();
    return page;
  }

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('warns in the last 30 seconds and signs out at expiry', async () => {
    const page = await signIn(uid);
    const signedInAt = Date.now();
    const warning = page.getByTestId('session-warning');
    // 9 s of the 60: 51 s left, no warning
    await advance(page, 9_000);
    expect(await warning.count()).toBe(0);
    // 36 s: 24 s left, the check every 5 s has shown it, and the user is still signed in
    await advance(page, 27_000);
    await warning.waitFor();
    expect(new URL(page.url()).pathname).not.toMatch(/^\/login/);
    const match = /Warning! Your session will timeout in (\d+) seconds/.exec(await warning.innerText());
    expect(match).not.toBeNull();
    const left = Number(match![1]);
    expect(left).toBeLessThanOrEqual(30);
    // the real seconds since the sign-in count too; the check shows the count of up to 5 s before
    expect(left).toBeGreaterThanOrEqual(24 - Math.ceil((Date.now() - signedInAt) / 1000) - 5);

    // 61 s: signed out
    await advance(page, 25_000);
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    // the sign-in page says why
    await page
      .getByTestId('signed-out-reason')
      .getByText('You were signed out after a period of inactivity. Please sign in again.')
      .waitFor();
    await page.close();
  });

  it('keeps the session alive on activity, at most once a minute', async () => {
    const page = await signIn(keepAliveUid);
    const checks: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api_prd/checksession')) checks.push(offsetMs);
    });
    const signedInAt = offsetMs;
    // activity in the first minute sends nothing
    await page.mouse.move(100, 200);
    await advance(page, 1_000);
    await page.mouse.move(300, 400);
    await advance(page, 1_000);
    expect(checks).toEqual([]);
    // the warning comes in the last 30 s of the 80 s
    await advance(page, 54_000 - (offsetMs - signedInAt));
    await page.getByTestId('session-warning').waitFor();
    // past a minute, activity sends one keep-alive and the warning goes
    await advance(page, 61_000 - (offsetMs - signedInAt));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api_prd/checksession'));
    await page.mouse.move(120, 220);
    await page.mouse.move(320, 420);
    await expect.poll(async () => (await answer).status()).toBe(200);
    await page.getByTestId('session-warning').waitFor({ state: 'detached' });
    expect(checks).toHaveLength(1);
    // past the first 80 s the user is still signed in, and the server still knows the session
    await advance(page, 85_000 - (offsetMs - signedInAt));
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await expect.poll(() => page.getByTestId('session-warning').count()).toBe(0);
    const status = await page.evaluate(async () => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('session_id='))
          ?.slice('session_id='.length) ?? '';
      const response = await fetch('/api_prd/systems', {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      return response.status;
    });
    expect(status).toBe(200);
    await page.close();
  });
});
