import { signedIn } from './define';

/** Project recharge and withdraw records. */
export const project = {
  projectList: signedIn('/finance-api/api/project/project_list'),
  projectRechargeList: signedIn('/finance-api/api/project/project_recharge_list'),
  projectRechargeDetail: signedIn('/finance-api/api/project/project_recharge_Detail'),
  projectWithdrawList: signedIn('/finance-api/api/project/project_withdraw_list'),
  projectWithdrawDetail: signedIn('/finance-api/api/project/project_withdraw_detail'),
} as const;
