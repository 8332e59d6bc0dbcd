import type { BootPage } from '../system/boot';
import { appText } from '../../appTexts';

/**
 * The account's public screens that open with words rather than pictures (issue 10): the static shell writes the
 * sign-in screen's title and lead sentence where the screen draws them, in the request's language, so the first
 * paint already reads as the screen (its largest text needs no script). No call answers: the screen asks for none
 * before it draws. A request with a session gets nothing: the app leaves this screen for the one asked for.
 */
export const ACCOUNT_BOOT_PAGES: BootPage[] = [
  {
    matches: (pathname) => pathname === '/login',
    load: async (_db, lang, _url, signedIn) =>
      signedIn
        ? null
        : {
            calls: {},
            shell: {
              kind: 'text',
              title: appText(lang, 'account', 'login.title'),
              lead: appText(lang, 'account', 'login.subtitle'),
              telegramLead: appText(lang, 'account', 'login.telegramHint'),
            },
          },
  },
];
