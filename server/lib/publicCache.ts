import type { Db, Queryable } from '../db';

/**
 * Public data that changes rarely (coins and chains, banners, home modules, articles, NFT modules, the latest
 * app version), kept in this server's memory.
 *
 * Invalidation works across several servers sharing one database: a trigger on each table bumps its group's
 * row in `cache_versions` in the same transaction as the write (migration 026), whoever writes. Each server
 * reads that table at most once per `checkEveryMs` (1 s), on the first request that needs the cache after the
 * interval, and drops every entry of a group whose version moved. So a committed write is seen by every
 * server within about a second: a read may be up to 1 s stale, never older.
 *
 * A write through this server's own database handle (`Db.onWrite`) makes the next read check at once: what this
 * server changed, it sees at once. An entry whose load ran while a version moved is not kept (it may predate the
 * write).
 *
 * Cached values are shared between requests: callers must not change what they get.
 */

/** The groups of `cache_versions`, one per set of tables (see migration 026). */
export type CacheGroup =
  | 'coins'
  | 'banners'
  | 'home_modules'
  | 'articles'
  | 'app_versions'
  | 'nft_modules'
  // device sessions with their user's profile columns (server/plugins/auth.ts; migration 060)
  | 'sessions'
  // the market's tokens, orders and trades (migration 080): only the pages below read them from here
  | 'market'
  // a visitor's pages, drawn by the app's server render (server/page.ts): they may show anything public, so any
  // group's move but the sessions' drops them
  | 'pages';

/** Most entries a group keeps; past it the group starts over (sessions: one per signed-in device in use). */
const MAX_GROUP_ENTRIES = 20_000;
/** Groups kept smaller: a page is tens of kB, and every address with a new query is another one. */
const GROUP_LIMITS: Partial<Record<CacheGroup, number>> = { pages: 500 };
/** What every other group's move drops as well. */
const DEPENDENT_GROUP = 'pages';
const INDEPENDENT_GROUPS = new Set(['sessions', DEPENDENT_GROUP]);

/** How long a server trusts its cache before it reads `cache_versions` again. */
export const CACHE_CHECK_MS = 1000;

export class PublicCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private versions = new Map<string, number>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  /** Counts the checks that found a version moved: a load that spans one is not kept. */
  private generation = 0;
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly db: Queryable & Pick<Db, 'onWrite'>,
    private readonly checkEveryMs = CACHE_CHECK_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    db.onWrite?.(() => {
      this.checkedAt = Number.NEGATIVE_INFINITY;
    });
  }

  /**
   * The cached value of `group`/`key`, loaded once by `load`. A failed load is not kept, nor a value `keep` refuses
   * (an unknown session: guesses must not fill the memory).
   */
  async get<T>(group: CacheGroup, key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true) {
    await this.fresh();
    const id = `${group}\u0000${key}`;
    let entry = this.entries.get(id) as Promise<T> | undefined;
    if (!entry) {
      const generation = this.generation;
      if ((this.sizes.get(group) ?? 0) >= (GROUP_LIMITS[group] ?? MAX_GROUP_ENTRIES)) this.dropGroups(new Set([group]));
      const loading = load();
      entry = loading;
      this.entries.set(id, loading);
      this.sizes.set(group, (this.sizes.get(group) ?? 0) + 1);
      const forget = () => {
        if (this.entries.get(id) === loading) {
          this.entries.delete(id);
          this.sizes.set(group, (this.sizes.get(group) ?? 1) - 1);
        }
      };
      loading.then((value) => {
        if (!keep(value) || generation !== this.generation) forget();
      }, forget);
    }
    return entry;
  }

  /** Forgets one entry (its holder knows it is out of date). */
  drop(group: CacheGroup, key: string): void {
    const id = `${group}\u0000${key}`;
    if (this.entries.delete(id)) this.sizes.set(group, (this.sizes.get(group) ?? 1) - 1);
  }

  private dropGroups(groups: Set<string>): void {
    for (const id of [...this.entries.keys()]) {
      if (groups.has(id.slice(0, id.indexOf('\u0000')))) this.entries.delete(id);
    }
    for (const group of groups) this.sizes.delete(group);
  }

  /** Reads `cache_versions` when the last read is older than the interval (one read at a time). */
  private fresh(): Promise<void> {
    if (this.now() - this.checkedAt < this.checkEveryMs) return Promise.resolve();
    this.checking ??= this.check().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async check(): Promise<void> {
    const startedAt = this.now();
    const rows = await this.db.query<{ name: string; version: number }>('SELECT name, version FROM cache_versions');
    const seen = new Map(rows.map((row) => [row.name, Number(row.version)]));
    const changed = new Set<string>();
    for (const name of new Set([...seen.keys(), ...this.versions.keys()])) {
      if (seen.get(name) !== this.versions.get(name)) changed.add(name);
    }
    if ([...changed].some((name) => !INDEPENDENT_GROUPS.has(name))) changed.add(DEPENDENT_GROUP);
    if (changed.size > 0) {
      this.generation += 1;
      this.dropGroups(changed);
    }
    this.versions = seen;
    // the interval counts from before the read: a write committed meanwhile is seen by the next check
    this.checkedAt = startedAt;
  }
}
