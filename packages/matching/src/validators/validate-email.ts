import { fail, pass, type CheckResult } from './check-result';

const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const label = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * E-mail format, RFC 5322 "lite": exactly one '@'; a local part of atoms (letters, digits,
 * !#$%&'*+/=?^_`{|}~-) joined by single dots, at most 64 characters; a domain of at least two labels
 * (letters, digits, inner hyphens, 1–63 characters each), a top-level label of letters only, 2 or
 * more; at most 254 characters in all; no spaces. Quoted local parts and IP-address domains are not
 * accepted (vendors do not use them).
 */
export function validateEmail(email: string | null | undefined): CheckResult {
  const e = email ?? '';
  if (e.trim() === '') return fail('empty');
  if (/\s/.test(e)) return fail('contains a space');
  if (e.length > 254) return fail('longer than 254 characters');
  const at = e.split('@');
  if (at.length === 1) return fail("no '@'");
  if (at.length > 2) return fail("more than one '@'");
  const [local, domain] = at as [string, string];
  if (local === '') return fail("nothing before the '@'");
  if (local.length > 64) return fail('local part longer than 64 characters');
  if (!localPart.test(local)) return fail(`invalid local part '${local}'`);
  if (domain === '') return fail("nothing after the '@'");
  if (domain.endsWith('.')) return fail('domain ends with a dot');
  const labels = domain.split('.');
  if (labels.length < 2) return fail(`no dot in the domain '${domain}'`);
  const bad = labels.find((l) => !label.test(l));
  if (bad !== undefined) return fail(`invalid domain label '${bad}' in '${domain}'`);
  if (!/^[A-Za-z]{2,}$/.test(labels[labels.length - 1]!))
    return fail(`invalid top-level domain in '${domain}'`);
  return pass;
}

/** The domain of an e-mail address, lower case ('' without an '@'). */
export function emailDomain(email: string | null | undefined): string {
  const e = (email ?? '').trim().toLowerCase();
  const at = e.lastIndexOf('@');
  return at < 0 ? '' : e.slice(at + 1);
}

/**
 * Whether an e-mail address is in one of the client's own domains (or a subdomain of one): a vendor
 * reached at the client's own address is a finding. `valid` is true when it matches; the reason
 * names the domain.
 */
export function matchClientDomain(
  email: string | null | undefined,
  clientDomains: readonly string[],
): CheckResult {
  const domain = emailDomain(email);
  if (domain === '') return fail('no domain');
  for (const raw of clientDomains) {
    const d = raw.trim().toLowerCase().replace(/^@/, '');
    if (d !== '' && (domain === d || domain.endsWith(`.${d}`)))
      return { valid: true, reason: `domain '${domain}' is the client's '${d}'` };
  }
  return fail(`domain '${domain}' is none of the client's domains`);
}
