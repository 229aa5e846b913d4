import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, withCompanyCodeScope, type TestServer } from './start-test-server';

describe('GET search/:system/:searchText', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  const search = async (text: string) => {
    const response = await server.api(`search/${systemId}/${encodeURIComponent(text)}`, { token });
    return {
      status: response.status,
      rows: response.status === 200 ? ((await response.json()) as Record<string, unknown>[]) : [],
    };
  };

  it('finds vendors by any part of their name or ids, in any case, with the fields of the spec', async () => {
    const [vendor] = await server.warehouse.query({
      sql: 'select vendor_name, vendor_id from canon.vendors where system_id = $1 and vendor_name is not null order by vendor_id limit 1',
      params: [systemId],
    });
    const fragment = String(vendor!['vendor_name']).slice(2, 8).toUpperCase();
    const { status, rows } = await search(fragment);
    expect(status).toBe(200);
    const expected = await server.warehouse.query({
      sql: `select vendor_id, vendor_name, account_group, vat_id, tax_id, tax_id_2 from canon.vendors
            where system_id = $1 and (vendor_name ilike $2 or vendor_id ilike $2 or vat_id ilike $2 or tax_id ilike $2 or tax_id_2 ilike $2)
            order by vendor_name, vendor_id`,
      params: [systemId, `%${fragment}%`],
    });
    expect(rows).toEqual(expected);
    expect(rows.map((r) => r['vendor_id'])).toContain(vendor!['vendor_id']);
    expect((await search(String(vendor!['vendor_id']))).rows.map((r) => r['vendor_id'])).toContain(
      vendor!['vendor_id'],
    );
  });

  it('takes LIKE wildcards and quotes literally, and answers 204 when nothing matches', async () => {
    expect((await search('%')).status).toBe(204);
    expect((await search("_' or '1'='1")).status).toBe(204);
  });

  it('keeps to the user’s company codes: a vendor set up only elsewhere is not found', async () => {
    const [code] = await server.warehouse.query({
      sql: 'select company_code, count(*) as n from canon.vendor_company_codes where system_id = $1 group by 1 order by n limit 1',
      params: [systemId],
    });
    const [outside] = await server.warehouse.query({
      sql: `select v.vendor_id from canon.vendors v where v.system_id = $1 and not exists (
              select 1 from canon.vendor_company_codes c where c.system_id = v.system_id and c.vendor_id = v.vendor_id and c.company_code = $2)
            order by 1 limit 1`,
      params: [systemId, code!['company_code']],
    });
    expect((await search(String(outside!['vendor_id']))).status).toBe(200);
    await withCompanyCodeScope(server, [String(code!['company_code'])], async () => {
      const found = await search(String(outside!['vendor_id']));
      expect(found.rows.map((r) => r['vendor_id'])).not.toContain(outside!['vendor_id']);
    });
  });
});
