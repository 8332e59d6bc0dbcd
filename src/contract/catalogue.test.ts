import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, EXTRA_CALLS } from './catalogue';
import { contract } from './full';
import { quote } from './quote';

/** The product's API spec is kept outside this repository: SPEC_PATH names it, else the shared folder beside it. */
const SPEC_PATH = process.env.SPEC_PATH || resolve(import.meta.dirname, '../../../shared/spec.md');

/** A call of the spec's list: a full path, or (where the spec shows no path) a name under a prefix. */
type SpecCall = { path: string } | { prefix: string; name: string };

/**
 * Reads section 7: each `### heading` gives a prefix (the first /a/b/ path in it, or "under the X prefix");
 * its lines list call names separated by commas up to the first sentence end; `- sub/: a, b` bullets add a
 * sub-prefix; parenthesised notes are dropped; full paths written in the text ("Also /a/b/c", "; /a/b") count
 * as calls of their own.
 */
function parseSection7(spec: string): SpecCall[] {
  const section = spec.split(/^## 7\. /m)[1]?.split(/^## 8\. /m)[0];
  if (!section) throw new Error('section 7 not found');
  const calls: SpecCall[] = [];
  for (const block of section.split(/^### /m).slice(1)) {
    const [heading = '', ...lines] = block.split('\n');
    const prefix = heading.match(/(\/[\w-]+\/[\w/-]*\/)/)?.[1];
    const under = heading.match(/under the ([\w-]+) prefix/)?.[1];
    for (const raw of lines) {
      let line = raw.trim();
      if (!line) continue;
      let sub = '';
      const bullet = line.match(/^- (\w+\/):\s*(.*)$/);
      if (bullet) [, sub = '', line = ''] = bullet;
      line = line.replace(/\([^)]*\)/g, '');
      const fullPaths = [...line.matchAll(/(\/[\w-]+(?:\/[\w-]+)+)/g)].map((m) => m[1]!);
      const list = line.split(/\.\s|;\s/)[0]!.replace(/\.$/, '');
      if (/^[A-Z]/.test(list)) {
        for (const path of fullPaths) calls.push({ path });
        continue;
      }
      for (const name of list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (prefix) calls.push({ path: prefix + sub + name });
        else if (under) calls.push({ prefix: `/${under}/`, name });
        else throw new Error(`no prefix for ${name} under "${heading}"`);
      }
      for (const path of fullPaths) calls.push({ path });
    }
  }
  return calls;
}

const specCalls = parseSection7(readFileSync(SPEC_PATH, 'utf8'));
const extraPaths = EXTRA_CALLS.map((e) => e.path);
/** The spec part of the catalogue: every declared call except the documented extras. */
const catalogue = allEndpoints.map((e) => e.path).filter((path) => !extraPaths.includes(path));
const matches = (call: SpecCall, path: string) =>
  'path' in call ? path === call.path : path.startsWith(call.prefix) && path.endsWith(`/${call.name}`);
const optionsOf = (path: string) => allEndpoints.find((e) => e.path === path)!.options;

describe('endpoint catalogue against spec section 7', () => {
  it('reads the whole section (about 290 calls, with the odd entries)', () => {
    expect(specCalls.length).toBeGreaterThan(270);
    const paths = specCalls.flatMap((c) => ('path' in c ? [c.path] : []));
    expect(paths).toContain('/finance-api/api/account/balance');
    expect(paths).toContain('/app-api/api/user/third_authorize_uuid');
    expect(paths).toContain('/mercury-web-api/api/mercury_list');
    expect(paths).toContain('/activity-api/api/activity/get_third_uuid');
    expect(paths).toContain('/workorder-api/workorder/user/upload_image');
    expect(specCalls.filter((c) => !('path' in c))).toHaveLength(7);
  });

  it('declares every spec call exactly once', () => {
    const problems = specCalls.flatMap((call) => {
      const found = catalogue.filter((path) => matches(call, path));
      return found.length === 1 ? [] : [`${JSON.stringify(call)} found ${found.length} times`];
    });
    expect(problems).toEqual([]);
  });

  it('declares nothing the spec does not list, and no path twice', () => {
    const extra = catalogue.filter((path) => !specCalls.some((call) => matches(call, path)));
    expect(extra).toEqual([]);
    expect(new Set(catalogue).size).toBe(catalogue.length);
    expect(catalogue.length).toBe(specCalls.length);
  });

  it('declares the calls beyond the spec only in EXTRA_CALLS, each really absent from the spec', () => {
    expect(EXTRA_CALLS.length).toBeGreaterThan(0);
    for (const extra of EXTRA_CALLS) {
      expect(
        specCalls.filter((call) => matches(call, extra.path)),
        extra.path,
      ).toEqual([]);
      expect(extra.why.length, `${extra.path} says why it is needed`).toBeGreaterThan(20);
      expect(
        allEndpoints.filter((e) => e.path === extra.path),
        extra.path,
      ).toHaveLength(1);
    }
    expect(new Set(extraPaths).size).toBe(extraPaths.length);
    // The extras live in groups of their own: a `…Extra` group beside its spec group, or a whole service the spec
    // does not have (Stars, alerts, referrals). A group holds spec calls or extras, never both.
    const groups = Object.entries(contract).map(([name, group]) => {
      const paths = Object.values(group as Record<string, { path: string }>).map((e) => e.path);
      return { name, paths, extras: paths.filter((path) => extraPaths.includes(path)).length };
    });
    expect(groups.filter((g) => g.extras > 0 && g.extras < g.paths.length).map((g) => g.name)).toEqual([]);
    expect(groups.filter((g) => g.name.endsWith('Extra') && g.extras < g.paths.length).map((g) => g.name)).toEqual([]);
    expect(contract.userExtra.setPassword.path).toBe('/user-api/api/user/set_password');
  });

  it('carries the spec options', () => {
    const withOption = (key: 'hideError' | 'fullResponse') =>
      catalogue
        .filter((p) => optionsOf(p)[key])
        .map((p) => p.split('/').pop())
        .sort();
    expect(withOption('hideError')).toEqual(['check_address', 'get_nickname_by_pay_id', 'profile']);
    expect(withOption('fullResponse')).toEqual(['check_apply_reset_ga_exist', 'twice_verify_geetest']);
    expect(optionsOf(contract.system.checkUpdate.path).headerSet).toBe('update');
    const source = catalogue.filter((p) => optionsOf(p).headerSet === 'source').sort();
    expect(source).toEqual(['/app-api/api/user/third_authorize_uuid', '/user-api/api/user/get_uuid_by_token']);
  });

  it('puts the spec-less paths under the nft-api prefix', () => {
    expect(quote.quoteMake.path).toMatch(/^\/nft-api\//);
    expect(quote.entrustmentMake.path).toMatch(/^\/nft-api\//);
  });

  it('gives every call an explicit auth rule', () => {
    expect(allEndpoints.filter((e) => ![true, false, 'optional'].includes(e.auth)).map((e) => e.path)).toEqual([]);
  });

  it('shows check_exist failures as "network error, please retry" (spec section 8)', () => {
    expect(allEndpoints.filter((e) => e.options.errorText).map((e) => [e.path, e.options.errorText])).toEqual([
      [contract.user.checkExist.path, 'checkExistFailed'],
    ]);
  });
});
