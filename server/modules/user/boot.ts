import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { bootKey } from '@/contract/boot';
import { appText } from '../../appTexts';
import type { Profile } from '@/contract/types';
import { securityFactors, securityLevel } from '@/features/security/model';
import { maskEmail } from '@/shared/lib/mask';
import type { SessionBoot } from '../../page';
import { findSession } from '../../plugins/auth';
import type { BootPage } from '../system/boot';
import { PROFILE_COLUMNS } from './accounts';
import { paymentSettingOf } from './payment';
import { thirdAccountsOf } from './third';

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
  {
    // The security centre: the screen's two calls besides the profile, answered, and its level card in the shell
    // (its largest text, the level's hint), computed by the screen's own rules from the same answers.
    matches: (pathname) => pathname === '/security/userManage',
    loadSignedIn: async (db, lang, { userId, profile }) => {
      const [payment, thirds] = await Promise.all([paymentSettingOf(db, userId), thirdAccountsOf(db, userId)]);
      const level = securityLevel(securityFactors({ profile, payment, thirds: thirds.list, maskEmail }));
      return {
        calls: {
          [bootKey(contract.user.getUserPaymentSetting.path, {})]: payment,
          [bootKey(contract.user.userThirdList.path, {})]: thirds,
        },
        shell: {
          kind: 'level',
          title: appText(lang, 'security', 'route.security_userManage'),
          level,
          heading: appText(lang, 'security', `level.${level}`),
          hint: appText(lang, 'security', `level.${level}_hint`),
        },
      };
    },
  },
];

/**
 * What a page served to a live session carries (issue 10): the profile, exactly what the `profile` call answers.
 * The app's session check is that call; with the answer in the page the check was made when the page was served
 * (the same session lookup, the same cache), so a signed-in screen starts without the round trip. A cookie that
 * names no live session gets nothing, and the app's own check then signs the browser out as before.
 */
export const sessionBootOf =
  (app: FastifyInstance): SessionBoot =>
  async (token) => {
    const session = await findSession(app.db, token, PROFILE_COLUMNS, app.publicCache);
    if (!session?.user) return null;
    const profile = session.user as unknown as Profile; // PROFILE_COLUMNS, as the profile call answers it
    return { userId: session.userId, profile, calls: { [bootKey(contract.user.profile.path, {})]: profile } };
  };
