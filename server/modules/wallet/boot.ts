import { contract } from '@/contract/full';
import { bootKey } from '@/contract/boot';
import { HIDE_ZERO_KEY, hideZeroOf } from '@/domain/hideZero';
import { QUICK_ACTIONS, displayUsd, showsEmptyState } from '@/features/wallet/model';
import { appText } from '../../appTexts';
import { depositListOf } from '../chain';
import { coinListOf } from '../coin';
import type { BootPage } from '../system/boot';
import { balancesOf } from './balance';

/** The deposits on their way that /asset lists (PendingDeposits: usePendingDeposits with no coin). */
const PENDING = { status: 'pending', page: 1, page_size: 20 } as const;

/**
 * The wallet's screens behind sign-in that the page starts. `/asset` carries its three calls answered
 * (balances, coins, deposits on their way), so its first render is complete, and the shell draws its total and,
 * for an account that holds nothing and hides zero balances, its empty state: the screen's largest paint, whichever it is, needs no script.
 */
export const WALLET_BOOT_PAGES: BootPage[] = [
  {
    matches: (pathname) => pathname === '/asset',
    loadSignedIn: async (db, lang, { userId }, cache, cookie) => {
      const [balances, coins, pending] = await Promise.all([
        balancesOf(db, cache, userId),
        coinListOf(db, cache),
        depositListOf(db, userId, PENDING),
      ]);
      const text = (key: string, values?: Record<string, string>) => appText(lang, 'wallet', key, values);
      return {
        calls: {
          [bootKey(contract.coin.accountBalance.path, {})]: balances,
          [bootKey(contract.coin.coinList.path, {})]: coins,
          [bootKey(contract.finance.depositList.path, PENDING)]: pending,
        },
        shell: {
          kind: 'assets',
          title: text('overview.title'),
          label: text('overview.total'),
          value: text('overview.usd', { value: displayUsd(balances.total_usd) }),
          links: [text('overview.history'), text('overview.hideZero')],
          actions: QUICK_ACTIONS.length,
          // the empty state as the screen decides it (zeros shown: the coin list, whose place the shell holds);
          // pending deposits push the list down: the shell then leaves the rest to the app
          empty:
            showsEmptyState(balances.list, hideZeroOf(cookie(HIDE_ZERO_KEY))) && pending.list.length === 0
              ? text('overview.empty')
              : null,
        },
      };
    },
  },
];
