import type { ApprovalLimitsAnswer } from '@spendlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * GET/PUT approval_limits/:system (docs/red-flags.md): the administrator's invoice approval limits
 * per company code, published at once to the split-invoices red flag.
 */
let server: TestServer;
let admin: string;
let viewer: string;
let systemId: number;

const limits = (token: string, body?: unknown) =>
  server.api(`approval_limits/${systemId}`, body === undefined ? { token } : { token, method: 'PUT', body });

const rows = (sql: string, params: unknown[] = []) => server.warehouse.query({ sql, params });

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@spendlens.test');
  viewer = await server.signIn('demo@spendlens.test');
  const system = await server.store
    .selectFrom('systems')
    .select('id')
    .where('name', '=', 'SAP-DEMO')
    .executeTakeFirstOrThrow();
  systemId = system.id;
});
afterAll(() => server?.close());

/**
 * The split groups of a company code worked out here from canon.invoices: runs of a vendor's non-PO
 * invoices under `limit`, each at most `window` days after the one before, of two or more whose
 * local amounts together exceed the limit and whose last is at most `window` days after the first.
 */
async function expectedSplitIds(cc: string, limit: number, window: number): Promise<string[]> {
  const invoices = (await rows(
    `SELECT internal_invoice_id AS id, vendor_id, invoice_date::VARCHAR AS d, abs(local_amount)::DOUBLE AS a
     FROM canon.invoices WHERE system_id = $1 AND company_code = $2 AND derived_document_type = 'NON-PO-INVOICE'
       AND NOT coalesce(is_reversed, false) AND invoice_date IS NOT NULL AND abs(local_amount) < $3
     ORDER BY vendor_id, invoice_date, internal_invoice_id`,
    [systemId, cc, limit],
  )) as { id: string; vendor_id: string; d: string; a: number }[];
  const flagged: string[] = [];
  let run: typeof invoices = [];
  const close = () => {
    const span = run.length ? (Date.parse(run.at(-1)!.d) - Date.parse(run[0]!.d)) / 86_400_000 : 0;
    if (run.length >= 2 && run.reduce((s, r) => s + r.a, 0) > limit && span <= window)
      flagged.push(...run.map((r) => r.id));
    run = [];
  };
  for (const inv of invoices) {
    const last = run.at(-1);
    if (
      last &&
      (last.vendor_id !== inv.vendor_id || (Date.parse(inv.d) - Date.parse(last.d)) / 86_400_000 > window)
    )
      close();
    run.push(inv);
  }
  close();
  return flagged.sort();
}

const publishedSplitIds = async (cc: string) =>
  (
    await rows(
      'SELECT internal_invoice_id AS id FROM pub.red_flags__split_invoices WHERE system_id = $1 AND company_code = $2 ORDER BY 1',
      [systemId, cc],
    )
  ).map((r) => String(r['id']));

describe('approval limits API', () => {
  it('answers the defaults and no limits before any is set', async () => {
    const response = await limits(admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      system: systemId,
      default_limit: 10000,
      default_window_days: 7,
      limits: [],
    });
    expect(await publishedSplitIds('DE01')).toEqual(await expectedSplitIds('DE01', 10000, 7));
  });

  it('is for administrators only: a viewer is refused (403) reading and saving', async () => {
    expect((await limits(viewer)).status).toBe(403);
    const put = await limits(viewer, {
      limits: [{ company_code: 'DE01', approval_limit: 1, window_days: 1 }],
    });
    expect(put.status).toBe(403);
    expect(await server.store.selectFrom('approval_limits').selectAll().execute()).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [
        { limits: [{ company_code: 'DE01', approval_limit: -5, window_days: 7 }] },
        'body.limits.0.approval_limit',
      ],
      [
        { limits: [{ company_code: 'DE01', approval_limit: 5000, window_days: 1.5 }] },
        'body.limits.0.window_days',
      ],
      [
        { limits: [{ company_code: 'DE01', approval_limit: 5000.123, window_days: 7 }] },
        'body.limits.0.approval_limit',
      ],
      [{ limits: [{ approval_limit: 5000, window_days: 7 }] }, 'body.limits.0.company_code'],
      [
        {
          limits: [
            { company_code: 'DE01', approval_limit: 5000, window_days: 7 },
            { company_code: 'DE01', approval_limit: 6000, window_days: 7 },
          ],
        },
        'body.limits.1.company_code',
      ],
      [
        { limits: [{ company_code: 'XX99', approval_limit: 5000, window_days: 7 }] },
        'body.limits.0.company_code',
      ],
      [{}, 'body.limits'],
    ];
    for (const [body, field] of cases) {
      const response = await limits(admin, body);
      const answer = (await response.json()) as { error: string; message: string };
      expect({ field, status: response.status, error: answer.error }).toEqual({
        field,
        status: 400,
        error: 'bad_request',
      });
      expect(answer.message).toContain(field);
    }
    expect(await server.store.selectFrom('approval_limits').selectAll().execute()).toEqual([]);
  });

  it('saves the limits, copies them to canon.approval_limits and recomputes the split invoices at once', async () => {
    const response = await limits(admin, {
      limits: [{ company_code: 'DE01', approval_limit: 20000, window_days: 60 }],
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ApprovalLimitsAnswer;
    expect(answer.limits).toMatchObject([
      { company_code: 'DE01', approval_limit: 20000, window_days: 60, updated_by: 'admin@spendlens.test' },
    ]);
    expect(await (await limits(admin)).json()).toEqual(answer);
    expect(
      await rows(
        'SELECT company_code, approval_limit::DOUBLE AS l, window_days FROM canon.approval_limits WHERE system_id = $1',
        [systemId],
      ),
    ).toEqual([{ company_code: 'DE01', l: 20000, window_days: 60 }]);
    const flagged = await publishedSplitIds('DE01');
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged).toEqual(await expectedSplitIds('DE01', 20000, 60));
    const limitsShown = await rows(
      'SELECT DISTINCT approval_limit::DOUBLE AS l, window_days FROM pub.red_flags__split_invoices WHERE system_id = $1 AND company_code = $2',
      [systemId, 'DE01'],
    );
    expect(limitsShown).toEqual([{ l: 20000, window_days: 60 }]);
    // the other company codes keep the default
    expect(await publishedSplitIds('GB01')).toEqual(await expectedSplitIds('GB01', 10000, 7));
    // the weighted exceptions read the new rows
    const [fact] = await rows(
      `SELECT coalesce(sum(exception_count), 0)::INTEGER AS n FROM pub.weighted_exceptions__exceptions
       WHERE system_id = $1 AND analysis = 'split_invoices' AND company_code = 'DE01'`,
      [systemId],
    );
    expect(fact!['n']).toBe(flagged.length);

    // an empty list: every company code has the default again
    expect((await limits(admin, { limits: [] })).status).toBe(200);
    expect(await rows('SELECT * FROM canon.approval_limits WHERE system_id = $1', [systemId])).toEqual([]);
    expect(await publishedSplitIds('DE01')).toEqual(await expectedSplitIds('DE01', 10000, 7));
  });
});
