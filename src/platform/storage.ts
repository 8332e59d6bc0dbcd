/**
 * The one way to keep small strings on the device. `local` lasts across visits,
 * `session` for this tab or webview launch. Storage can be blocked (private mode, sandboxed webviews):
 * then values live in memory for this page, and no caller needs a try/catch. Telegram CloudStorage can
 * later sit behind the same interface.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The keys that start with `prefix` (the browser store's and those kept in memory). */
  keys(prefix: string): string[];
  /** Forgets every key of this store. */
  clear(): void;
}

function webStore(pick: () => Storage): KeyValueStore {
  const memory = new Map<string, string>();
  const backing = (): Storage | null => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  /** Runs `work` on the browser store; false when there is none or it refused (quota, privacy mode). */
  const attempt = (work: (storage: Storage) => void): boolean => {
    const storage = backing();
    if (!storage) return false;
    try {
      work(storage);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get(key) {
      const storage = backing();
      try {
        // The browser store is the truth whenever it answers (another tab may have removed the value).
        if (storage) return storage.getItem(key) ?? memory.get(key) ?? null;
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      // Memory holds only what the browser store refused.
      if (attempt((storage) => storage.setItem(key, value))) memory.delete(key);
      else memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
    keys(prefix) {
      const found = new Set([...memory.keys()]);
      attempt((storage) => {
        for (let index = 0; index < storage.length; index += 1) found.add(storage.key(index)!);
      });
      return [...found].filter((key) => key.startsWith(prefix));
    },
    clear() {
      memory.clear();
      attempt((storage) => storage.clear());
    },
  };
}

export const storage: { local: KeyValueStore; session: KeyValueStore } = {
  local: webStore(() => window.localStorage),
  session: webStore(() => window.sessionStorage),
};
