import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs say why in the repository's own terms. A reader of the repository has neither the tracker
 * nor the design files that live beside it, so a comment that points there (an issue's or a finding's number, a numbered
 * section of the product spec, a design or spec file, a path out of the repository) tells them nothing: it states
 * the reason itself or links into docs/.
 */
const root = resolve(import.meta.dirname, '../..');

const CITATIONS: readonly [string, RegExp][] = [
  ['an issue number', /\bissues? #?\d+/i],
  ['a review finding', /\bfindings? \d+/i],
  ['a numbered section of the spec', /\bspec(?:'s)? sections? \d+|\bsections? \d+ of the spec\b|\bspec §/i],
  ['a design file beside the repository', /\b(?:design|toolchain|spec)\.md\b/],
  ['a path out of the repository', /\.\.\/shared\//],
];

/** Where a file's comments are: the whole text of prose and style files, only the comments of code. */
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const PROSE = /\.(?:md|css|sql|sh|json)$|^\.ci\/[^/.]+$/;

/** The comments of a TypeScript or JavaScript file (JSX included), with the line each starts on. */
function commentsOf(file: string, text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const visit = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? []),
    ]) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      out.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
    // Tokens too: a comment alone in a JSX expression (`{/* … */}`) leads its closing brace.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return out;
}

/** The tracked files a citation could hide in (not the reference apps kept for comparison). */
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('bench/reference/') && !file.startsWith('node_modules/'))
  .filter((file) => CODE.test(file) || PROSE.test(file))
  .filter((file) => file !== 'package-lock.json');

/** Every citation in `text` (a comment or a prose file), named, with its line. */
function citationsIn(file: string, line: number, text: string): string[] {
  return text
    .split('\n')
    .flatMap((row, i) =>
      CITATIONS.filter(([, pattern]) => pattern.test(row)).map(
        ([what]) => `${file}:${line + i}: ${what}: ${row.trim().slice(0, 120)}`,
      ),
    );
}

describe('comments and docs cite nothing outside the repository', () => {
  it('finds a citation where there is one (the checker itself)', () => {
    const sample = "const a = 1; // refused since issue 9 (spec section 5)\nconst path = '../shared/spec.md';\n";
    const found = commentsOf('sample.ts', sample).flatMap((comment) =>
      citationsIn('sample.ts', comment.line, comment.text),
    );
    expect(found).toEqual([
      'sample.ts:1: an issue number: // refused since issue 9 (spec section 5)',
      'sample.ts:1: a numbered section of the spec: // refused since issue 9 (spec section 5)',
    ]);
  });

  it('has no comment or doc that cites an issue, a finding, a spec section or a file beside the repository', () => {
    const found: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(resolve(root, file), 'utf8');
      } catch {
        continue; // deleted in the working tree, not yet in the index
      }
      // Parsing is the slow part: only a file whose text cites something at all has its comments read.
      if (!CITATIONS.some(([, pattern]) => pattern.test(text))) continue;
      if (CODE.test(file))
        for (const comment of commentsOf(file, text)) found.push(...citationsIn(file, comment.line, comment.text));
      else found.push(...citationsIn(file, 1, text));
    }
    expect(found).toEqual([]);
  });
});
