import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userState } from '@/state/user';
import { platform } from './index';
import { storage } from './storage';

/**
 * Form drafts: what a user typed into a form survives a reload, including the webview reloads Android's Telegram
 * does after the system reclaimed it (which can also lose local storage). A draft is kept per account and per form:
 * in local storage at once and, inside Telegram, in Telegram's CloudStorage shortly after (CLOUD_DELAY_MS, so typing
 * is not a call per key). It is read back from local storage before the form's first render; inside Telegram, when
 * local storage has nothing, from the cloud (1.5 s at most), filling the form only if the user has not typed since.
 * It is removed when the form is sent (`clear`), when it is emptied again, and on sign-out (forgetDrafts).
 *
 * A draft holds text fields only, never a password, a code or any other secret: those are not passed to useDraft.
 * The cloud module is loaded only inside Telegram.
 */

/** A form's typed fields by name (strings, as inputs hold them). */
export type DraftFields<T> = { [K in keyof T]: string };

/** Every draft's key starts with these (forgetDrafts.ts removes them on sign-out). */
export const LOCAL_PREFIX = 'draft.';
export const CLOUD_PREFIX = 'draft_';
/** The pause in typing after which the cloud copy follows (the local copy is written on every change). */
export const CLOUD_DELAY_MS = 800;

let cloudModule: Promise<typeof import('./tg/cloudStorage')> | undefined;
const cloud = () => (cloudModule ??= import('./tg/cloudStorage'));
const inTelegram = () => platform.kind === 'telegram';

/** The local and cloud keys of `form`'s draft for account `uid`. */
export function draftKey(uid: string, form: string): string {
  return `${LOCAL_PREFIX}${uid}.${form}`;
}
const cloudKeyOf = async (local: string) => (await cloud()).cloudKey(CLOUD_PREFIX + local.slice(LOCAL_PREFIX.length));

/** A stored draft read back over `initial`'s fields; null when there is none or it is damaged. */
export function parseDraft<T extends DraftFields<T>>(raw: string | null, initial: T): T | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const read = { ...initial };
  for (const field of Object.keys(initial) as (keyof T)[]) {
    const stored = (value as Record<string, unknown>)[field as string];
    if (typeof stored === 'string') read[field] = stored as T[keyof T];
  }
  return read;
}

/**
 * What is stored for `values`: null (nothing) while every field of `worth` (the fields that make a draft worth
 * keeping, by default all) is as the form starts, else the fields that differ from `initial`.
 */
export function serializeDraft<T extends DraftFields<T>>(
  values: T,
  initial: T,
  worth: readonly (keyof T)[] = Object.keys(initial) as (keyof T)[],
): string | null {
  if (worth.every((field) => values[field] === initial[field])) return null;
  const changed = Object.fromEntries(
    Object.entries(values).filter(([field, value]) => value !== initial[field as keyof T]),
  );
  return JSON.stringify(changed);
}

/** Stores (or, for null, removes) a draft: local storage now, the cloud copy inside Telegram. */
async function saveCloud(local: string, raw: string | null): Promise<void> {
  const { cloudRemove, cloudSet, CLOUD_VALUE_MAX } = await cloud();
  const key = await cloudKeyOf(local);
  // Over Telegram's 4096 characters the cloud cannot hold it: its older copy goes, so it never restores stale input.
  if (raw === null || raw.length > CLOUD_VALUE_MAX) await cloudRemove([key]);
  else await cloudSet(key, raw);
}

/**
 * A form's draft: `[values, update, clear]` (`form` null: a form with nothing to key its draft by keeps none). `update(patch)` changes fields as the user types; `clear()` empties the
 * form and forgets its draft (call it once the form is sent). Without a signed-in account nothing is kept.
 * `worth`: the fields whose input makes a draft worth keeping (a chosen coin alone is not), by default all.
 */
export function useDraft<T extends DraftFields<T>>(
  form: string | null,
  initial: T,
  worth?: readonly (keyof T)[],
): [T, (patch: Partial<T>) => void, () => void] {
  const uid = useSnapshot(userState).userInfo?.uid;
  const key = uid && form ? draftKey(uid, form) : null;
  const initialRef = useRef(initial);
  const worthRef = useRef(worth);
  const [values, setValues] = useState<T>(() => parseDraft(key && storage.local.get(key), initial) ?? initial);
  // What local storage holds for this key as far as this form knows, so that reading it back writes nothing.
  const saved = useRef<{ key: string | null; raw: string | null }>({ key, raw: key && storage.local.get(key) });
  const typed = useRef(false);
  const pendingCloud = useRef<{ timer: ReturnType<typeof setTimeout>; run: () => void } | null>(null);

  // An account known only after the first render, or a draft only the cloud still has: filled in unless the user
  // typed meanwhile.
  useEffect(() => {
    if (!key || saved.current.key === key) return;
    saved.current = { key, raw: storage.local.get(key) };
    if (!typed.current) setValues(parseDraft(saved.current.raw, initialRef.current) ?? initialRef.current);
  }, [key]);
  useEffect(() => {
    if (!key || !inTelegram() || storage.local.get(key) !== null) return;
    let live = true;
    void cloudKeyOf(key)
      .then(async (cloudKey) => (await cloud()).cloudGet(cloudKey))
      .then((raw) => {
        const restored = parseDraft(raw, initialRef.current);
        if (!live || !restored || typed.current || storage.local.get(key) !== null) return;
        storage.local.set(key, raw!);
        saved.current = { key, raw };
        setValues(restored);
      });
    return () => {
      live = false;
    };
  }, [key]);

  // Every change goes to local storage at once and to the cloud once typing pauses (at once when the form closes).
  useEffect(() => {
    if (!key) return;
    const raw = serializeDraft(values, initialRef.current, worthRef.current);
    if (saved.current.key === key && saved.current.raw === raw) return;
    saved.current = { key, raw };
    if (raw === null) storage.local.remove(key);
    else storage.local.set(key, raw);
    if (!inTelegram()) return;
    if (pendingCloud.current) clearTimeout(pendingCloud.current.timer);
    const run = () => {
      pendingCloud.current = null;
      void saveCloud(key, raw);
    };
    pendingCloud.current = { timer: setTimeout(run, CLOUD_DELAY_MS), run };
  }, [key, values]);
  useEffect(
    () => () => {
      const pending = pendingCloud.current;
      if (pending) {
        clearTimeout(pending.timer);
        pending.run();
      }
    },
    [],
  );

  // Only a change is typing: a screen setting a field to what it holds (a link's coin, the default) lets the cloud's
  // copy still fill the form.
  const update = useCallback((patch: Partial<T>) => {
    setValues((current) => {
      const next = { ...current, ...patch };
      if (!(Object.keys(patch) as (keyof T)[]).some((field) => next[field] !== current[field])) return current;
      typed.current = true;
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    typed.current = true;
    setValues(initialRef.current);
  }, []);
  return [values, update, clear];
}
