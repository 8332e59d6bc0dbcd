import { endpoint } from './define';

/** Deposits, withdrawals, transfers and swaps. */
export const finance = {
  transactionEventList: endpoint('/finance-api/api/finance/transaction_event_list'),
  depositList: endpoint('/finance-api/api/finance/deposit_list'),
  withdrawList: endpoint('/finance-api/api/finance/withdraw_list'),
  getDepositAddress: endpoint('/finance-api/api/finance/get_deposit_address'),
  withdrawCoin: endpoint('/finance-api/api/finance/withdraw_coin'),
  withdrawCancel: endpoint('/finance-api/api/finance/withdraw_cancel'),
  withdrawLimit: endpoint('/finance-api/api/finance/withdraw_limit'),
  checkAddress: endpoint('/finance-api/api/finance/check_address', { hideError: true }),
  withdrawCheck: endpoint('/finance-api/api/finance/withdraw_check'),
  transfer: endpoint('/finance-api/api/finance/transfer'),
  transferToList: endpoint('/finance-api/api/finance/transfer_to_list'),
  transferFromList: endpoint('/finance-api/api/finance/transfer_from_list'),
  transferToDetail: endpoint('/finance-api/api/finance/transfer_to_detail'),
  transferFromDetail: endpoint('/finance-api/api/finance/transfer_from_detail'),
  swapList: endpoint('/finance-api/api/finance/swap_list'),
  swapGetPrice: endpoint('/finance-api/api/finance/swap_get_price'),
  swapApply: endpoint('/finance-api/api/finance/swap_apply'),
  swapDetail: endpoint('/finance-api/api/finance/swap_detail'),
  swapCoinPairConfigList: endpoint('/finance-api/api/finance/swap_coin_pair_config_list'),
  financeDetail: endpoint('/finance-api/api/finance/finance_detail'),
  withdrawDetail: endpoint('/finance-api/api/finance/withdraw_detail'),
} as const;
