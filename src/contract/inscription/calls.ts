import { signedIn } from '@/contract/define';

/** Inscription goods and their orders. */
export const inscription = {
  buyDetail: signedIn('/finance-api/api/inscription/buy_detail'),
  sellDetail: signedIn('/finance-api/api/inscription/sell_detail'),
  getIndexList: signedIn('/finance-api/api/inscription/get_index_list'),
  goodsList: signedIn('/finance-api/api/inscription/goods_list'),
  withdraw: signedIn('/finance-api/api/inscription/withdraw'),
  withdrawCancel: signedIn('/finance-api/api/inscription/withdraw_cancel'),
  withdrawLimit: signedIn('/finance-api/api/inscription/withdraw_limit'),
  withdrawList: signedIn('/finance-api/api/inscription/withdraw_list'),
  withdrawDetail: signedIn('/finance-api/api/inscription/withdraw_detail'),
  depositList: signedIn('/finance-api/api/inscription/deposit_list'),
  depositDetail: signedIn('/finance-api/api/inscription/deposit_detail'),
  on: signedIn('/finance-api/api/inscription/on'),
  change: signedIn('/finance-api/api/inscription/change'),
  off: signedIn('/finance-api/api/inscription/off'),
  publishHistory: signedIn('/finance-api/api/inscription/publish_history'),
  goods: signedIn('/finance-api/api/inscription/goods'),
  buy: signedIn('/finance-api/api/inscription/buy'),
  orderBuy: signedIn('/finance-api/api/inscription/order_buy'),
  orderSell: signedIn('/finance-api/api/inscription/order_sell'),
  goodsInfo: signedIn('/finance-api/api/inscription/goods_info'),
  getStatisticsTotal: signedIn('/finance-api/api/inscription/get_statistics_total'),
  getStatisticsList: signedIn('/finance-api/api/inscription/get_statistics_list'),
  getRecentOperationList: signedIn('/finance-api/api/inscription/get_recent_operation_list'),
  getCoinDetail: signedIn('/finance-api/api/inscription/get_coin_detail'),
} as const;
