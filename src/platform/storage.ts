/**
 * The one way to keep small strings on the device (design.md section 5). `local` lasts across visits,
 * `session` for this tab or webview launch. Storage can be blocked (private mode, sandboxed webviews):
 * then values live in memory for this page, and no caller needs a try/catch. Telegram CloudStorage can
 * later sit behind the same interface.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
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
  const attempt = (work: (storage: Storage) => void) => {
    const storage = backing();
    try {
      if (storage) return work(storage);
    } catch {
      // quota or access refused: keep the value in memory below
    }
  };
  return {
    get(key) {
      const storage = backing();
      try {
        const value = storage?.getItem(key);
        if (value !== undefined && value !== null) return value;
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      attempt((storage) => storage.setItem(key, value));
    },
    remove(key) {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
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
