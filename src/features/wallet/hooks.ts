import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '@/api/http';
import { useLive, type LiveCalls } from '@/api/live';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract as firstLoad } from '@/contract';
import { address, coin, finance } from '@/contract/wallet';
import { fiat } from '@/contract/fiat';
import { referral } from '@/contract/referral';
import { stars } from '@/contract/stars';
import { nftCustody } from '@/contract/nftCustody';
import type { FiatQuoteReq } from '@/contract/fiat/types';
import type { NftItemListReq } from '@/contract/nftCustody/types';
import type { PricePeriodName, SwapGetPriceReq, SwapKind } from '@/contract/wallet/types';
import { platform } from '@/platform';
import {
  HISTORY_PAGE_SIZE,
  WALLET_POLL_MS,
  depositView,
  eventView,
  historySource,
  swapView,
  transferView,
  withdrawView,
  type HistoryType,
  type TradeKind,
  type TradeView,
} from './model';
import { FIAT_QUOTE_REFRESH_MS, ORDER_POLL_MS } from './buyModel';
import { QUOTE_REFRESH_MS } from './swapModel';
import { STARS_PAYMENT_POLL_MS } from './starsModel';

/**
 * The services this area calls, each from its own module: `@/contract/full` would bring every lazy service (and
 * the chunks of other areas' services) into this area's download.
 */
const contract = { address, coin, fiat, finance, referral, stars, user: firstLoad.user } as const;

/**
 * The address book holds at most 200 addresses (server rule): one list call of 100 per page shows them. Kept here,
 * not in addressModel, so this module (loaded by every wallet screen) does not pull in the address rule's codecs.
 */
const ADDRESS_PAGE_SIZE = 100;

/**
 * Balances and history stay fresh: refetched on focus, polled while the page is visible, and refreshed (in the
 * background, the cached answer shown meanwhile) whenever a screen showing them opens.
 */
const fresh = { refetchOnFocus: true, pollMs: WALLET_POLL_MS, staleTime: 0 } as const;

/**
 * What a wallet event makes stale (server/modules/market/stream.ts, `wallet`: a deposit seen, confirming or credited,
 * a withdrawal's new status): balances, deposits and withdrawals, the history.
 */
const WALLET_CALLS = [
  contract.coin.accountBalance,
  contract.finance.depositList,
  contract.finance.withdrawList,
  contract.finance.withdrawDetail,
  contract.finance.withdrawLimit,
  contract.finance.transactionEventList,
  contract.finance.financeDetail,
];
/** The signed-in user's events (`me`): their wallet's, and a sale of theirs on the market (a balance moved). */
const WALLET_EVENTS: LiveCalls = { wallet: WALLET_CALLS, me: [contract.coin.accountBalance] };

/**
 * Keeps the user's own events on the app's live connection (api/live.ts, the market's channel) while a screen
 * showing money is mounted: a deposit or withdrawal shows the moment the server records it, without a reload or
 * waiting for the poll (which stays, for a dropped connection).
 */
const useWalletLive = () => useLive(['me'], WALLET_EVENTS);

/** Every coin and account the user holds, with USD values; follows the user's live events. */
export function useBalances() {
  useWalletLive();
  return useApiQuery(contract.coin.accountBalance, {}, fresh);
}
/** The listed coins (name, icon, decimals) keyed by symbol on use. */
export const useCoins = () => useApiQuery(contract.coin.coinList, {}, { select: (res) => res.list.map((c) => c.info) });
/** The listed coins with the chains each moves on (deposit, withdraw). */
export const useCoinEntries = () => useApiQuery(contract.coin.coinList, {}, { select: (res) => res.list });
/** The user's deposit address of a coin on a chain, with the chain's minimum and confirmations. */
export const useDepositAddress = (symbol: string, chain: string) =>
  useApiQuery(
    contract.finance.getDepositAddress,
    { symbol, chain_name: chain },
    { enabled: symbol !== '' && chain !== '', staleTime: Infinity },
  );
/** Deposits still waiting for confirmations (shown until credited); follows the user's live events. */
export function usePendingDeposits(symbol = '') {
  useWalletLive();
  return useApiQuery(
    contract.finance.depositList,
    { status: 'pending', page: 1, page_size: 20, ...(symbol ? { symbol } : {}) },
    fresh,
  );
}
/** A coin's price chart points. */
export const usePriceHistory = (symbol: string, period: PricePeriodName) =>
  useApiQuery(contract.coin.getSymbolExchangeInfo, { symbol, period }, { enabled: symbol !== '', silent: true });

/**
 * One page of a history list (the call chosen by the type, docs in model.ts). Only the first page polls: the
 * newest rows arrive there; older pages do not change.
 */
export function useHistoryPage(type: HistoryType, symbol: string, page: number) {
  useWalletLive();
  const source = historySource(type);
  const base = { page, page_size: HISTORY_PAGE_SIZE, ...(symbol ? { symbol } : {}) };
  const options = page === 1 ? fresh : {};
  const events = useApiQuery(
    contract.finance.transactionEventList,
    { ...base, ...(type === 'all' ? {} : { type }) },
    { ...options, enabled: source === 'events', silent: true },
  );
  const deposits = useApiQuery(contract.finance.depositList, base, {
    ...options,
    enabled: source === 'deposits',
    silent: true,
  });
  const withdrawals = useApiQuery(contract.finance.withdrawList, base, {
    ...options,
    enabled: source === 'withdrawals',
    silent: true,
  });
  const swaps = useApiQuery(contract.finance.swapList, base, { ...options, enabled: source === 'swaps', silent: true });
  const transfersTo = useApiQuery(contract.finance.transferToList, base, {
    ...options,
    enabled: source === 'transfersTo',
    silent: true,
  });
  const transfersFrom = useApiQuery(contract.finance.transferFromList, base, {
    ...options,
    enabled: source === 'transfersFrom',
    silent: true,
  });
  return { source, events, deposits, withdrawals, swaps, transfersTo, transfersFrom };
}

/** The user's custody NFTs (one page of 12, the NFT page size), filtered. */
export const useCustodyItems = (filter: NftItemListReq) =>
  useApiQuery(nftCustody.itemList, { page: 1, page_size: 12, ...filter }, { refetchOnFocus: true, silent: true });
/**
 * Moves one edition of an NFT between the wallet and the game package (idempotent: one key per tap); the NFT list
 * and its collections refresh after.
 */
export function useNftMoves() {
  const { t } = useTranslation('wallet');
  const invalidates = [nftCustody.itemList, nftCustody.symbolList, nftCustody.nftBatchList];
  return {
    toPackage: useApiMutation(nftCustody.nftToPackage, { invalidates, successText: t('nftTab.movedToGame') }),
    back: useApiMutation(nftCustody.nftWithdrawBack, { invalidates, successText: t('nftTab.movedBack') }),
  };
}
/** The collections the user holds (the NFT tab's filter). */
export const useCustodySymbols = () => useApiQuery(nftCustody.symbolList, {}, { silent: true });

/**
 * The record behind a history row, by kind. A deposit has no detail call in the spec's list: it is found in the
 * coin's newest 100 deposits (older ones show as not found).
 */
export function useTradeDetail(kind: TradeKind, id: number, symbol: string) {
  useWalletLive();
  const only = (k: TradeKind) => ({ enabled: kind === k, silent: true, refetchOnFocus: true });
  const poll = (k: TradeKind) => ({ ...only(k), pollMs: WALLET_POLL_MS });
  const f = contract.finance;
  const event = useApiQuery(f.financeDetail, { id }, only('event'));
  const deposits = useApiQuery(
    f.depositList,
    { page: 1, page_size: 100, ...(symbol ? { symbol } : {}) },
    poll('deposit'),
  );
  const withdrawal = useApiQuery(f.withdrawDetail, { id }, poll('withdraw'));
  const swap = useApiQuery(f.swapDetail, { id }, only('swap'));
  const transferTo = useApiQuery(f.transferToDetail, { id }, only('transferTo'));
  const transferFrom = useApiQuery(f.transferFromDetail, { id }, only('transferFrom'));
  const query = { event, deposit: deposits, withdraw: withdrawal, swap, transferTo, transferFrom }[kind];
  let view: TradeView | null = null;
  if (kind === 'event' && event.data) view = eventView(event.data);
  if (kind === 'deposit' && deposits.data) {
    const found = deposits.data.list.find((d) => d.id === id);
    view = found ? depositView(found) : null;
  }
  if (kind === 'withdraw' && withdrawal.data) view = withdrawView(withdrawal.data);
  if (kind === 'swap' && swap.data) view = swapView(swap.data);
  if (kind === 'transferTo' && transferTo.data) view = transferView(transferTo.data, 'transferTo');
  if (kind === 'transferFrom' && transferFrom.data) view = transferView(transferFrom.data, 'transferFrom');
  return { query, view };
}

/**
 * A transfer (idempotent: one key per intent): between the user's accounts, or to another user by Pay ID. The
 * balances and the history refresh after it. `successText`: a notice, for a screen that shows no receipt.
 */
/** `intentKey`: a payment request's key (src/domain/paymentRequest.ts), so paying the request twice pays once. */
export function useTransfer(successText?: string, intentKey?: string | null) {
  return useApiMutation(contract.finance.transfer, {
    invalidates: [contract.coin.accountBalance, contract.finance.transferToList, contract.finance.transactionEventList],
    successText,
    intentKey,
  });
}

/** Whether the account has a payment password (a send needs one): asked as the screen opens and on focus. */
export const usePaymentSetting = () =>
  useApiQuery(contract.user.getUserPaymentSetting, {}, { staleTime: 0, refetchOnFocus: true, silent: true });

/** Who a Pay ID belongs to, asked once the typed text can be one (a wrong one answers 20164, shown by the screen). */
export const usePayIdOwner = (payId: string | null) =>
  useApiQuery(contract.user.getNicknameByPayId, { pay_id: payId ?? '' }, { enabled: payId !== null, silent: true });

/**
 * Who a Telegram @username belongs to among the app's users (their name, picture and Pay ID), asked once typing
 * pauses: each look-up takes a rate-limit slot on the server. An unknown name answers 35050, shown by the screen.
 */
export const useUsernameOwner = (username: string | null) =>
  useApiQuery(
    contract.referral.findByUsername,
    { username: username ?? '' },
    { enabled: username !== null, silent: true, staleTime: 60_000 },
  );

// ---- swap ----

/** The configured pairs of one kind (standard or Seraph). */
export const useSwapPairs = (kind: SwapKind) =>
  useApiQuery(contract.finance.swapCoinPairConfigList, { kind }, { staleTime: 60_000 });

/**
 * A live quote for the form: asked again every QUOTE_REFRESH_MS while the page is visible, and at once when the
 * amount, pair or slippage changes (after the amount settles).
 */
export function useSwapQuote(body: SwapGetPriceReq, enabled: boolean) {
  return useApiQuery(contract.finance.swapGetPrice, body, {
    enabled,
    silent: true,
    pollMs: QUOTE_REFRESH_MS,
    staleTime: 0,
  });
}

/** Executes a quote; the screen shows a refusal inline (the price moved: the form is kept). */
export const useSwapApply = () =>
  useApiMutation(contract.finance.swapApply, {
    silent: true,
    invalidates: [contract.coin.accountBalance, contract.finance.swapList, contract.finance.transactionEventList],
  });

/** One page of the user's swaps of a kind (15 a page); only the first page polls. */
export const useSwapHistoryPage = (kind: SwapKind, page: number) =>
  useApiQuery(
    contract.finance.swapList,
    { page, page_size: HISTORY_PAGE_SIZE, kind },
    { ...(page === 1 ? fresh : {}), silent: true },
  );

/** The current time, ticking every second while mounted (countdowns). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

// ---- address book ----

/** The server's chains (names), for the address book's chain choice and the suggestion. */
export const useChainNames = () =>
  useApiQuery(contract.coin.chainList, {}, { select: (res) => res.list.map((c) => c.chain_name), staleTime: 300_000 });

/** The saved addresses (at most 200 exist; the first 100 of a chain, or of all, newest first). */
export const useAddressBook = (chain = '') =>
  useApiQuery(
    contract.address.list,
    { page: 1, page_size: ADDRESS_PAGE_SIZE, ...(chain ? { chain } : {}) },
    { refetchOnFocus: true, staleTime: 0 },
  );

/** Add, edit and delete; each refreshes the lists. Refusals show inline (the form is kept). */
export function useAddressActions(onDeleted?: () => void) {
  const { t } = useTranslation('wallet');
  const invalidates = [contract.address.list, contract.address.transferList];
  return {
    add: useApiMutation(contract.address.add, { invalidates, silent: true, successText: t('addressBook.added') }),
    edit: useApiMutation(contract.address.edit, { invalidates, silent: true, successText: t('addressBook.saved') }),
    remove: useApiMutation(contract.address.delete, {
      invalidates,
      successText: t('addressBook.deleted'),
      onSuccess: () => onDeleted?.(),
    }),
  };
}

// ---- buying with fiat ----

/** The coins one can buy and the fiat currencies one can pay in. */
export const useFiatCatalogue = () => useApiQuery(contract.fiat.getCoinList, {}, { staleTime: 300_000 });
/** The providers for a currency (payment methods, limits). */
export const useFiatChannels = (fiat: string) =>
  useApiQuery(contract.fiat.getChannelList, { fiat }, { enabled: fiat !== '', staleTime: 60_000 });
/** Every channel's offer for an amount, best first; follows the price while the form is visible. */
export const useFiatQuotes = (body: FiatQuoteReq, enabled: boolean) =>
  useApiQuery(contract.fiat.quote, body, { enabled, silent: true, pollMs: FIAT_QUOTE_REFRESH_MS, staleTime: 0 });
/** Creates the order (idempotent: one order per intent). */
export const useCreateFiatOrder = () => useApiMutation(contract.fiat.createOrder);

/** What Stars buy at the server's rate, with its limits (the Stars channel, inside Telegram). */
export const useStarsQuote = (stars: number, enabled: boolean) =>
  useApiQuery(contract.stars.quote, { stars }, { enabled, staleTime: FIAT_QUOTE_REFRESH_MS });
/** Creates a Stars invoice (one per Pay tap: the mutation keeps its idempotency key until the server answers). */
export const useCreateStarsInvoice = () => useApiMutation(contract.stars.createInvoice);
/** The user's balance moved (the webhook credited): the payment and the balances refetch at once. */
const STARS_EVENTS: LiveCalls = { me: [contract.stars.payment, contract.coin.accountBalance] };
/** A Stars payment, followed while it waits for the webhook's credit: live events first, a poll as the fallback. */
export function useStarPayment(paymentNo: string | null) {
  useLive(['me'], STARS_EVENTS);
  const query = useApiQuery(
    contract.stars.payment,
    { payment_no: paymentNo ?? '' },
    { enabled: paymentNo !== null, staleTime: 0, refetchOnFocus: true },
  );
  const waiting = paymentNo !== null && (query.data === undefined || query.data.status === 'created');
  const refetch = query.refetch;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void refetch(), STARS_PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refetch]);
  return query;
}
/**
 * The order and its provider page, asked for again every few seconds while the screen is open (paused while the
 * page is hidden, at once on focus): the payment on the provider page shows without a reload.
 */
export const useFiatOrder = (orderNo: string | null) =>
  useApiQuery(
    contract.fiat.getWidgetUrl,
    { order_no: orderNo ?? '' },
    { enabled: orderNo !== null, staleTime: 0, refetchOnFocus: true, pollMs: ORDER_POLL_MS },
  );
/** Opens the provider page through the platform (Telegram's in-app browser; allow-listed links only). */
export const openProviderPage = (url: string): boolean => platform.openLink(url);

// ---- withdraw ----

/**
 * The end of the 24-hour withdrawal hold after a security change (user_risk), in unix seconds, or null: read when the
 * withdraw screen opens, so the hold is explained before anything is typed.
 */
export const useWithdrawHold = () =>
  useApiQuery(
    contract.user.userRisk,
    {},
    {
      silent: true,
      staleTime: 0,
      refetchOnFocus: true,
      select: (risk) => (risk.type === 1 && risk.until ? risk.until : null),
    },
  );

/** Fee, minimum, daily limit and the most the user can withdraw of a coin on a chain. */
export const useWithdrawLimit = (symbol: string, chain: string) =>
  useApiQuery(
    contract.finance.withdrawLimit,
    { symbol, chain_name: chain },
    { enabled: symbol !== '' && chain !== '', staleTime: 0, refetchOnFocus: true },
  );

/** The withdrawal's dry run (every problem at once), its placing (idempotent) and the email code of scene withdraw. */
export function useWithdraw() {
  const { t } = useTranslation('wallet');
  const check = useApiMutation(contract.finance.withdrawCheck, { silent: true });
  const place = useApiMutation(contract.finance.withdrawCoin, {
    invalidates: [contract.coin.accountBalance, contract.finance.withdrawList, contract.finance.withdrawLimit],
    successText: t('withdraw.placed'),
  });
  return { check, place, sendCode: useWithdrawCode() };
}

/** Sends the email code of scene `withdraw` (coins and NFTs); answers the resend wait, or undefined when refused. */
export function useWithdrawCode() {
  const { t } = useTranslation('wallet');
  const code = useApiMutation(contract.user.sendVerifyCodeV2, { successText: t('withdraw.codeSent') });
  return async () => {
    const sent = await code.run({ scene: 'withdraw' });
    return sent.ok ? sent.data?.resend_after || 60 : undefined;
  };
}

/** Cancels a withdrawal while it is pending; the balances and the record refresh. */
export function useWithdrawCancel() {
  const { t } = useTranslation('wallet');
  return useApiMutation(contract.finance.withdrawCancel, {
    invalidates: [contract.coin.accountBalance, contract.finance.withdrawList, contract.finance.withdrawDetail],
    successText: t('withdraw.cancelled'),
  });
}

// ---- NFT deposit and withdrawal ----

/**
 * The NFT deposit's chain (`chain` from the address, any case, else the first chain) and the user's NFT address
 * there, with its confirmations and the collections on it. Nothing is asked while `enabled` is false.
 */
export function useNftDepositChoice(chain: string | null, enabled: boolean) {
  const chains = useApiQuery(contract.coin.chainList, {}, { enabled, select: (res) => res.list });
  const names = (chains.data ?? []).map((c) => c.chain_name);
  const chosen = names.find((name) => name.toUpperCase() === (chain ?? '').toUpperCase()) ?? names[0] ?? '';
  const address = useApiQuery(
    nftCustody.getNftDepositAddress,
    { chain_name: chosen },
    { enabled: enabled && chosen !== '' },
  );
  return { chains, names, chosen, address };
}
export type NftDepositChoice = ReturnType<typeof useNftDepositChoice>;
/** NFT deposits still waiting for confirmations, followed while the screen is open. */
export const usePendingNftDeposits = () =>
  useApiQuery(
    nftCustody.depositList,
    { status: 'pending', page: 1, page_size: 15 },
    { silent: true, refetchOnFocus: true, pollMs: WALLET_POLL_MS },
  );
/** Fee (in its coin), the fee coin's balance and the editions left today for a collection's withdrawals. */
export const useNftWithdrawLimit = (symbol: string) =>
  useApiQuery(nftCustody.withdrawLimit, { symbol }, { staleTime: 0 });
/**
 * NFT withdrawals (idempotent): one item (`withdraw`), or several through a batch token (`batchToken` checks the
 * security steps once, `byToken` withdraws all the items or none). The editions leave the wallet at once; the NFT
 * list and balances refresh.
 */
export function useNftWithdraw() {
  const { t } = useTranslation('wallet');
  const invalidates = [
    nftCustody.itemList,
    nftCustody.symbolList,
    nftCustody.withdrawList,
    contract.coin.accountBalance,
  ];
  return {
    withdraw: useApiMutation(nftCustody.withdraw, { invalidates, successText: t('nftWithdraw.placed') }),
    batchToken: useApiMutation(nftCustody.batchWithdrawGetToken),
    byToken: useApiMutation(nftCustody.withdrawByToken, {
      invalidates,
      successText: (res) => t('nftWithdraw.placedBatch', { count: res.list.length }),
    }),
  };
}

/** The server's code of a failed call, for screens that answer some codes in place (api/http's). */
export { errorCode };
