import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFileRequest, apiRequest, asIs, onUnauthorised } from '../src/api/apiClient';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: 'other=1; session_id=abc%3D123' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the session id from the cookie as a Bearer token under /api_prd', async () => {
    fetchMock.mockResolvedValue(json(200, [{ id: 1 }]));
    await expect(apiRequest('systems', asIs)).resolves.toEqual({ kind: 'data', data: [{ id: 1 }] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api_prd/systems');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc=123');
  });

  it('posts JSON bodies and lets a call replace the Authorization header', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await apiRequest('summary', asIs, { method: 'POST', body: { a: 1 }, authorization: 'Basic eDp5' });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBe('Basic eDp5');
  });

  it('sends a raw body with its content type, and PATCH', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const file = new Blob(['%PDF-1.4']);
    await apiRequest('statement/?a=1', asIs, {
      method: 'POST',
      rawBody: { content: file, contentType: 'application/octet-stream' },
    });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/octet-stream');
    await apiRequest('statement/x.pdf?comments=a', asIs, { method: 'PATCH' });
    const patch = fetchMock.mock.calls[1]![1]!;
    expect(patch.method).toBe('PATCH');
    expect(patch.body).toBeUndefined();
    expect((patch.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('maps 204 to no data', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('summary', asIs)).resolves.toEqual({ kind: 'no_data' });
  });

  it('signals sign-out on 401, unless the call says 401 is an answer', async () => {
    const listener = vi.fn();
    const unsubscribe = onUnauthorised(listener);
    fetchMock.mockImplementation(async () => json(401, { error: 'unauthorised', message: 'expired' }));
    await expect(apiRequest('systems', asIs)).rejects.toMatchObject({ kind: 'unauthorised', status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    await expect(apiRequest('authenticate', asIs, { signOutOnUnauthorised: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('tells too_much_data from other 400s, other statuses and no answer', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: 'too_much_data', message: 'too much' }));
    await expect(apiRequest('summary', asIs)).rejects.toMatchObject({
      kind: 'too_much_data',
      code: 'too_much_data',
    });
    fetchMock.mockResolvedValueOnce(json(400, { error: 'bad_request', message: 'bad column' }));
    await expect(apiRequest('summary', asIs)).rejects.toMatchObject({
      kind: 'bad_request',
      message: 'bad column',
    });
    fetchMock.mockResolvedValueOnce(new Response('boom', { status: 502 }));
    await expect(apiRequest('summary', asIs)).rejects.toMatchObject({ kind: 'http', status: 502 });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('summary', asIs)).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('answers a file call as a Blob with the session; its 401 signs out like any call', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06]);
    fetchMock.mockResolvedValueOnce(
      new Response(zip, { status: 200, headers: { 'Content-Type': 'application/zip' } }),
    );
    const blob = await apiFileRequest('download/jde');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(zip);
    expect(blob.type).toBe('application/zip');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api_prd/download/jde');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc=123');

    const listener = vi.fn();
    const unsubscribe = onUnauthorised(listener);
    fetchMock.mockResolvedValueOnce(json(401, { error: 'unauthorised', message: 'Not signed in' }));
    await expect(apiFileRequest('download/jde')).rejects.toMatchObject({ kind: 'unauthorised' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    fetchMock.mockResolvedValueOnce(
      json(404, { error: 'not_found', message: 'The SAP extractor is not available yet' }),
    );
    await expect(apiFileRequest('download/sap')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'The SAP extractor is not available yet',
    });
  });
});
