import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@spendlens/warehouse';
import { startDemoSession, type TestServer } from './start-test-server';

describe('GET dashboard/:system/:companyCode/-1', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  type Body = {
    modules: {
      module: string;
      analyses: { analysis: string; exceptions: number | null; transactions: number | null }[];
    }[];
  };

  it('lists every module and analysis, with exception counts in the company code as SQL has them', async () => {
    const [code] = await server.warehouse.query({
      sql: 'select company_code from canon.company_codes where system_id = $1 order by 1 limit 1',
      params: [systemId],
    });
    const response = await server.api(`dashboard/${systemId}/${code!['company_code']}/-1`, { token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    const listed = body.modules.flatMap((m) => m.analyses.map((a) => `${m.module}/${a.analysis}`));
    expect(listed.sort()).toEqual(
      catalogue
        .filter((d) => !(d.module === 'weighted_exceptions' && d.analysis === 'exceptions'))
        .map((d) => `${d.module}/${d.analysis}`)
        .sort(),
    );
    const expected = await server.warehouse.query({
      sql: `select module, analysis, sum(exception_count)::double as exceptions from pub.weighted_exceptions__exceptions
            where system_id = $1 and company_code = $2 group by 1, 2`,
      params: [systemId, code!['company_code']],
    });
    expect(expected.length).toBeGreaterThan(3);
    for (const row of expected) {
      const entry = body.modules
        .find((m) => m.module === row['module'])!
        .analyses.find((a) => a.analysis === row['analysis'])!;
      expect(entry.exceptions).toBe(Number(row['exceptions']));
    }
    const withoutRule = catalogue.find((d) => !d.exception)!;
    const entry = body.modules
      .find((m) => m.module === withoutRule.module)!
      .analyses.find((a) => a.analysis === withoutRule.analysis)!;
    expect(entry.exceptions).toBeNull();
  });
});
