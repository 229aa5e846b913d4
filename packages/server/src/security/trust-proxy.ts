import { isIP } from 'node:net';

/** proxy-addr's named ranges, which Fastify's trustProxy accepts beside addresses and CIDR ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const example =
  'e.g. TRUST_PROXY=127.0.0.1 for a proxy on the same host, or 10.0.0.0/8 for proxies on a private network';

function entryProblem(entry: string): string | undefined {
  if (namedRanges.has(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const notAnEntry = `TRUST_PROXY: ${JSON.stringify(entry)} is not an IP address, a CIDR range or one of loopback, linklocal, uniquelocal`;
  if (version === 0 || rest.length > 0) return notAnEntry;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  if (!(bits <= (version === 4 ? 32 : 128))) return notAnEntry;
  if (bits === 0)
    return `TRUST_PROXY: ${entry} would trust every address, as TRUST_PROXY=true would; name the proxies' own range (${example})`;
  return undefined;
}

/**
 * TRUST_PROXY: the reverse proxies whose X-Forwarded-For entries are believed, as a list of IP
 * addresses, CIDR ranges and proxy-addr's named ranges (loopback, linklocal, uniquelocal), separated
 * by commas; `false` or empty trusts none (the socket's address is the client's). Fastify walks
 * X-Forwarded-For from the right and stops at the first address that is not a trusted proxy: that is
 * the client, and whatever the client wrote further left is never read.
 *
 * Refused: `true` (it trusts every entry, the ones a client writes itself included) and a hop count
 * (a hop count trusts whatever connects, so a client reaching the server past the proxy chooses its
 * own address; Fastify 5 ignores hop counts for that reason, which would silently give every client
 * the proxy's address). Answers the list, or the problem to refuse to start with.
 */
export function parseTrustProxy(value: string): { proxies: string[] } | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return { proxies: [] };
  if (text === 'true')
    return {
      problem: `TRUST_PROXY=true would trust every X-Forwarded-For entry, the ones a client writes itself included; set it to the reverse proxy's addresses or CIDR ranges (${example})`,
    };
  if (/^\d+$/.test(text))
    return {
      problem: `TRUST_PROXY=${text} (a hop count) is not accepted: a hop count trusts whatever connects, so a client reaching the server directly chooses its own address (Fastify 5 ignores hop counts); set it to the reverse proxy's addresses or CIDR ranges (${example})`,
    };
  const proxies = text.split(',').map((entry) => entry.trim());
  const problems = proxies.map(entryProblem).filter((p): p is string => p !== undefined);
  return problems.length > 0 ? { problem: problems.join('; ') } : { proxies };
}
