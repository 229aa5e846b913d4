/**
 * Domain errors carry a code, never an HTTP status. The server's one error handler maps codes to
 * statuses and to the stable JSON envelope `{ error: code, message }`.
 */
export const errorCodes = [
  'bad_request',
  'unknown_column',
  'unknown_source',
  'unsupported',
  'too_much_data',
  'unauthorised',
  'forbidden',
  'not_found',
  'conflict',
  'invalid_credentials',
  'account_expired',
  'account_disabled',
  'account_locked',
  'rate_limited',
  'gone',
  'payload_too_large',
  'ingest_failed',
  'query_timeout',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
