import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type TestServer } from './start-test-server';

const table = 'accounting_docs_po_nonpo_credit_reversal__invoice_distribution';

describe('POST /hpq/:system', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  const hpq = (body: unknown) => server.api(`hpq/${systemId}`, { token, body });

  it('answers results, row_count and filtered_count with the operator mapping of the spec', async () => {
    const [vendor] = await server.warehouse.query({
      sql: `select vendor_name from canon.vendors where system_id = $1 and vendor_name is not null order by vendor_id limit 1`,
      params: [systemId],
    });
    const fragment = String(vendor!['vendor_name']).slice(1, 6).toLowerCase();
    const response = await hpq({
      table,
      columns: ['internal_invoice_id', 'vendor_name', 'derived_document_type'],
      conditions: [
        { col: 'vendor_name', op: 'contains', val: fragment },
        { col: 'derived_document_type', op: 'isin', val: ['PO-INVOICE', 'NON-PO-INVOICE'] },
        { col: 'derived_document_type', op: '!=', val: 'NON-PO-INVOICE' },
      ],
      order_by: [{ col: 'internal_invoice_id', order: 'desc' }],
      limit: 5,
      offset: 2,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      results: Record<string, unknown>[];
      row_count: number;
      filtered_count: number;
    };
    const expected = await server.warehouse.query({
      sql: `select i.internal_invoice_id, v.vendor_name, i.derived_document_type
            from canon.invoices i left join canon.vendors v on v.system_id = i.system_id and v.vendor_id = i.vendor_id
            where i.system_id = $1 and v.vendor_name ilike '%' || $2 || '%' and i.derived_document_type = 'PO-INVOICE'
            order by i.internal_invoice_id desc`,
      params: [systemId, fragment],
    });
    const [all] = await server.warehouse.query({
      sql: 'select count(*)::integer as n from canon.invoices where system_id = $1',
      params: [systemId],
    });
    expect(expected.length).toBeGreaterThan(2);
    expect(body.row_count).toBe(all!['n']);
    expect(body.filtered_count).toBe(expected.length);
    expect(body.results).toEqual(expected.slice(2, 7));
  });

  it('names its source only from the catalogue: table or cte, never SQL', async () => {
    const viaCte = await hpq({
      cte: table,
      columns: ['derived_document_type'],
      group_by: ['derived_document_type'],
      limit: 10,
    });
    expect(viaCte.status).toBe(200);
    const groups = ((await viaCte.json()) as { results: { derived_document_type: string }[] }).results;
    expect(groups.map((g) => g.derived_document_type).sort()).toEqual(
      [...new Set(groups.map((g) => g.derived_document_type))].sort(),
    );
    for (const source of [
      'canon.invoices',
      `(select * from canon.invoices)`,
      `${table}; drop table canon.invoices`,
    ]) {
      const response = await hpq({ table: source });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/select .* from/i);
    }
    expect((await hpq({ columns: ['vendor_id'] })).status).toBe(400);
    expect((await hpq({ table, columns: ['no_such_column'] })).status).toBe(400);
    expect((await hpq({ table, conditions: [{ col: 'vendor_id', op: 'LIKE', val: 'x' }] })).status).toBe(400);
    expect((await hpq({ table, sql: 'select 1' })).status).toBe(400);
  });

  it('is refused to another client’s system and to a session without the view role', async () => {
    expect((await server.api('hpq/999999', { token, body: { table } })).status).toBe(404);
    const upload = await server.signIn('upload@spendlens.test');
    expect((await server.api(`hpq/${systemId}`, { token: upload, body: { table } })).status).toBe(403);
  });
});
