import type { VatNumber } from '@spendlens/domain';
import type { VatRegistry, VatRegistryAnswer } from './vat-registry';

/** The public VIES REST API of the European Commission. */
export const defaultViesUrl = 'https://ec.europa.eu/taxation_customs/vies/rest-api';

/**
 * VIES's error codes that mean the number could not be checked now (an outage, a busy or refusing
 * service), with the reason the user reads. INVALID_INPUT is not among them: it is an answer (the
 * number is not one VIES can hold).
 */
const outages: Readonly<Record<string, string>> = {
  MS_UNAVAILABLE: 'the member state’s service is unavailable',
  TIMEOUT: 'the member state’s service did not answer in time',
  SERVICE_UNAVAILABLE: 'VIES is unavailable',
  MS_MAX_CONCURRENT_REQ: 'the member state’s service is busy',
  GLOBAL_MAX_CONCURRENT_REQ: 'VIES is busy',
  MS_MAX_CONCURRENT_REQ_TIME: 'the member state’s service is busy',
  GLOBAL_MAX_CONCURRENT_REQ_TIME: 'VIES is busy',
};

const unavailable = (reason: string): VatRegistryAnswer => ({ kind: 'unavailable', reason });

/** The error code of a VIES answer: `errorWrappers[0].error` (REST errors) or `userError` (check results). */
function errorCode(body: Record<string, unknown>): string | undefined {
  const wrappers = body['errorWrappers'];
  if (Array.isArray(wrappers)) {
    const first: unknown = wrappers[0];
    const code = first && typeof first === 'object' ? (first as Record<string, unknown>)['error'] : undefined;
    if (typeof code === 'string') return code;
  }
  const userError = body['userError'];
  return typeof userError === 'string' && userError !== 'VALID' && userError !== 'INVALID'
    ? userError
    : undefined;
}

/** A text field of the answer; VIES writes '---' (or nothing) for what a member state does not disclose. */
function disclosed(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || text === '---' ? null : text;
}

/** Reads one answer of POST check-vat-number (its status and JSON body). */
export function readViesAnswer(status: number, body: unknown): VatRegistryAnswer {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = errorCode(fields);
  if (code === 'INVALID_INPUT')
    return {
      kind: 'answer',
      valid: false,
      name: null,
      address: null,
      requestIdentifier: null,
      requestDate: null,
    };
  if (code !== undefined) return unavailable(`${outages[code] ?? 'VIES refused the check'} (VIES ${code})`);
  if (status < 200 || status > 299) return unavailable(`VIES answered HTTP ${status}`);
  if (typeof fields['valid'] !== 'boolean') return unavailable('VIES answered no result');
  return {
    kind: 'answer',
    valid: fields['valid'],
    name: disclosed(fields['name']),
    address: disclosed(fields['address']),
    requestIdentifier: disclosed(fields['requestIdentifier']),
    requestDate: disclosed(fields['requestDate']),
  };
}

/**
 * VIES's REST API: POST {url}/check-vat-number with `{ countryCode, vatNumber }` (the number without
 * its country code), answered `{ valid, name, address, requestDate, requestIdentifier, … }`. No answer
 * within the timeout, no connection, an HTTP error or one of VIES's outage codes is `unavailable` —
 * never an invalid number.
 */
export function createViesRegistry(deps: { url: string; timeoutMs: number }): VatRegistry {
  const endpoint = `${deps.url.replace(/\/+$/, '')}/check-vat-number`;
  const seconds = `${deps.timeoutMs / 1000} s`;
  return {
    source: 'vies',
    async lookup(vat: VatNumber) {
      let response: Response;
      let body: unknown;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode: vat.countryCode, vatNumber: vat.number }),
          signal: AbortSignal.timeout(deps.timeoutMs),
        });
        const text = await response.text();
        try {
          body = text.trim() === '' ? null : JSON.parse(text);
        } catch {
          body = null;
        }
      } catch (error) {
        return error instanceof DOMException && error.name === 'TimeoutError'
          ? unavailable(`VIES did not answer within ${seconds}`)
          : unavailable('VIES could not be reached');
      }
      return readViesAnswer(response.status, body);
    },
  };
}
