import { signedIn } from '@/contract/define';

/** Staking-style pledges (flexible and regular). */
export const pledge = {
  getConfigList: signedIn('/finance-api/api/pledge/get_config_list'),
  getUserPledgeInfo: signedIn('/finance-api/api/pledge/get_user_pledge_info'),
  getUserPledgeRecord: signedIn('/finance-api/api/pledge/get_user_pledge_record'),
  pledgeSymbol: signedIn('/finance-api/api/pledge/pledge_symbol'),
  redemptionSymbol: signedIn('/finance-api/api/pledge/redemption_symbol'),
  rewardSymbol: signedIn('/finance-api/api/pledge/reward_symbol'),
  getRegularConfigList: signedIn('/finance-api/api/pledge/get_regular_config_list'),
  getUserRegularPledgeInfo: signedIn('/finance-api/api/pledge/get_user_regular_pledge_info'),
  regularPledgeSymbol: signedIn('/finance-api/api/pledge/regular_pledge_symbol'),
  getUserRegularPledgeOrder: signedIn('/finance-api/api/pledge/get_user_regular_pledge_order'),
  getUserRegularPledgeRecord: signedIn('/finance-api/api/pledge/get_user_regular_pledge_record'),
} as const;
