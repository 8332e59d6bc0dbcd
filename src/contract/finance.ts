import { signedIn } from './define';
import type {
  CheckAddressReq,
  CheckAddressRes,
  CoinChainReq,
  DepositAddressRes,
  DepositListReq,
  DepositListRes,
  WithdrawCheckReq,
  WithdrawCheckRes,
  WithdrawCoinReq,
  WithdrawDetailRes,
  WithdrawEntry,
  WithdrawIdReq,
  WithdrawLimitRes,
  WithdrawListReq,
  WithdrawListRes,
} from './financeChain.types';
import type {
  FinanceDetailRes,
  IdReq,
  SwapApplyReq,
  SwapGetPriceReq,
  SwapListReq,
  SwapListRes,
  SwapOrder,
  SwapPairListReq,
  SwapPairListRes,
  SwapQuote,
  TransactionEventListReq,
  TransactionEventListRes,
  TransferEntry,
  TransferListReq,
  TransferListRes,
  TransferReq,
} from './types';

/** Deposits, withdrawals, transfers and swaps. */
export const finance = {
  transactionEventList: signedIn<TransactionEventListReq, TransactionEventListRes>(
    '/finance-api/api/finance/transaction_event_list',
  ),
  depositList: signedIn<DepositListReq, DepositListRes>('/finance-api/api/finance/deposit_list'),
  withdrawList: signedIn<WithdrawListReq, WithdrawListRes>('/finance-api/api/finance/withdraw_list'),
  getDepositAddress: signedIn<CoinChainReq, DepositAddressRes>('/finance-api/api/finance/get_deposit_address'),
  withdrawCoin: signedIn<WithdrawCoinReq, WithdrawEntry>('/finance-api/api/finance/withdraw_coin', {
    idempotent: true,
  }),
  withdrawCancel: signedIn<WithdrawIdReq, WithdrawEntry>('/finance-api/api/finance/withdraw_cancel', {
    idempotent: true,
  }),
  withdrawLimit: signedIn<CoinChainReq, WithdrawLimitRes>('/finance-api/api/finance/withdraw_limit'),
  checkAddress: signedIn<CheckAddressReq, CheckAddressRes>('/finance-api/api/finance/check_address', {
    hideError: true,
  }),
  withdrawCheck: signedIn<WithdrawCheckReq, WithdrawCheckRes>('/finance-api/api/finance/withdraw_check'),
  transfer: signedIn<TransferReq, TransferEntry>('/finance-api/api/finance/transfer', { idempotent: true }),
  transferToList: signedIn<TransferListReq, TransferListRes>('/finance-api/api/finance/transfer_to_list'),
  transferFromList: signedIn<TransferListReq, TransferListRes>('/finance-api/api/finance/transfer_from_list'),
  transferToDetail: signedIn<IdReq, TransferEntry>('/finance-api/api/finance/transfer_to_detail'),
  transferFromDetail: signedIn<IdReq, TransferEntry>('/finance-api/api/finance/transfer_from_detail'),
  swapList: signedIn<SwapListReq, SwapListRes>('/finance-api/api/finance/swap_list'),
  swapGetPrice: signedIn<SwapGetPriceReq, SwapQuote>('/finance-api/api/finance/swap_get_price'),
  swapApply: signedIn<SwapApplyReq, SwapOrder>('/finance-api/api/finance/swap_apply', { idempotent: true }),
  swapDetail: signedIn<IdReq, SwapOrder>('/finance-api/api/finance/swap_detail'),
  swapCoinPairConfigList: signedIn<SwapPairListReq, SwapPairListRes>(
    '/finance-api/api/finance/swap_coin_pair_config_list',
  ),
  financeDetail: signedIn<IdReq, FinanceDetailRes>('/finance-api/api/finance/finance_detail'),
  withdrawDetail: signedIn<WithdrawIdReq, WithdrawDetailRes>('/finance-api/api/finance/withdraw_detail'),
} as const;
