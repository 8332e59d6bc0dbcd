import { endpoint } from './define';

/** Inscription goods and their orders. */
export const inscription = {
  buyDetail: endpoint('/finance-api/api/inscription/buy_detail'),
  sellDetail: endpoint('/finance-api/api/inscription/sell_detail'),
  getIndexList: endpoint('/finance-api/api/inscription/get_index_list'),
  goodsList: endpoint('/finance-api/api/inscription/goods_list'),
  withdraw: endpoint('/finance-api/api/inscription/withdraw'),
  withdrawCancel: endpoint('/finance-api/api/inscription/withdraw_cancel'),
  withdrawLimit: endpoint('/finance-api/api/inscription/withdraw_limit'),
  withdrawList: endpoint('/finance-api/api/inscription/withdraw_list'),
  withdrawDetail: endpoint('/finance-api/api/inscription/withdraw_detail'),
  depositList: endpoint('/finance-api/api/inscription/deposit_list'),
  depositDetail: endpoint('/finance-api/api/inscription/deposit_detail'),
  on: endpoint('/finance-api/api/inscription/on'),
  change: endpoint('/finance-api/api/inscription/change'),
  off: endpoint('/finance-api/api/inscription/off'),
  publishHistory: endpoint('/finance-api/api/inscription/publish_history'),
  goods: endpoint('/finance-api/api/inscription/goods'),
  buy: endpoint('/finance-api/api/inscription/buy'),
  orderBuy: endpoint('/finance-api/api/inscription/order_buy'),
  orderSell: endpoint('/finance-api/api/inscription/order_sell'),
  goodsInfo: endpoint('/finance-api/api/inscription/goods_info'),
  getStatisticsTotal: endpoint('/finance-api/api/inscription/get_statistics_total'),
  getStatisticsList: endpoint('/finance-api/api/inscription/get_statistics_list'),
  getRecentOperationList: endpoint('/finance-api/api/inscription/get_recent_operation_list'),
  getCoinDetail: endpoint('/finance-api/api/inscription/get_coin_detail'),
} as const;
