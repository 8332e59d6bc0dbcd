import type { ServerLang } from '@/contract';
import { contract } from '@/contract';
import { call } from '@/api/http';

/**
 * Tells the server the interface language (its texts follow it); failures are logged and ignored: the switch on
 * this device does not depend on it.
 */
export async function tellServerLanguage(language: ServerLang): Promise<void> {
  try {
    await call(contract.user.setLanguage, { language }, { silent: true });
  } catch (error) {
    console.warn('[language] set_language failed', error);
  }
}
