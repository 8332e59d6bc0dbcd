import { endpoint } from './define';

/** Project recharge and withdraw records. */
export const project = {
  projectList: endpoint('/finance-api/api/project/project_list'),
  projectRechargeList: endpoint('/finance-api/api/project/project_recharge_list'),
  projectRechargeDetail: endpoint('/finance-api/api/project/project_recharge_Detail'),
  projectWithdrawList: endpoint('/finance-api/api/project/project_withdraw_list'),
  projectWithdrawDetail: endpoint('/finance-api/api/project/project_withdraw_detail'),
} as const;
