import type { ServerLang } from '@/contract/types';
import { contract } from '@/contract';
import { call } from '@/api/http';

/** Tells the server the interface language (spec section 4); failures are logged and ignored (spec section 8). */
export async function tellServerLanguage(language: ServerLang): Promise<void> {
  try {
    await call(contract.user.setLanguage, { language }, { silent: true });
  } catch (error) {
    console.warn('[language] set_language failed', error);
  }
}
