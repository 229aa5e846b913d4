import fs from 'node:fs';
import path from 'node:path';

let list: Set<string> | undefined;

function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map(normalise),
  );
  return list;
}

const leet: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * Lower case, without the digits and symbols tacked on at either end to satisfy a rule
 * ('Password1!' → 'password'), then with look-alike characters undone ('P@ssw0rd' → 'password').
 */
function normalise(password: string): string {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  const base = core === '' ? lower : core;
  return [...base].map((c) => leet[c] ?? c).join('');
}

/** True when the password is one of the most common ones (common-passwords.txt), however decorated. */
export function isCommonPassword(password: string): boolean {
  const all = commonPasswords();
  return all.has(normalise(password)) || all.has(password.toLowerCase());
}
