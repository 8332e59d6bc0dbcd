import { optionalAuth, signedIn } from '@/contract/define';
import type {
  AccountBalanceReq,
  AccountBalanceRes,
  AddressAddReq,
  AddressCheckReq,
  AddressCheckRes,
  AddressEditReq,
  AddressEntry,
  AddressListReq,
  AddressListRes,
  AddressTransferListReq,
  AddressTransferListRes,
  ChainListReq,
  ChainListRes,
  CheckAddressReq,
  CheckAddressRes,
  CoinChainReq,
  CoinListRes,
  DepositAddressRes,
  DepositListReq,
  DepositListRes,
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
  SymbolExchangeInfoReq,
  SymbolExchangeInfoRes,
  SymbolExchangeUsdReq,
  SymbolExchangeUsdRes,
  TransactionEventListReq,
  TransactionEventListRes,
  TransferEntry,
  TransferListReq,
  TransferListRes,
  TransferReq,
  WithdrawCheckReq,
  WithdrawCheckRes,
  WithdrawCoinReq,
  WithdrawDetailRes,
  WithdrawEntry,
  WithdrawIdReq,
  WithdrawLimitRes,
  WithdrawListReq,
  WithdrawListRes,
} from './types';
import type { EmptyBody, EmptyRes } from '@/contract/common';

/** Coins, chains, prices and the account balance. */
export const coin = {
  coinList: optionalAuth<EmptyBody, CoinListRes>('/finance-api/api/coin/coin_list'),
  getSymbolExchangeUsd: optionalAuth<SymbolExchangeUsdReq, SymbolExchangeUsdRes>(
    '/finance-api/api/coin/get_symbol_exchange_usd',
  ),
  getSymbolExchangeInfo: signedIn<SymbolExchangeInfoReq, SymbolExchangeInfoRes>(
    '/finance-api/api/coin/get_symbol_exchange_info',
  ),
  chainList: optionalAuth<ChainListReq, ChainListRes>('/finance-api/api/coin/chain_list'),
  /** The spec lists /finance-api/api/account/balance as one call beside the coin calls. */
  accountBalance: signedIn<AccountBalanceReq, AccountBalanceRes>('/finance-api/api/account/balance'),
} as const;

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

/** Address book. */
export const address = {
  list: signedIn<AddressListReq, AddressListRes>('/user-api/api/address/list'),
  add: signedIn<AddressAddReq, AddressEntry>('/user-api/api/address/add'),
  edit: signedIn<AddressEditReq, AddressEntry>('/user-api/api/address/edit'),
  delete: signedIn<IdReq, EmptyRes>('/user-api/api/address/delete'),
  check: signedIn<AddressCheckReq, AddressCheckRes>('/user-api/api/address/check'),
  transferList: signedIn<AddressTransferListReq, AddressTransferListRes>('/user-api/api/address/transfer_list'),
} as const;
