import { endpoint } from './define';

/** Staking-style pledges (flexible and regular). */
export const pledge = {
  getConfigList: endpoint('/finance-api/api/pledge/get_config_list'),
  getUserPledgeInfo: endpoint('/finance-api/api/pledge/get_user_pledge_info'),
  getUserPledgeRecord: endpoint('/finance-api/api/pledge/get_user_pledge_record'),
  pledgeSymbol: endpoint('/finance-api/api/pledge/pledge_symbol'),
  redemptionSymbol: endpoint('/finance-api/api/pledge/redemption_symbol'),
  rewardSymbol: endpoint('/finance-api/api/pledge/reward_symbol'),
  getRegularConfigList: endpoint('/finance-api/api/pledge/get_regular_config_list'),
  getUserRegularPledgeInfo: endpoint('/finance-api/api/pledge/get_user_regular_pledge_info'),
  regularPledgeSymbol: endpoint('/finance-api/api/pledge/regular_pledge_symbol'),
  getUserRegularPledgeOrder: endpoint('/finance-api/api/pledge/get_user_regular_pledge_order'),
  getUserRegularPledgeRecord: endpoint('/finance-api/api/pledge/get_user_regular_pledge_record'),
} as const;
