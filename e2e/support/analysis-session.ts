import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export const docsScreenshotsDir = path.resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * Saves a screenshot the README and docs show, under docs/screenshots — only when DOCS_SCREENSHOTS is
 * set (`DOCS_SCREENSHOTS=1 npm run test:e2e`), so that a test run leaves the work tree as it was.
 */
export async function docsScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!process.env['DOCS_SCREENSHOTS']) return;
  fs.mkdirSync(docsScreenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(docsScreenshotsDir, `${name}.png`), fullPage });
}

/** Signs the demo user in through the login form. */
export async function signInDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill('demo@spendlens.test');
  await page.getByLabel('Password', { exact: true }).fill('Spendlens#2026');
  await page.getByRole('button', { name: /sign in|log ?in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** POST /api_prd/summary from inside the page, with the session the browser holds. */
export async function apiSummary<
  T = { data: Record<string, unknown>[]; meta: { row_count: number; subset_row_count: number } },
>(page: Page, body: unknown): Promise<T> {
  return page.evaluate(async (payload) => {
    const token =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('session_id='))
        ?.slice('session_id='.length) ?? '';
    const response = await fetch('/api_prd/summary', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${decodeURIComponent(token)}` },
      body: JSON.stringify(payload),
    });
    return (await response.json()) as never;
  }, body) as Promise<T>;
}

/** GET /api_prd/<path> from inside the page, with the session the browser holds: the JSON answer. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('session_id='))
        ?.slice('session_id='.length) ?? '';
    const response = await fetch(url, { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } });
    return (await response.json()) as never;
  }, `/api_prd/${path}`) as Promise<T>;
}

/** The whole-number part of a footer text's numbers: 'Showing 1 to 100 of 1,234' → [1, 100, 1234]. */
export function footerNumbers(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));
}
