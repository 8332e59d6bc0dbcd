import { CLOUD_PREFIX, LOCAL_PREFIX } from './drafts';
import { platform } from './index';
import { storage } from './storage';

/**
 * Forgets every form draft (drafts.ts) on this device and, inside Telegram, in CloudStorage: on sign-out, so the next
 * account on the device never sees what the last one typed. Loaded by the logout only.
 */
export async function forgetDrafts(): Promise<void> {
  for (const key of storage.local.keys(LOCAL_PREFIX)) storage.local.remove(key);
  if (platform.kind !== 'telegram') return;
  const { cloudKeys, cloudRemove } = await import('./tg/cloudStorage');
  await cloudRemove(await cloudKeys(CLOUD_PREFIX));
}
