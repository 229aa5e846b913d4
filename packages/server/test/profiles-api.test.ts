import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyCodeProfile, VendorProfile } from '@spendlens/domain';
import { validateEmail } from '@spendlens/matching';
import { notAvailableColumns } from '../src/services/profile-reads';
import { appStores, startOn } from './app-store-variants';
import { withCompanyCodeScope, type TestServer } from './start-test-server';

type Row = Record<string, unknown>;

/** Runs `work` while the demo viewer's grant is limited to `groups` (account groups), then lifts it. */
async function withAccountGroupScope<T>(server: TestServer, groups: string[], work: () => Promise<T>) {
  const user = await server.store
    .selectFrom('users')
    .select('id')
    .where('uid', '=', 'demo@spendlens.test')
    .executeTakeFirstOrThrow();
  const scope = async (value: string[] | null) => {
    await server.store
      .updateTable('user_clients')
      .set({ account_groups: value === null ? null : JSON.stringify(value) })
      .where('user_id', '=', user.id)
      .execute();
    server.forgetAccess(user.id);
  };
  await scope(groups);
  try {
    return await work();
  } finally {
    await scope(null);
  }
}

/** Exceptions per month and analysis as `[year_month, analysis, count]`, in the answer's order. */
const exceptionTriples = (rows: { year_month: unknown; analysis: unknown; count: unknown }[]) =>
  rows.map((r) => [String(r.year_month), String(r.analysis), Number(r.count)]);

/** Spec 03 §2.2: the vendor and company code profiles, on both app stores (where the grants live). */
describe.each(appStores)('GET profile/vendor and profile/company_code (app store %s)', (kind) => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  let vendorId: string;
  let companyCode: string;
  beforeAll(async () => {
    server = await startOn(kind);
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
    systemId = systems.find((s) => s.name === 'SAP-DEMO')!.id;
    // a vendor with invoices in two company codes or more, e-mail addresses and bank details
    const [row] = await server.warehouse.query({
      sql: `select i.vendor_id, min(i.company_code) as company_code from canon.invoices i
            where i.system_id = $1
              and exists (select 1 from canon.vendor_emails e where e.system_id = $1 and e.vendor_id = i.vendor_id)
            group by i.vendor_id having count(distinct i.company_code) > 1
            order by count(*) desc, i.vendor_id limit 1`,
      params: [systemId],
    });
    vendorId = String(row!['vendor_id']);
    companyCode = String(row!['company_code']);
  });
  afterAll(() => server?.close());

  const get = (path: string) => server.api(path, { token });
  const vendorProfile = (id: string) => get(`profile/vendor/${systemId}/${encodeURIComponent(id)}`);
  const codeProfile = (code: string) => get(`profile/company_code/${systemId}/${encodeURIComponent(code)}`);
  const sql = (text: string, params: unknown[] = [systemId, vendorId]) =>
    server.warehouse.query({ sql: text, params: params as never }) as Promise<Row[]>;

  it('vendor: the master data, its lists, the counts and the exceptions per month and analysis, as SQL has them', async () => {
    const response = await vendorProfile(vendorId);
    expect(response.status).toBe(200);
    const body = (await response.json()) as VendorProfile;
    const [vendor] = await sql(
      `select v.* exclude (system_id), g.description as account_group_name from canon.vendors v
       left join canon.account_groups g on g.system_id = v.system_id and g.account_group = v.account_group
       where v.system_id = $1 and v.vendor_id = $2`,
    );
    expect(body.vendor).toEqual(vendor);

    const codes = await sql(
      `select r.company_code, c.company_name,
              (select t.description from canon.payment_terms t where t.system_id = r.system_id
                 and t.payment_term = r.payment_term order by t.day_limit limit 1) as payment_term_description
       from canon.vendor_company_codes r
       left join canon.company_codes c on c.system_id = r.system_id and c.company_code = r.company_code
       where r.system_id = $1 and r.vendor_id = $2 order by r.company_code`,
    );
    expect(codes.length).toBeGreaterThan(1);
    expect(
      body.company_codes.map((c) => [c['company_code'], c['company_name'], c['payment_term_description']]),
    ).toEqual(codes.map((c) => [c['company_code'], c['company_name'], c['payment_term_description']]));
    expect(body.other['number_company_codes']).toBe(codes.length);

    const emails = await sql(
      'select email from canon.vendor_emails where system_id = $1 and vendor_id = $2 order by sequence_number, email',
    );
    expect(emails.length).toBeGreaterThan(0);
    expect(body.emails.map((e) => [e['email'], e['valid_email']])).toEqual(
      emails.map((e) => [e['email'], validateEmail(String(e['email'])).valid]),
    );
    const [lists] = await sql(
      `select (select count(*)::integer from canon.vendor_purchasing_orgs where system_id = $1 and vendor_id = $2) as orgs,
              (select count(*)::integer from canon.vendor_bank_details where system_id = $1 and vendor_id = $2) as banks`,
    );
    expect([body.purchasing_orgs.length, body.bank_details.length]).toEqual([
      lists!['orgs'],
      lists!['banks'],
    ]);

    const [counts] = await sql(
      `select count(distinct payment_term)::integer as terms, count(distinct created_by)::integer as users,
              count(*)::integer as invoices from canon.invoices where system_id = $1 and vendor_id = $2`,
    );
    expect(body.other).toMatchObject({
      number_payment_terms: counts!['terms'],
      number_user_ids: counts!['users'],
      number_invoices: counts!['invoices'],
    });
    expect(body.last_activity?.['vendor_id']).toBe(vendorId);
    const exceptions = await sql(
      `select year_month, analysis, sum(exception_count)::double as count from pub.weighted_exceptions__exceptions
       where system_id = $1 and vendor_id = $2 and year_month is not null group by year_month, module, analysis
       order by year_month, module, analysis`,
    );
    expect(exceptions.length).toBeGreaterThan(0);
    expect(exceptionTriples(body.exceptions)).toEqual(exceptionTriples(exceptions as never));
    // an SAP source fills every master-data field
    expect(body.not_available).toEqual([]);
  });

  it('vendor: unknown → 404 with the spec’s text (spelt right); limited to company codes, the lists and counts keep to them', async () => {
    const missing = await vendorProfile('NO-SUCH-VENDOR');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Profile unavailable for Vendor: NO-SUCH-VENDOR',
    );
    expect((await get(`profile/vendor/${systemId}/${'9'.repeat(41)}`)).status).toBe(400);

    await withCompanyCodeScope(server, [companyCode], async () => {
      const body = (await (await vendorProfile(vendorId)).json()) as VendorProfile;
      expect(body.company_codes.map((c) => c['company_code'])).toEqual([companyCode]);
      expect(body.last_activity).toBeNull();
      const [scoped] = await sql(
        'select count(*)::integer as n from canon.invoices where system_id = $1 and vendor_id = $2 and company_code = $3',
        [systemId, vendorId, companyCode],
      );
      expect(body.other['number_invoices']).toBe(scoped!['n']);
      const exceptions = await sql(
        `select year_month, analysis, sum(exception_count)::double as count from pub.weighted_exceptions__exceptions
         where system_id = $1 and vendor_id = $2 and company_code = $3 and year_month is not null
         group by year_month, module, analysis order by year_month, module, analysis`,
        [systemId, vendorId, companyCode],
      );
      expect(exceptionTriples(body.exceptions)).toEqual(exceptionTriples(exceptions as never));
    });
  });

  it('vendor: refused (404) to a user whose company codes or account groups do not hold it', async () => {
    // a vendor with records and invoices in one company code only, and another company code
    const [lonely] = await sql(
      `select r.vendor_id, r.company_code from canon.vendor_company_codes r where r.system_id = $1
         and not exists (select 1 from canon.vendor_company_codes o where o.system_id = $1
                         and o.vendor_id = r.vendor_id and o.company_code <> r.company_code)
         and not exists (select 1 from canon.invoices i where i.system_id = $1
                         and i.vendor_id = r.vendor_id and i.company_code <> r.company_code)
       order by r.vendor_id limit 1`,
      [systemId],
    );
    const [other] = await sql(
      'select company_code from canon.company_codes where system_id = $1 and company_code <> $2 order by 1 limit 1',
      [systemId, lonely!['company_code']],
    );
    const id = String(lonely!['vendor_id']);
    await withCompanyCodeScope(server, [String(other!['company_code'])], async () => {
      const refused = await vendorProfile(id);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Profile unavailable for Vendor: ${id}`,
      );
    });
    const [group] = await sql(
      'select account_group from canon.vendors where system_id = $1 and vendor_id = $2',
    );
    await withAccountGroupScope(server, [`NOT-${String(group!['account_group'])}`], async () => {
      expect((await vendorProfile(vendorId)).status).toBe(404);
    });
    await withAccountGroupScope(server, [String(group!['account_group'])], async () => {
      expect((await vendorProfile(vendorId)).status).toBe(200);
    });
  });

  it('company code: the master, the counts and the exceptions, as SQL has them', async () => {
    const response = await codeProfile(companyCode);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CompanyCodeProfile;
    const [master] = await sql(
      'select * exclude (system_id) from canon.company_codes where system_id = $1 and company_code = $2',
      [systemId, companyCode],
    );
    expect(body.master).toEqual(master);
    const [counts] = await sql(
      `select count(distinct payment_term)::integer as terms, count(distinct created_by)::integer as users,
              count(*)::integer as invoices,
              (select count(distinct vendor_id)::integer from canon.vendor_company_codes
                where system_id = $1 and company_code = $2) as vendors
       from canon.invoices where system_id = $1 and company_code = $2`,
      [systemId, companyCode],
    );
    expect(body.other).toEqual({
      number_vendors: counts!['vendors'],
      number_payment_terms: counts!['terms'],
      number_user_ids: counts!['users'],
      number_invoices: counts!['invoices'],
    });
    expect(body.other.number_invoices).toBeGreaterThan(0);
    const exceptions = await sql(
      `select year_month, analysis, sum(exception_count)::double as count from pub.weighted_exceptions__exceptions
       where system_id = $1 and company_code = $2 and year_month is not null
       group by year_month, module, analysis order by year_month, module, analysis`,
      [systemId, companyCode],
    );
    expect(exceptions.length).toBeGreaterThan(0);
    expect(exceptionTriples(body.exceptions)).toEqual(exceptionTriples(exceptions as never));
    expect(body.not_available).toEqual([]);
  });

  it('company code: unknown → 404; refused to a user limited to other company codes; account groups narrow the counts', async () => {
    const missing = await codeProfile('NOPE');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Profile unavailable for Company Code: NOPE',
    );
    const [other] = await sql(
      'select company_code from canon.company_codes where system_id = $1 and company_code <> $2 order by 1 limit 1',
      [systemId, companyCode],
    );
    await withCompanyCodeScope(server, [String(other!['company_code'])], async () => {
      const refused = await codeProfile(companyCode);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Profile unavailable for Company Code: ${companyCode}`,
      );
      expect((await codeProfile(String(other!['company_code']))).status).toBe(200);
    });

    const [group] = await sql(
      `select v.account_group from canon.invoices i join canon.vendors v on v.system_id = i.system_id and v.vendor_id = i.vendor_id
       where i.system_id = $1 and i.company_code = $2 group by 1 order by count(*) desc limit 1`,
      [systemId, companyCode],
    );
    await withAccountGroupScope(server, [String(group!['account_group'])], async () => {
      const body = (await (await codeProfile(companyCode)).json()) as CompanyCodeProfile;
      const [counts] = await sql(
        `select count(*)::integer as invoices from canon.invoices i
         where i.system_id = $1 and i.company_code = $2 and i.vendor_id in
           (select vendor_id from canon.vendors where system_id = $1 and account_group = $3)`,
        [systemId, companyCode, group!['account_group']],
      );
      expect(body.other.number_invoices).toBe(counts!['invoices']);
      const [all] = await sql(
        'select count(*)::integer as n from canon.invoices where system_id = $1 and company_code = $2',
        [systemId, companyCode],
      );
      expect(body.other.number_invoices).toBeLessThan(Number(all!['n']));
    });
  });
});

describe('the profile fields a source cannot fill', () => {
  it('are the source support’s empty canonical columns of the tables shown (declared once per type)', () => {
    expect(notAvailableColumns('sap', ['vendors'])).toEqual([]);
    expect(notAvailableColumns('ora12', ['vendors', 'company_codes'])).toEqual(
      expect.arrayContaining(['vendors.tax_id_2', 'company_codes.city', 'company_codes.country']),
    );
    expect(notAvailableColumns('jde', ['vendor_purchasing_orgs'])).toContain(
      'vendor_purchasing_orgs.purchasing_org',
    );
    expect(notAvailableColumns('jde', ['vendors'])).not.toContain('vendor_purchasing_orgs.purchasing_org');
  });
});
