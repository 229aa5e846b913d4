import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pages = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

describe('the README and the docs pages (issue 18)', () => {
  it('keeps the README at most 15,000 bytes: depth goes to docs/', () => {
    expect(fs.statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(15_000);
  });

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      const text = fs.readFileSync(path.join(root, page), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target!)) continue; // http(s), mailto
        const [file, anchor] = target!.split('#');
        const resolved = file
          ? path.resolve(path.dirname(path.join(root, page)), file)
          : path.join(root, page);
        if (!fs.existsSync(resolved)) {
          broken.push(`${page}: ${target}`);
          continue;
        }
        if (anchor && resolved.endsWith('.md')) {
          const headings = [...fs.readFileSync(resolved, 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) =>
            anchorOf(m[1]!),
          );
          if (!headings.includes(anchor)) broken.push(`${page}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
