import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, withCompanyCodeScope, type TestServer } from './start-test-server';

describe('GET profile/vendor/:system/:vendor_id', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  let vendorId: string;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
    // a vendor with invoices in two company codes or more
    const [row] = await server.warehouse.query({
      sql: `select vendor_id from canon.invoices where system_id = $1 group by vendor_id
            having count(distinct company_code) > 1 order by count(*) desc, vendor_id limit 1`,
      params: [systemId],
    });
    vendorId = String(row!['vendor_id']);
  });
  afterAll(() => server.close());

  const profile = (id: string) =>
    server.api(`profile/vendor/${systemId}/${encodeURIComponent(id)}`, { token });
  const one = async (sql: string) =>
    (await server.warehouse.query({ sql, params: [systemId, vendorId] }))[0] as Record<string, unknown>;

  it('answers the master data, its lists, the counts and the monthly exceptions, as SQL has them', async () => {
    const response = await profile(vendorId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      vendor: Record<string, unknown>;
      company_codes: Record<string, unknown>[];
      last_activity: Record<string, unknown> | null;
      other: Record<string, number>;
      exceptions: { year_month: string; exceptions: number; transactions: number }[];
    };
    const vendor = await one(
      'select * exclude (system_id) from canon.vendors where system_id = $1 and vendor_id = $2',
    );
    expect(body.vendor).toEqual(vendor);
    const codes = await server.warehouse.query({
      sql: 'select count(*)::integer as n from canon.vendor_company_codes where system_id = $1 and vendor_id = $2',
      params: [systemId, vendorId],
    });
    expect(body.company_codes).toHaveLength(Number(codes[0]!['n']));
    expect(body.other['number_company_codes']).toBe(Number(codes[0]!['n']));
    const counts =
      await one(`select count(distinct payment_term)::integer as terms, count(distinct created_by)::integer as users,
        count(*)::integer as invoices from canon.invoices where system_id = $1 and vendor_id = $2`);
    expect(body.other).toMatchObject({
      number_payment_terms: counts['terms'],
      number_user_ids: counts['users'],
      number_invoices: counts['invoices'],
    });
    expect(body.last_activity?.['vendor_id']).toBe(vendorId);
    const exceptions = await server.warehouse.query({
      sql: `select year_month, sum(exception_count)::double as exceptions from pub.weighted_exceptions__exceptions
            where system_id = $1 and vendor_id = $2 group by 1 order by 1`,
      params: [systemId, vendorId],
    });
    expect(body.exceptions.map((e) => [e.year_month, Number(e.exceptions)])).toEqual(
      exceptions.map((e) => [e['year_month'], Number(e['exceptions'])]),
    );
  });

  it('is unavailable for an unknown vendor, and keeps to the user’s company codes', async () => {
    const missing = await profile('NO-SUCH-VENDOR');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Profile unavailable for Vendor: NO-SUCH-VENDOR',
    );

    const [code] = await server.warehouse.query({
      sql: 'select company_code from canon.invoices where system_id = $1 and vendor_id = $2 group by 1 order by 1 limit 1',
      params: [systemId, vendorId],
    });
    await withCompanyCodeScope(server, [String(code!['company_code'])], async () => {
      const body = (await (await profile(vendorId)).json()) as {
        company_codes: { company_code: string }[];
        last_activity: unknown;
        other: Record<string, number>;
      };
      expect(body.company_codes.map((c) => c.company_code)).toEqual([code!['company_code']]);
      expect(body.last_activity).toBeNull();
      const [scoped] = await server.warehouse.query({
        sql: 'select count(*)::integer as n from canon.invoices where system_id = $1 and vendor_id = $2 and company_code = $3',
        params: [systemId, vendorId, code!['company_code']],
      });
      expect(body.other['number_invoices']).toBe(scoped!['n']);
    });
  });
});
