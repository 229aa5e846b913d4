import { messages, type VatCheckAnswer } from '@spendlens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStores, startOn } from './app-store-variants';
import { startFakeHttp, type FakeHttp } from './fake-http';
import type { TestServer } from './start-test-server';

/** A real number (the check digit holds) and the same with its check digit changed. */
const validNumber = 'DE136695976';
const changedNumber = 'DE136695977';

async function demoClientId(server: TestServer): Promise<number> {
  const user = await server.store
    .selectFrom('users')
    .select('current_client_id')
    .where('uid', '=', 'demo@spendlens.test')
    .executeTakeFirstOrThrow();
  return user.current_client_id!;
}

const storedRows = (server: TestServer, vatNumber: string) =>
  server.store
    .selectFrom('vat_checks')
    .selectAll()
    .where('vat_number', '=', vatNumber)
    .orderBy('id')
    .execute();

/** Spec 03 §2.6, §7: GET external/vat/:vatNumber with the default offline rules, on both app stores. */
describe.each(appStores)('GET external/vat, VAT_CHECK=offline (app store %s)', (kind) => {
  let server: TestServer;
  let token: string;
  /** `as` null: without a session. */
  const vat = (number: string, as: string | null = token) =>
    server.api(`external/vat/${encodeURIComponent(number)}`, as === null ? {} : { token: as });

  beforeAll(async () => {
    server = await startOn(kind, { DEMO_INVOICE_LINES: '500' });
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(() => server?.close());

  it('answers the format and check-digit rules, marked as an offline check with no name or address', async () => {
    const response = await vat('de 136.695.976');
    expect(response.status).toBe(200);
    const answer = (await response.json()) as VatCheckAnswer;
    expect(answer).toMatchObject({
      vat_number: validNumber,
      country_code: 'DE',
      status: 'offline',
      valid: true,
      source: 'offline',
      company_name: null,
      company_address: null,
      request_identifier: null,
      format: { valid: true, problem: null },
      stored: null,
    });
    expect(answer.message).toBe(
      'Offline format check: the number has the format and check digits of a DE VAT number. Whether it is registered was not checked.',
    );
    expect(Date.parse(answer.checked_at)).not.toBeNaN();

    // a slash, encoded in the path, is a separator like the others
    const czech = (await (await vat('CZ 736028/5163')).json()) as VatCheckAnswer;
    expect(czech).toMatchObject({ vat_number: 'CZ7360285163', status: 'offline', valid: true });

    const changed = (await (await vat(changedNumber)).json()) as VatCheckAnswer;
    expect(changed).toMatchObject({
      status: 'offline',
      valid: false,
      format: { valid: false, problem: 'Not a valid DE VAT number: the check digit is wrong' },
    });
    // an offline check is no register answer: nothing is kept
    expect(await storedRows(server, validNumber)).toEqual([]);
  });

  it('shows the client’s last kept register answer beside the offline check, and no other client’s', async () => {
    const clientId = await demoClientId(server);
    const other = await server.store
      .insertInto('clients')
      .values({ name: `Other client ${kind}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (client: number, at: string, name: string) => ({
      client_id: client,
      vat_number: 'FR40303265045',
      checked_at: new Date(at),
      valid: true,
      name,
      address: '12 RUE EXEMPLE\n75001 PARIS',
      request_identifier: `WAPI-${name}`,
      request_date: at.slice(0, 10),
      source: 'vies',
      checked_by: null,
    });
    await server.store
      .insertInto('vat_checks')
      .values([
        row(clientId, '2025-03-01T09:00:00Z', 'OLDER NAME'),
        row(clientId, '2025-06-02T10:30:00Z', 'SOCIETE EXEMPLE'),
        row(other.id, '2025-09-01T08:00:00Z', 'SEEN BY ANOTHER CLIENT'),
      ])
      .execute();
    const answer = (await (await vat('FR 40 303 265 045')).json()) as VatCheckAnswer;
    expect(answer).toMatchObject({ status: 'offline', valid: true, source: 'offline', company_name: null });
    expect(answer.stored).toEqual({
      valid: true,
      company_name: 'SOCIETE EXEMPLE',
      company_address: '12 RUE EXEMPLE\n75001 PARIS',
      checked_at: '2025-06-02T10:30:00.000Z',
      source: 'vies',
      request_identifier: 'WAPI-SOCIETE EXEMPLE',
    });
  });

  it('refuses what is no VAT number with 400 naming the problem', async () => {
    const cases: [string, string][] = [
      ['D'.repeat(41), 'params.vatNumber: is longer than 40 characters'],
      [
        '136695976',
        'params.vatNumber: is not a VAT number: expected a two-letter country code and 2 to 12 letters or digits, such as DE136695976',
      ],
      [
        'DE 136#695',
        'params.vatNumber: is not a VAT number: expected a two-letter country code and 2 to 12 letters or digits, such as DE136695976',
      ],
      [
        'US123456789',
        'params.vatNumber: US is not a country VIES checks: expected the code of an EU member state (EL for Greece) or XI (Northern Ireland)',
      ],
      [
        'GB980780684',
        'params.vatNumber: GB: VAT numbers of Great Britain are not checked by VIES since 2021; only those of Northern Ireland (XI) are',
      ],
      [' ', 'params.vatNumber: is empty; give a VAT number such as DE136695976'],
    ];
    for (const [number, message] of cases) {
      const response = await vat(number);
      expect(response.status, number).toBe(400);
      expect(await response.json(), number).toEqual({ error: 'bad_request', message });
    }
  });

  it('needs a signed-in user with the view role: 401 without a session, 403 for an upload account', async () => {
    expect((await vat(validNumber, null)).status).toBe(401);
    expect((await vat(validNumber, await server.signIn('upload@spendlens.test'))).status).toBe(403);
  });
});

type Respond = (body: { countryCode: string; vatNumber: string }) => {
  status: number;
  json: unknown;
  delayMs?: number;
};

/** Spec 03 §2.6, §7 with VAT_CHECK=vies against a stand-in of VIES's REST API on 127.0.0.1, on both app stores. */
describe.each(appStores)('GET external/vat, VAT_CHECK=vies (app store %s)', (kind) => {
  let server: TestServer;
  let vies: FakeHttp;
  let token: string;
  let respond: Respond;
  const vat = async (number: string) => {
    const response = await server.api(`external/vat/${encodeURIComponent(number)}`, { token });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as VatCheckAnswer;
  };
  const registered = (body: { countryCode: string; vatNumber: string }) => ({
    status: 200,
    json: {
      countryCode: body.countryCode,
      vatNumber: body.vatNumber,
      requestDate: '2026-01-15T10:00:00.000Z',
      valid: true,
      requestIdentifier: 'WAPIAAAAZ1A2B3C4',
      name: 'MUSTER HANDELS GMBH',
      address: 'MUSTERSTRASSE 1\n10115 BERLIN\n',
    },
  });

  beforeAll(async () => {
    vies = await startFakeHttp((body) =>
      respond(JSON.parse(body) as { countryCode: string; vatNumber: string }),
    );
    server = await startOn(kind, {
      DEMO_INVOICE_LINES: '500',
      VAT_CHECK: 'vies',
      VIES_URL: `${vies.url}taxation_customs/vies/rest-api/`,
      VIES_TIMEOUT_SECONDS: '0.5',
      VIES_CALLS_PER_MINUTE: '12',
    });
    token = await server.signIn('demo@spendlens.test');
  });
  afterAll(async () => {
    await server?.close();
    await vies?.close();
  });

  it('asks VIES, answers its name, address, date and request identifier, and keeps the answer', async () => {
    respond = registered;
    const before = Date.now();
    const answer = await vat('DE 136 695 976');
    const request = vies.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/taxation_customs/vies/rest-api/check-vat-number');
    expect(JSON.parse(request.body)).toEqual({ countryCode: 'DE', vatNumber: '136695976' });
    expect(answer).toMatchObject({
      vat_number: validNumber,
      status: 'checked',
      message: 'Checked with VIES: the number is valid (registered).',
      valid: true,
      company_name: 'MUSTER HANDELS GMBH',
      company_address: 'MUSTERSTRASSE 1\n10115 BERLIN',
      source: 'vies',
      request_identifier: 'WAPIAAAAZ1A2B3C4',
      format: { valid: true, problem: null },
      stored: null,
    });
    expect(Date.parse(answer.checked_at)).toBeGreaterThanOrEqual(before - 1000);

    const rows = await storedRows(server, validNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      client_id: await demoClientId(server),
      valid: true,
      name: 'MUSTER HANDELS GMBH',
      address: 'MUSTERSTRASSE 1\n10115 BERLIN',
      request_identifier: 'WAPIAAAAZ1A2B3C4',
      request_date: '2026-01-15T10:00:00.000Z',
      source: 'vies',
    });
    expect(new Date(rows[0]!.checked_at).toISOString()).toBe(answer.checked_at);
  });

  it('keeps an invalid answer too; a name VIES writes as --- is none', async () => {
    respond = (body) => ({
      status: 200,
      json: {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        valid: false,
        name: '---',
        address: '---',
        requestIdentifier: '',
      },
    });
    const answer = await vat('FR40303265045');
    expect(answer).toMatchObject({
      status: 'checked',
      valid: false,
      message: 'Checked with VIES: the number is not valid (not registered, or no longer).',
      company_name: null,
      company_address: null,
      request_identifier: null,
    });
    expect(await storedRows(server, 'FR40303265045')).toMatchObject([
      { valid: false, name: null, address: null, request_identifier: null },
    ]);
  });

  it('answers "could not be checked now" with the last kept answer when the member state is unavailable — never invalid', async () => {
    const outages: [string, Respond, string][] = [
      [
        'MS_UNAVAILABLE as an error',
        () => ({ status: 200, json: { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] } }),
        'the member state’s service is unavailable (VIES MS_UNAVAILABLE)',
      ],
      [
        'MS_UNAVAILABLE beside valid: false',
        (body) => ({ status: 200, json: { ...body, valid: false, userError: 'MS_UNAVAILABLE' } }),
        'the member state’s service is unavailable (VIES MS_UNAVAILABLE)',
      ],
      [
        'busy, with HTTP 500',
        () => ({
          status: 500,
          json: { actionSucceed: false, errorWrappers: [{ error: 'GLOBAL_MAX_CONCURRENT_REQ' }] },
        }),
        'VIES is busy (VIES GLOBAL_MAX_CONCURRENT_REQ)',
      ],
      [
        'HTTP 503 without a body VIES writes',
        () => ({ status: 503, json: 'Service Unavailable' }),
        'VIES answered HTTP 503',
      ],
      ['too slow', (body) => ({ ...registered(body), delayMs: 1500 }), 'VIES did not answer within 0.5 s'],
    ];
    const kept = await storedRows(server, validNumber);
    for (const [what, answerWith, reason] of outages) {
      respond = answerWith;
      const answer = await vat(validNumber);
      expect(answer, what).toMatchObject({
        status: 'unavailable',
        message: `${messages.vatCheckUnavailable}: ${reason}. The last check is shown.`,
        valid: null,
        company_name: null,
        source: 'vies',
        format: { valid: true, problem: null },
        stored: {
          valid: true,
          company_name: 'MUSTER HANDELS GMBH',
          company_address: 'MUSTERSTRASSE 1\n10115 BERLIN',
          checked_at: new Date(kept[0]!.checked_at).toISOString(),
          source: 'vies',
          request_identifier: 'WAPIAAAAZ1A2B3C4',
        },
      });
    }
    // an outage is no answer: nothing more is kept
    expect(await storedRows(server, validNumber)).toHaveLength(kept.length);

    // a number never checked: no last answer to show
    respond = () => ({ status: 503, json: null });
    expect(await vat('ATU13585627')).toMatchObject({
      status: 'unavailable',
      message: `${messages.vatCheckUnavailable}: VIES answered HTTP 503.`,
      valid: null,
      stored: null,
    });
  });

  it('takes VIES’s INVALID_INPUT as its answer that the number is not valid', async () => {
    respond = () => ({
      status: 400,
      json: { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] },
    });
    const answer = await vat('DE12');
    expect(answer).toMatchObject({
      status: 'checked',
      valid: false,
      format: { valid: false, problem: 'Not a valid DE VAT number: expected 9 digits not starting with 0' },
    });
  });

  it('limits the checks reaching VIES per session (429 with Retry-After)', async () => {
    respond = registered;
    let response: Response;
    let calls = 0;
    do {
      response = await server.api(`external/vat/${validNumber}`, { token });
      calls += 1;
    } while (response.status === 200 && calls < 20);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // the budget of 12 a minute, of which the tests above used some
    expect(calls).toBeLessThanOrEqual(13);
  });
});
