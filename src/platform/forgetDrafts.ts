import { CLOUD_PREFIX, LOCAL_PREFIX } from './drafts';
import { platform } from './index';

/**
 * Forgets every form draft (drafts.ts) on this device and, inside Telegram, in CloudStorage: on sign-out, so the next
 * account on the device never sees what the last one typed. Loaded by the logout only.
 */
export async function forgetDrafts(): Promise<void> {
  try {
    const local = window.localStorage;
    for (const key of Object.keys(local)) if (key.startsWith(LOCAL_PREFIX)) local.removeItem(key);
  } catch {
    // storage blocked: nothing was kept there
  }
  if (platform.kind !== 'telegram') return;
  const { cloudKeys, cloudRemove } = await import('./tg/cloudStorage');
  await cloudRemove(await cloudKeys(CLOUD_PREFIX));
}
