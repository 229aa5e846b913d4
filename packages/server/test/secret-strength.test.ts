import { describe, expect, it } from 'vitest';
import { developmentSecret, loadConfig } from '../src/config';
import { characterEntropy } from '../src/security/secret-strength';

/** Issue 34 item 7: a production APP_SECRET needs entropy, not only length. */
describe('APP_SECRET strength', () => {
  const production = { NODE_ENV: 'production', DEMO: 'off', CAPTCHA: 'off', ENCRYPTION_KEY: 'a'.repeat(64) };

  it('production refuses a long secret that is plainly not random, with a message saying what to set', () => {
    expect(() => loadConfig({ ...production, APP_SECRET: 'x'.repeat(40) })).toThrow(
      'Refusing to start in production: APP_SECRET is one text repeated; generate one with `openssl rand -base64 48`',
    );
    expect(() => loadConfig({ ...production, APP_SECRET: 'Summer2026!'.repeat(4) })).toThrow(
      /one text repeated/,
    );
    // few different characters, or most of it one character
    expect(() => loadConfig({ ...production, APP_SECRET: 'abababababababababababababababab1' })).toThrow(
      /APP_SECRET looks guessable: 3 different characters and about 38 bits .* at least 8 different characters and 2.5 bits a character are required; generate one with `openssl rand -base64 48`/,
    );
    expect(() => loadConfig({ ...production, APP_SECRET: `${'x'.repeat(100)}abcdefghij` })).toThrow(
      /APP_SECRET looks guessable: 11 different characters and about 81 bits/,
    );
    expect(() => loadConfig({ ...production, APP_SECRET: 'short-secret' })).toThrow(/shorter than 32/);
  });

  it('production starts with secrets from the usual generators', () => {
    for (const secret of [
      'i9zdBfF3UXiEYPm7m5tG/JZ9GO0S7Cil2D62OR6VXORkKo4MvwCesPEf2BopS7L6', // openssl rand -base64 48
      'qaFyoYuf7frYVmGhlhzlAkytBRIGbJUg', // openssl rand -base64 24
      'b5a74572f758156de6494f740dd2929c6c847af8b2408d5ce47f05e08e295609', // openssl rand -hex 32
      'a2ef900eae2e8b9888a6619ba71bf486', // openssl rand -hex 16
      // the least even of 200,000 of openssl rand -hex 16: 2.8 bits a character
      'd6a666050163c53606635671d7a65156',
      '2debb7cd-fa38-4789-aff2-e8b2bec3afd5', // a UUID
    ])
      expect(loadConfig({ ...production, APP_SECRET: secret }).secret).toBe(secret);
  });

  it('development and test keep their defaults and accept any secret', () => {
    expect(loadConfig({}).secret).toBe(developmentSecret);
    expect(loadConfig({ NODE_ENV: 'test' }).secret).toBe(developmentSecret);
    expect(loadConfig({ NODE_ENV: 'development', APP_SECRET: 'x'.repeat(40) }).secret).toBe('x'.repeat(40));
  });

  it('characterEntropy: different characters and Shannon bits a character', () => {
    expect(characterEntropy('x'.repeat(40))).toEqual({ distinct: 1, bitsPerCharacter: 0 });
    expect(characterEntropy('abcd')).toEqual({ distinct: 4, bitsPerCharacter: 2 });
    expect(characterEntropy('aabb')).toEqual({ distinct: 2, bitsPerCharacter: 1 });
  });
});
