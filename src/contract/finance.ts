import { signedIn } from './define';

/** Deposits, withdrawals, transfers and swaps. */
export const finance = {
  transactionEventList: signedIn('/finance-api/api/finance/transaction_event_list'),
  depositList: signedIn('/finance-api/api/finance/deposit_list'),
  withdrawList: signedIn('/finance-api/api/finance/withdraw_list'),
  getDepositAddress: signedIn('/finance-api/api/finance/get_deposit_address'),
  withdrawCoin: signedIn('/finance-api/api/finance/withdraw_coin'),
  withdrawCancel: signedIn('/finance-api/api/finance/withdraw_cancel'),
  withdrawLimit: signedIn('/finance-api/api/finance/withdraw_limit'),
  checkAddress: signedIn('/finance-api/api/finance/check_address', { hideError: true }),
  withdrawCheck: signedIn('/finance-api/api/finance/withdraw_check'),
  transfer: signedIn('/finance-api/api/finance/transfer'),
  transferToList: signedIn('/finance-api/api/finance/transfer_to_list'),
  transferFromList: signedIn('/finance-api/api/finance/transfer_from_list'),
  transferToDetail: signedIn('/finance-api/api/finance/transfer_to_detail'),
  transferFromDetail: signedIn('/finance-api/api/finance/transfer_from_detail'),
  swapList: signedIn('/finance-api/api/finance/swap_list'),
  swapGetPrice: signedIn('/finance-api/api/finance/swap_get_price'),
  swapApply: signedIn('/finance-api/api/finance/swap_apply'),
  swapDetail: signedIn('/finance-api/api/finance/swap_detail'),
  swapCoinPairConfigList: signedIn('/finance-api/api/finance/swap_coin_pair_config_list'),
  financeDetail: signedIn('/finance-api/api/finance/finance_detail'),
  withdrawDetail: signedIn('/finance-api/api/finance/withdraw_detail'),
} as const;
