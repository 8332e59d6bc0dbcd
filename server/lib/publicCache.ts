import type { Queryable } from '../db';

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
 * Cached values are shared between requests: callers must not change what they get.
 */

/** The groups of `cache_versions`, one per set of tables (see migration 026). */
export type CacheGroup = 'coins' | 'banners' | 'home_modules' | 'articles' | 'app_versions' | 'nft_modules';

/** How long a server trusts its cache before it reads `cache_versions` again. */
export const CACHE_CHECK_MS = 1000;

export class PublicCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  private versions = new Map<string, number>();
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Queryable,
    private readonly checkEveryMs = CACHE_CHECK_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The cached value of `group`/`key`, loaded once by `load` (a failed load is not kept). */
  async get<T>(group: CacheGroup, key: string, load: () => Promise<T>): Promise<T> {
    await this.fresh();
    const id = `${group}\u0000${key}`;
    let entry = this.entries.get(id) as Promise<T> | undefined;
    if (!entry) {
      entry = load();
      this.entries.set(id, entry);
      entry.catch(() => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      });
    }
    return entry;
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
    if (changed.size > 0) {
      for (const id of [...this.entries.keys()]) {
        if (changed.has(id.slice(0, id.indexOf('\u0000')))) this.entries.delete(id);
      }
    }
    this.versions = seen;
    // the interval counts from before the read: a write committed meanwhile is seen by the next check
    this.checkedAt = startedAt;
  }
}
