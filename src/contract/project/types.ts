import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type * as projectSchemas from './schema';

/** Games and projects, and the coins a user moved to them (recharge) and back (withdraw). */

export type ProjectTransferListReq = Static<typeof projectSchemas.ProjectTransferListReq>;
export type ProjectTransferDetailReq = Static<typeof projectSchemas.ProjectTransferDetailReq>;
export type ProjectTransferStatus = (typeof projectSchemas.PROJECT_TRANSFER_STATUSES)[number];

export interface Project {
  id: number;
  code: string;
  /** In the request's X-Language. */
  name: string;
  icon: string;
  /** NFT collections the project uses. */
  nft_symbols: string[];
}
export interface ProjectListRes {
  list: Project[];
}
export interface ProjectTransfer {
  id: number;
  order_no: string;
  kind: 'recharge' | 'withdraw';
  project_id: number;
  project_name: string;
  project_icon: string;
  symbol: string;
  amount: string;
  fee: string;
  status: ProjectTransferStatus;
  game_account: string;
  created_at: number;
  finished_at: number | null;
}
/** project_recharge_list / project_withdraw_list: newest first, 15 a page. */
export type ProjectTransferListRes = Paged<ProjectTransfer>;
