import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type VendorStatement } from '@spendlens/domain';
import { appStores, startOn } from './app-store-variants';
import { insertUser } from './insert-user';
import { watchEngine, withCompanyCodeScope, type TestServer } from './start-test-server';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000), Buffer.from('\n%%EOF\n')]);
const office = (main: string) =>
  Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<Types/>'),
      [main]: strToU8('<x/>'),
      'docProps/app.xml': strToU8('<a/>'),
    }),
  );
const xlsx = office('xl/workbook.xml');
const docx = office('word/document.xml');

type ErrorAnswer = {
  error: string;
  message: string;
  key?: string;
  fields?: { key: string; message: string }[];
};

/** Spec 03 §2.3, §3–§5, §7: vendor statements and statement requests, on both app stores. */
describe.each(appStores)('vendor statements (app store %s)', (kind) => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  let vendors: { vendor_id: string; vendor_name: string }[];
  let base: Record<string, string>;

  beforeAll(async () => {
    // the 500-line demo of the other files on both app stores (STATEMENT_MAX_BYTES seeds nothing)
    server = await startOn(kind, { DEMO_INVOICE_LINES: '500', STATEMENT_MAX_BYTES: '100000' });
    token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as { id: number }[];
    systemId = systems[0]!.id;
    vendors = (await server.warehouse.query({
      sql: 'SELECT vendor_id, vendor_name FROM canon.vendors WHERE system_id = $1 ORDER BY vendor_id LIMIT 5',
      params: [systemId],
    })) as { vendor_id: string; vendor_name: string }[];
    base = {
      system_id: String(systemId),
      vendor_id: vendors[0]!.vendor_id,
      vendor_name: 'whatever the client says',
      file_ext: 'pdf',
      received_from_name: 'Ann Lee',
      received_from_email: 'ann@vendor.example',
      business_unit: '1000',
      statement_date: '2024-03-31',
      comments: '',
    };
  });
  afterAll(() => server?.close());

  const upload = (
    query: Record<string, string>,
    body?: Buffer | string,
    contentType = 'application/pdf',
    as = token,
  ) =>
    fetch(`${server.url}/api_prd/statement/?${new URLSearchParams(query).toString()}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${as}`,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
    });
  const uploaded = async (query: Record<string, string>, body: Buffer = pdf, contentType?: string) => {
    const response = await upload(query, body, contentType);
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { data: VendorStatement }).data;
  };
  const rowCount = async () =>
    Number(
      (
        await server.store
          .selectFrom('vendor_statements')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Every file under DATA_DIR/statements, the incoming folder included. */
  const filesOnDisk = async () => {
    const dir = path.join(server.dataDir, 'statements');
    const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
    const files: string[] = [];
    for (const entry of entries) if ((await fs.stat(path.join(dir, entry))).isFile()) files.push(entry);
    return files.sort();
  };
  const error = async (response: Response) => (await response.json()) as ErrorAnswer;
  const search = async (vendorId: string, as = token) => {
    const response = await server.api(`statement/search?vendor_id=${encodeURIComponent(vendorId)}`, {
      token: as,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: VendorStatement[] }).data;
  };

  it('uploads a PDF: server-made name, status awaiting review, the vendor master’s name, the file on disk', async () => {
    const statement = await uploaded(base);
    expect(statement.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(statement).toMatchObject({
      file_ext: 'pdf',
      status: 'awaiting review',
      vendor_id: vendors[0]!.vendor_id,
      vendor_name: vendors[0]!.vendor_name,
      system_id: systemId,
      statement_date: '2024-03-31',
      is_clean: false,
      has_grni: false,
      has_credits: false,
      received_from_name: 'Ann Lee',
      received_from_email: 'ann@vendor.example',
      business_unit: '1000',
      size_bytes: pdf.length,
      uploaded_by: 'demo@spendlens.test',
      statement_request_date: null,
    });
    expect(await fs.readFile(path.join(server.dataDir, 'statements', statement.filename))).toEqual(pdf);

    const download = await server.api(`statement/${statement.filename}`, { token });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="vendor_statement_${vendors[0]!.vendor_id}_2024-03-31.pdf"`,
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });

  it('uploads xlsx (multipart/form-data) and docx (raw), typed and named by the server; the client’s file name is ignored', async () => {
    const boundary = '----statement7f';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      xlsx,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sheet = await uploaded(
      { ...base, vendor_id: vendors[1]!.vendor_id, file_ext: 'XLSX' },
      multipart,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(sheet.filename).toMatch(/^[0-9a-f-]{36}\.xlsx$/);
    const download = await server.api(`statement/${sheet.filename}`, { token });
    expect(download.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(xlsx);

    const document = await uploaded(
      {
        ...base,
        vendor_id: vendors[1]!.vendor_id,
        file_ext: 'docx',
        status: 'review completed',
        statement_date: '2024-04-30',
      },
      docx,
      'application/octet-stream',
    );
    expect(document.status).toBe('review completed');
    expect((await server.api(`statement/${document.filename}`, { token })).headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('answers the spec’s messages (03 §5), the file first, with every field’s problem; nothing is stored', async () => {
    const rows = await rowCount();
    const files = await filesOnDisk();
    const cases: [Record<string, string>, Buffer | undefined, string, string][] = [
      [base, undefined, 'file', messages.statementFileRequired],
      [base, Buffer.alloc(0), 'file', messages.statementFileRequired],
      [
        { ...base, received_from_name: '  ' },
        pdf,
        'received_from_name',
        messages.statementSentFromNameRequired,
      ],
      [
        { ...base, received_from_email: 'not-an-address' },
        pdf,
        'received_from_email',
        messages.statementSentFromEmailInvalid,
      ],
      [{ ...base, business_unit: '' }, pdf, 'business_unit', messages.statementBusinessUnitRequired],
      [{ ...base, statement_date: '' }, pdf, 'statement_date', messages.statementDateRequired],
      [{ ...base, statement_date: '2024-02-30' }, pdf, 'statement_date', messages.statementDateRequired],
    ];
    for (const [query, body, key, message] of cases) {
      const response = await upload(query, body);
      expect(response.status, `${key}: ${message}`).toBe(400);
      const answer = await error(response);
      expect(answer.message).toBe(message);
      expect(answer.key).toBe(key);
    }
    // missing query fields are the same messages
    const {
      received_from_name: _n,
      received_from_email: _e,
      business_unit: _b,
      statement_date: _d,
      ...bare
    } = base;
    const all = await error(await upload(bare));
    expect(all.message).toBe(messages.statementFileRequired);
    expect(all.fields!.map((f) => f.message)).toEqual([
      messages.statementFileRequired,
      messages.statementSentFromNameRequired,
      messages.statementSentFromEmailInvalid,
      messages.statementBusinessUnitRequired,
      messages.statementDateRequired,
    ]);
    expect(await rowCount()).toBe(rows);
    expect(await filesOnDisk()).toEqual(files);
  });

  it('accepts true, "True", "true", 1 and "1" for the flags, refuses other values', async () => {
    for (const yes of ['true', 'True', '1']) {
      const statement = await uploaded({
        ...base,
        is_clean: yes,
        has_grni: yes,
        has_credits: yes,
        awaiting_review: yes,
      });
      expect([statement.is_clean, statement.has_grni, statement.has_credits]).toEqual([true, true, true]);
      await server.api(`statement/${statement.filename}`, { token, method: 'DELETE' });
    }
    const off = await uploaded({ ...base, is_clean: 'false', has_grni: '0', has_credits: 'False' });
    expect([off.is_clean, off.has_grni, off.has_credits]).toEqual([false, false, false]);
    await server.api(`statement/${off.filename}`, { token, method: 'DELETE' });
    const bad = await upload({ ...base, is_clean: 'yes' }, pdf);
    expect(bad.status).toBe(400);
    expect((await error(bad)).key).toBe('is_clean');
    const contradiction = await upload({ ...base, awaiting_review: '1', status: 'review completed' }, pdf);
    expect(contradiction.status).toBe(400);
  });

  it('checks the file against file_ext by its bytes, caps its size, and leaves no row and no file when refusing', async () => {
    const rows = await rowCount();
    const files = await filesOnDisk();
    const refusals: [Record<string, string>, Buffer, string, number, string][] = [
      [base, xlsx, 'application/pdf', 400, 'The file is not a PDF document'],
      [
        { ...base, file_ext: 'xlsx' },
        docx,
        'application/octet-stream',
        400,
        'The file is not an Excel workbook (.xlsx)',
      ],
      [
        { ...base, file_ext: 'docx' },
        pdf,
        'application/octet-stream',
        400,
        'The file is not a Word document (.docx)',
      ],
      [
        { ...base, file_ext: 'docx' },
        Buffer.from('PK\x03\x04 not really a zip'),
        'application/octet-stream',
        400,
        'The file is not a Word document (.docx)',
      ],
      [{ ...base, file_ext: 'exe' }, pdf, 'application/pdf', 400, 'file_ext must be pdf, xlsx or docx'],
      [
        base,
        Buffer.concat([pdf, Buffer.alloc(100_000)]),
        'application/pdf',
        413,
        'The statement file is larger than the limit of 100000 bytes',
      ],
    ];
    for (const [query, body, type, status, message] of refusals) {
      const response = await upload(query, body, type);
      expect(response.status, message).toBe(status);
      expect((await error(response)).message).toBe(message);
    }
    // a body of another kind, or a broken multipart body: 4xx, never 500
    expect((await upload(base, '{"file": "x"}', 'application/json')).status).toBe(400);
    expect((await upload(base, pdf, 'image/png')).status).toBe(415);
    expect((await upload(base, Buffer.from('--x\r\nbroken'), 'multipart/form-data; boundary=x')).status).toBe(
      400,
    );
    expect(await rowCount()).toBe(rows);
    expect(await filesOnDisk()).toEqual(files);
  });

  it('refuses a vendor the system does not have (400) and a system that is not the user’s (404)', async () => {
    const unknown = await upload({ ...base, vendor_id: 'NO-SUCH-VENDOR' }, pdf);
    expect(unknown.status).toBe(400);
    expect((await error(unknown)).key).toBe('vendor_id');
    expect((await upload({ ...base, system_id: '999999' }, pdf)).status).toBe(404);
  });

  it('lists a vendor’s statements newest first with its request date; none for another vendor', async () => {
    const vendorId = vendors[2]!.vendor_id;
    const first = await uploaded({ ...base, vendor_id: vendorId, statement_date: '2024-05-31' });
    const second = await uploaded({ ...base, vendor_id: vendorId, statement_date: '2024-01-31' });
    const listed = await search(vendorId);
    expect(listed.map((s) => s.filename)).toEqual([second.filename, first.filename]);
    expect(await search('NO-SUCH-VENDOR')).toEqual([]);
  });

  it('edits inline (03 §5): name, e-mail and company code/country cannot be emptied, comments can; flags and status save', async () => {
    const statement = await uploaded({ ...base, vendor_id: vendors[3]!.vendor_id, comments: 'first look' });
    const patch = (query: string) =>
      server.api(`statement/${statement.filename}?${query}`, { token, method: 'PATCH' });
    const refusals: [string, string, string][] = [
      ['received_from_name=', 'received_from_name', messages.statementSentFromNameRequired],
      ['received_from_email=', 'received_from_email', messages.statementReceivedFromEmailInvalid],
      ['received_from_email=nobody', 'received_from_email', messages.statementReceivedFromEmailInvalid],
      ['business_unit=%20', 'business_unit', messages.statementBusinessUnitRequired],
      ['statement_date=31/03/2024', 'statement_date', messages.statementDateRequired],
    ];
    for (const [query, key, message] of refusals) {
      const response = await patch(query);
      expect(response.status, query).toBe(400);
      const answer = await error(response);
      expect([answer.key, answer.message]).toEqual([key, message]);
    }
    expect((await patch('')).status).toBe(400);
    expect((await patch('vendor_id=OTHER')).status).toBe(400);
    expect((await patch('is_clean=maybe')).status).toBe(400);

    const edited = await patch(
      'comments=&is_clean=1&has_credits=True&status=review%20in%20progress&received_from_name=Bo%20Ek',
    );
    expect(edited.status).toBe(200);
    const { data } = (await edited.json()) as { data: VendorStatement };
    expect(data).toMatchObject({
      comments: '',
      is_clean: true,
      has_credits: true,
      has_grni: false,
      status: 'review in progress',
      received_from_name: 'Bo Ek',
      received_from_email: 'ann@vendor.example',
      updated_by: 'demo@spendlens.test',
    });
    expect(data.updated_date).not.toBeNull();
  });

  it('deletes a statement with its file; then it is gone', async () => {
    const statement = await uploaded({ ...base, vendor_id: vendors[4]!.vendor_id });
    const file = path.join(server.dataDir, 'statements', statement.filename);
    await fs.access(file);
    const response = await server.api(`statement/${statement.filename}`, { token, method: 'DELETE' });
    expect(response.status).toBe(200);
    await expect(fs.access(file)).rejects.toThrow();
    expect((await server.api(`statement/${statement.filename}`, { token })).status).toBe(404);
    expect((await server.api(`statement/${statement.filename}`, { token, method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await server.api('statement/not-a-statement.pdf', { token })).status).toBe(400);
    expect((await server.api('statement/..%2F..%2Fapp.pdf', { token })).status).toBe(400);
  });

  it('requests statements (upsert), refuses deleting while a selected vendor has no request, then deletes', async () => {
    const [a, b] = [vendors[0]!.vendor_id, vendors[1]!.vendor_id];
    const request = (action: string, data: unknown) =>
      server.api(`statement/vendor_request?format=json&action=${action}`, { token, body: { data } });
    const upsert = await request('upsert', [{ vendor_id: a, system_id: systemId }]);
    expect(upsert.status).toBe(200);
    const marked = ((await upsert.json()) as { data: { count: number; statement_request_date: string } })
      .data;
    expect(marked.count).toBe(1);
    expect((await search(a))[0]!.statement_request_date).toBe(marked.statement_request_date);

    const both = [
      { vendor_id: a, system_id: systemId },
      { vendor_id: b, system_id: systemId },
    ];
    const refused = await request('delete', both);
    expect(refused.status).toBe(409);
    expect((await error(refused)).message).toContain(`${b} (system SAP-DEMO)`);
    expect((await search(a))[0]!.statement_request_date).toBe(marked.statement_request_date);

    // an unknown vendor: nothing is written, the known one included
    const unknown = await request('upsert', [
      { vendor_id: b, system_id: systemId },
      { vendor_id: 'NOPE', system_id: systemId },
    ]);
    expect(unknown.status).toBe(400);
    expect((await error(unknown)).message).toContain('NOPE');
    expect((await search(b))[0]!.statement_request_date).toBeNull();

    expect((await request('upsert', both)).status).toBe(200);
    const deleted = await request('delete', both);
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { data: { count: number } }).data.count).toBe(2);
    expect((await search(a))[0]!.statement_request_date).toBeNull();

    // bad bodies: 4xx, never 500
    expect((await request('upsert', [])).status).toBe(400);
    expect((await request('rename', both)).status).toBe(400);
    expect(
      (await server.api('statement/vendor_request?action=upsert', { token, body: '{"data": [' })).status,
    ).toBe(400);
    expect((await request('upsert', [{ vendor_id: a, system_id: 999999 }])).status).toBe(404);
  });

  it('validates a CSV request list: each line with exists, systems by id or name', async () => {
    const validate = (csv: string, type = 'text/csv') =>
      fetch(`${server.url}/api_prd/statement/vendor_request?validate=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        body: csv,
      });
    const a = vendors[0]!.vendor_id;
    const csv = `\uFEFFvendor_id,system_id\r\n${a},${systemId}\r\n"NOPE",${systemId}\r\n${a},SAP-DEMO\r\n${a},999999\r\n\r\n`;
    const response = await validate(csv);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { result: unknown[] }).result).toEqual([
      { vendor_id: a, system_id: systemId, system_name: 'SAP-DEMO', exists: true },
      { vendor_id: 'NOPE', system_id: systemId, system_name: 'SAP-DEMO', exists: false },
      { vendor_id: a, system_id: systemId, system_name: 'SAP-DEMO', exists: true },
      { vendor_id: a, system_id: '999999', system_name: null, exists: false },
    ]);
    const empty = await validate('');
    expect(empty.status).toBe(400);
    expect((await error(empty)).message).toBe(messages.statementFileRequired);
    expect((await validate('id,system\n1,2\n')).status).toBe(400);
    expect((await validate('vendor_id,system_id\n"open quote,1\n')).status).toBe(400);
    expect((await validate('vendor_id,system_id\n')).status).toBe(400);
  });

  describe('scope', () => {
    let otherFilename: string;
    let otherToken: string;
    beforeAll(async () => {
      // another client with its own system, user and statement of a vendor id the demo system also has
      const client = await server.store
        .insertInto('clients')
        .values({ name: 'Other Co' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const system = await server.store
        .insertInto('systems')
        .values({ client_id: client.id, name: 'SAP-OTHER', type: 'sap', currency: 'EUR', add_ons: '[]' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const userId = await insertUser(server.store, 'other@other.example', 'Spendlens#2026');
      await server.store
        .insertInto('user_clients')
        .values({ user_id: userId, client_id: client.id, company_codes: null, account_groups: null })
        .execute();
      await server.store
        .updateTable('users')
        .set({ current_client_id: client.id })
        .where('id', '=', userId)
        .execute();
      otherToken = await server.signIn('other@other.example');
      otherFilename = `${randomUUID()}.pdf`;
      await fs.writeFile(path.join(server.dataDir, 'statements', otherFilename), pdf);
      await server.store
        .insertInto('vendor_statements')
        .values({
          filename: otherFilename,
          client_id: client.id,
          system_id: system.id,
          vendor_id: vendors[0]!.vendor_id,
          vendor_name: 'Other',
          file_ext: 'pdf',
          size_bytes: pdf.length,
          created_date: new Date(),
          statement_date: '2024-01-01',
          status: 'awaiting review',
          is_clean: false,
          has_grni: false,
          has_credits: false,
          received_from_name: 'X',
          received_from_email: 'x@other.example',
          business_unit: 'GB',
          comments: '',
          uploaded_by: userId,
        })
        .execute();
    });

    it('never shows another client’s statements: search, read, edit and delete answer as for none', async () => {
      expect((await search(vendors[0]!.vendor_id)).map((s) => s.filename)).not.toContain(otherFilename);
      expect((await server.api(`statement/${otherFilename}`, { token })).status).toBe(404);
      expect(
        (await server.api(`statement/${otherFilename}?comments=x`, { token, method: 'PATCH' })).status,
      ).toBe(404);
      expect((await server.api(`statement/${otherFilename}`, { token, method: 'DELETE' })).status).toBe(404);
      // and the other client's user sees its own one, none of the demo client's
      expect((await search(vendors[0]!.vendor_id, otherToken)).map((s) => s.filename)).toEqual([
        otherFilename,
      ]);
      const mine = (await search(vendors[2]!.vendor_id))[0]!;
      expect((await server.api(`statement/${mine.filename}`, { token: otherToken })).status).toBe(404);
      expect(await fs.readFile(path.join(server.dataDir, 'statements', otherFilename))).toEqual(pdf);
    });

    it('a user limited to company codes reaches only the statements of vendors set up in them', async () => {
      const vendorId = vendors[2]!.vendor_id;
      const { filename } = (await search(vendorId))[0]!;
      const none = await withCompanyCodeScope(server, ['NO-SUCH-CODE'], async () => ({
        listed: await search(vendorId),
        read: (await server.api(`statement/${filename}`, { token })).status,
      }));
      expect(none).toEqual({ listed: [], read: 404 });
      const codes = (await server.warehouse.query({
        sql: 'SELECT company_code FROM canon.vendor_company_codes WHERE system_id = $1 AND vendor_id = $2',
        params: [systemId, vendorId],
      })) as { company_code: string }[];
      const theirs = await withCompanyCodeScope(
        server,
        codes.map((c) => c.company_code),
        () => search(vendorId),
      );
      expect(theirs.length).toBe(2);
    });
  });

  describe('POST /summary with include_supplier_statements', () => {
    const byVendor = {
      module: 'accounting_docs_po_nonpo_credit_reversal',
      analysis: 'invoice_distribution',
      group_by: ['vendor_id'],
      aggregate: [{ col: 'internal_invoice_id', fn: ['count'], alias: ['invoices'] }],
      sort: { col_alias: 'vendor_id', order: 'asc' },
      page_rows: -1,
    };
    const summary = async (extra: Record<string, unknown>) => {
      const response = await server.api('summary', {
        token,
        body: { system_id: systemId, ...byVendor, ...extra },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Record<string, unknown>[] }).data;
    };

    it('adds each vendor’s statement columns to the page, fresh after a change although the rows come from the cache', async () => {
      const plain = await summary({});
      expect(Object.keys(plain[0]!)).toEqual(['vendor_id', 'invoices']);
      const vendorId = String(plain[0]!['vendor_id']);
      const before = (await summary({ include_supplier_statements: true }))[0]!;
      expect(before).toMatchObject({ vendor_id: vendorId, invoices: plain[0]!['invoices'] });
      const count = Number(before['statement_count']);

      const newer = await uploaded({
        ...base,
        vendor_id: vendorId,
        statement_date: '2030-12-31',
        has_grni: '1',
      });
      await server.api('statement/vendor_request?action=upsert', {
        token,
        body: { data: [{ vendor_id: vendorId, system_id: systemId }] },
      });
      const engine = watchEngine(server);
      const after = await summary({ include_supplier_statements: true });
      expect(after[0]).toMatchObject({
        vendor_id: vendorId,
        statement_count: count + 1,
        statement_date: '2030-12-31',
        statement_status: 'awaiting review',
        statement_has_grni: true,
        statement_is_clean: false,
        statement_filename: newer.filename,
      });
      expect(after[0]!['statement_request_date']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // the summary rows were the cache's (no data statement ran), the statement columns were not
      expect(engine.calls()).toBe(0);
      expect(after.map((r) => r['invoices'])).toEqual(plain.map((r) => r['invoices']));
      // a vendor without statements gets nulls and 0
      const without = after.find((r) => r['statement_count'] === 0 && r['statement_request_date'] === null)!;
      expect(without).toMatchObject({
        statement_date: null,
        statement_status: null,
        statement_filename: null,
      });

      await server.api(`statement/${newer.filename}`, { token, method: 'DELETE' });
      expect((await summary({ include_supplier_statements: true }))[0]!['statement_count']).toBe(count);
      // without the flag nothing changes
      expect(await summary({})).toEqual(plain);
    });

    it('answers a result without vendor_id as it is', async () => {
      const grouped = {
        ...byVendor,
        group_by: ['derived_document_type'],
        sort: { col_alias: 'derived_document_type', order: 'asc' },
      };
      const response = await server.api('summary', {
        token,
        body: { system_id: systemId, ...grouped, include_supplier_statements: true },
      });
      const rows = ((await response.json()) as { data: Record<string, unknown>[] }).data;
      expect(Object.keys(rows[0]!)).toEqual(['derived_document_type', 'invoices']);
    });
  });
});
