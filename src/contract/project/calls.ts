import { signedIn } from '@/contract/define';
import type { EmptyBody } from '@/contract/common';
import type {
  ProjectListRes,
  ProjectTransfer,
  ProjectTransferDetailReq,
  ProjectTransferListReq,
  ProjectTransferListRes,
} from './types';

/** Project recharge and withdraw records. */
export const project = {
  projectList: signedIn<EmptyBody, ProjectListRes>('/finance-api/api/project/project_list'),
  projectRechargeList: signedIn<ProjectTransferListReq, ProjectTransferListRes>(
    '/finance-api/api/project/project_recharge_list',
  ),
  projectRechargeDetail: signedIn<ProjectTransferDetailReq, ProjectTransfer>(
    '/finance-api/api/project/project_recharge_Detail',
  ),
  projectWithdrawList: signedIn<ProjectTransferListReq, ProjectTransferListRes>(
    '/finance-api/api/project/project_withdraw_list',
  ),
  projectWithdrawDetail: signedIn<ProjectTransferDetailReq, ProjectTransfer>(
    '/finance-api/api/project/project_withdraw_detail',
  ),
} as const;
