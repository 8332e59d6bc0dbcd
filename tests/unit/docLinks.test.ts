import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README and docs/ link to each other and into the code by relative paths and heading anchors, and name files in
 * code spans: a file moved or a heading renamed must not leave a reader at a dead link or a stale name.
 */
const root = resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  'src/shared/ui/README.md',
  'server/modules/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** Markdown without its fenced code (a link-like text in code is not a link). */
const prose = (file: string) => readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped but `-` and `_`, spaces as `-`. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

const anchors = (file: string) => new Set([...prose(file).matchAll(/^#+ (.*)$/gm)].map((m) => anchorOf(m[1]!)));

describe('links in the README and docs/', () => {
  it('writes anchors as GitHub does', () => {
    expect(anchorOf('Money: every sale through the ledger')).toBe('money-every-sale-through-the-ledger');
    expect(anchorOf('Plain GET routes (no envelope signing)')).toBe('plain-get-routes-no-envelope-signing');
  });

  it('lead to files and headings that exist', () => {
    const dead: string[] = [];
    for (const file of DOCS)
      for (const [, link] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(link!)) continue;
        const [path, anchor] = link!.split('#');
        const target = path ? join(dirname(file), path) : file;
        if (!existsSync(join(root, target))) dead.push(`${file}: ${link}`);
        else if (anchor && target.endsWith('.md') && !anchors(target).has(anchor)) dead.push(`${file}: ${link}`);
      }
    expect(dead).toEqual([]);
  });

  it('name files of the repository that exist (`src/…`, `server/…` in code spans)', () => {
    const missing: string[] = [];
    for (const file of DOCS)
      for (const [, path] of prose(file).matchAll(/`((?:src|server|tests|bench|locales|bot-config|docs)\/[\w./-]+)`/g))
        // placeholders (`NNN_name.sql`) name a kind of file, not one
        if (!/NNN/.test(path!) && !existsSync(join(root, path!))) missing.push(`${file}: ${path}`);
    expect(missing).toEqual([]);
  });
});
