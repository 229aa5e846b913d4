import { readSessionId } from './sessionCookie';

/** Base path of every call (spec 01 §7). */
export const apiBasePath = '/api_prd';

/** An answer with a body, or 204 (spec 01 §8: "treated as no data"). */
export type ApiResult<T> = { kind: 'data'; data: T } | { kind: 'no_data' };

/**
 * What went wrong, as the screens need it: 401 signs out, too_much_data and bad_request are the two
 * 400 states of POST /summary, http is any other status, network is no answer at all.
 */
export type ApiErrorKind = 'unauthorised' | 'too_much_data' | 'bad_request' | 'http' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The `error` code of the JSON error body, when there is one. */
  readonly code: string | undefined;
  /** The form field the error belongs to (`key` of the error body: registration and reset). */
  readonly key: string | undefined;
  /** Seconds to wait before trying again (the Retry-After header of a 429 or 503), when given. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    kind: ApiErrorKind,
    status: number,
    message: string,
    code?: string,
    key?: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.key = key;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type UnauthorisedListener = () => void;
const unauthorisedListeners = new Set<UnauthorisedListener>();

/** Subscribe to the global sign-out signal: any 401 on a data call (spec 01 §6). */
export function onUnauthorised(listener: UnauthorisedListener): () => void {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  body?: unknown;
  /** A body sent as it is with its content type (a statement file, a CSV), instead of `body`. */
  rawBody?: { content: Blob | string; contentType: string };
  signal?: AbortSignal;
  /** Replaces the Bearer header (GET authenticate sends Basic credentials). */
  authorization?: string;
  /** False for calls whose 401 is an answer, not an expired session (authenticate). Default true. */
  signOutOnUnauthorised?: boolean;
  /** Further request headers (the captcha token of a guarded call). */
  headers?: Record<string, string>;
}

async function readErrorBody(
  response: Response,
): Promise<{ error?: string; message?: string; key?: string }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { error, message, key } = body as Record<string, unknown>;
      return {
        error: typeof error === 'string' ? error : undefined,
        message: typeof message === 'string' ? message : undefined,
        key: typeof key === 'string' ? key : undefined,
      };
    }
  } catch {
    // not JSON: fall through
  }
  return {};
}

/**
 * Sends one call with the session and answers its response when the status is 2xx; any other status
 * becomes an ApiError (a 401 signs out first, unless the call says 401 is an answer).
 */
async function send(path: string, accept: string, options: ApiRequestOptions): Promise<Response> {
  const { method = 'GET', body, rawBody, signal, authorization, signOutOnUnauthorised = true } = options;
  const headers: Record<string, string> = { Accept: accept, ...options.headers };
  const sessionId = readSessionId();
  if (authorization) headers.Authorization = authorization;
  else if (sessionId) headers.Authorization = `Bearer ${sessionId}`;
  if (rawBody) headers['Content-Type'] = rawBody.contentType;
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${apiBasePath}/${path.replace(/^\//, '')}`, {
      method,
      headers,
      body: rawBody ? rawBody.content : body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError('network', 0, 'The server could not be reached');
  }
  if (response.ok) return response;

  const { error, message, key } = await readErrorBody(response);
  if (response.status === 401) {
    if (signOutOnUnauthorised) for (const listener of [...unauthorisedListeners]) listener();
    throw new ApiError('unauthorised', 401, message ?? 'Unauthorised', error);
  }
  if (response.status === 400 && error === 'too_much_data') {
    throw new ApiError('too_much_data', 400, message ?? 'Too much data', error);
  }
  if (response.status === 400) {
    throw new ApiError('bad_request', 400, message ?? 'Bad request', error, key);
  }
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  throw new ApiError(
    'http',
    response.status,
    message ?? `HTTP ${response.status}`,
    error,
    key,
    Number.isFinite(retryAfter) ? retryAfter : undefined,
  );
}

/** One call of the API. The answer is JSON; its shape is checked by the caller's `parse`. */
export async function apiRequest<T>(
  path: string,
  parse: (json: unknown) => T,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const response = await send(path, 'application/json', options);
  if (response.status === 204) return { kind: 'no_data' };
  const text = await response.text();
  if (text.trim() === '') return { kind: 'no_data' };
  return { kind: 'data', data: parse(JSON.parse(text) as unknown) };
}

/** One call of the API whose answer is a file (GET download/{erp}: a zip), as a Blob; errors as apiRequest's. */
export async function apiFileRequest(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  const response = await send(path, '*/*', options);
  return response.blob();
}

/** The JSON as it came, for answers whose shape the server owns and the caller only reads. */
export function asIs<T>(json: unknown): T {
  return json as T;
}
