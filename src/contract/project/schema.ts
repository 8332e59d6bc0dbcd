import { Type } from 'typebox';
import { EmptyBody, IdField, PageFields, StringEnum, SymbolField } from '@/contract/fields';

export const PROJECT_TRANSFER_STATUSES = ['pending', 'success', 'failed'] as const;

export const ProjectTransferListReq = Type.Object({
  ...PageFields,
  project_id: Type.Optional(IdField),
  symbol: Type.Optional(SymbolField),
  status: Type.Optional(StringEnum(PROJECT_TRANSFER_STATUSES)),
});
export const ProjectTransferDetailReq = Type.Object({ id: IdField });

/** Request schemas of the `project` calls, by call name. */
export const projectBodies = {
  projectList: EmptyBody,
  projectRechargeList: ProjectTransferListReq,
  projectRechargeDetail: ProjectTransferDetailReq,
  projectWithdrawList: ProjectTransferListReq,
  projectWithdrawDetail: ProjectTransferDetailReq,
};
