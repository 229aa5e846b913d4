import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/auth/common-passwords';
import { createSecretBox } from '../src/auth/secret-box';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  totp,
  type TotpAlgorithm,
} from '../src/auth/totp';
import { redactUrl } from '../src/http/redact-url';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238 Appendix B: 8 digits, the ASCII seeds of the RFC per hash
  const seeds: Record<TotpAlgorithm, Buffer> = {
    sha1: Buffer.from('12345678901234567890'),
    sha256: Buffer.from('12345678901234567890123456789012'),
    sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, TotpAlgorithm, string][] = [
    [59, 'sha1', '94287082'],
    [59, 'sha256', '46119246'],
    [59, 'sha512', '90693936'],
    [1111111109, 'sha1', '07081804'],
    [1111111109, 'sha256', '68084774'],
    [1111111109, 'sha512', '25091201'],
    [1111111111, 'sha1', '14050471'],
    [1111111111, 'sha256', '67062674'],
    [1111111111, 'sha512', '99943326'],
    [1234567890, 'sha1', '89005924'],
    [1234567890, 'sha256', '91819424'],
    [1234567890, 'sha512', '93441116'],
    [2000000000, 'sha1', '69279037'],
    [2000000000, 'sha256', '90698825'],
    [2000000000, 'sha512', '38618901'],
    [20000000000, 'sha1', '65353130'],
    [20000000000, 'sha256', '77737706'],
    [20000000000, 'sha512', '47863826'],
  ];
  it.each(vectors)('the RFC 6238 test vector at T=%i (%s) is %s', (seconds, algorithm, expected) => {
    expect(totp(seeds[algorithm], new Date(seconds * 1000), 8, algorithm)).toBe(expected);
  });

  it('RFC 4226 Appendix D: HOTP values of the first counters', () => {
    const key = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 3, 9].map((c) => hotp(key, c))).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '520489',
    ]);
  });

  it('accepts ±1 step, nothing further, and never a step at or before the last used one', () => {
    const key = randomBytes(20);
    const now = new Date(1_700_000_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotp(key, hotp(key, step), now, 0)).toBe(step);
    expect(matchTotp(key, hotp(key, step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(key, hotp(key, step + 1), now, 0)).toBe(step + 1);
    expect(matchTotp(key, hotp(key, step + 2), now, 0)).toBeUndefined();
    expect(matchTotp(key, hotp(key, step - 2), now, 0)).toBeUndefined();
    expect(matchTotp(key, hotp(key, step), now, step)).toBeUndefined();
  });

  it('base32 round-trips and the otpauth URI carries the secret and issuer', () => {
    const bytes = randomBytes(20);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(otpauthUri('ABC', 'a@b.c', 'Spendlens')).toBe(
      'otpauth://totp/Spendlens%3Aa%40b.c?secret=ABC&issuer=Spendlens&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, with a fresh IV each time; a tampered box or another key fails', () => {
    const box = createSecretBox(randomBytes(32));
    const a = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
    const parts = a.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(a)).toThrow();
  });
});

describe('common passwords', () => {
  it('refuses listed passwords with the usual decorations, accepts others', () => {
    for (const p of ['Password1!', 'P@ssw0rd!', 'Qwerty123!', '!Letmein2024', 'Welcome#1', 'Iloveyou1!'])
      expect(isCommonPassword(p)).toBe(true);
    for (const p of ['Tr1cky#Orchid', 'New#Lantern9']) expect(isCommonPassword(p)).toBe(false);
  });
});

describe('log redaction', () => {
  it('hides the session ids and passcodes of the second-factor paths', () => {
    expect(redactUrl('/api_prd/sms/send/abcDEF')).toBe('/api_prd/sms/send/[Redacted]');
    expect(redactUrl('/api_prd/sms/verify/login/123456/tok')).toBe('/api_prd/sms/verify/login/[Redacted]');
    expect(redactUrl('/api_prd/sms/verify/new_user/123456/a@b.c')).toBe(
      '/api_prd/sms/verify/new_user/[Redacted]/a@b.c',
    );
    expect(redactUrl('/api_prd/systems')).toBe('/api_prd/systems');
  });
});
