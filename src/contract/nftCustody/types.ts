import type { Static } from 'typebox';
import type { Paged } from '@/contract/common';
import type { Project } from '@/contract/project/types';
import type * as nftSchemas from './schema';

/** NFT custody (/finance-api/api/nft/*): the user's NFTs, where they sit, and moves to the game package. */

export type NftItemInfoReq = Static<typeof nftSchemas.NftItemInfoReq>;
export type NftSymbolReq = Static<typeof nftSchemas.NftSymbolReq>;
export type NftItemListReq = Static<typeof nftSchemas.NftItemListReq>;
export type NftItemReq = Static<typeof nftSchemas.NftItemReq>;
export type NftMoveReq = Static<typeof nftSchemas.NftMoveReq>;
export type NftBatchMoveReq = Static<typeof nftSchemas.NftBatchMoveReq>;
export type NftOptionalItemListReq = Static<typeof nftSchemas.NftOptionalItemListReq>;
export type NftItemSearchReq = Static<typeof nftSchemas.NftItemSearchReq>;
export type NftBatchListReq = Static<typeof nftSchemas.NftBatchListReq>;
export type NftCustodyStatus = (typeof nftSchemas.NFT_CUSTODY_STATUSES)[number];
export type NftErcType = (typeof nftSchemas.NFT_ERC_TYPES)[number];

export interface NftAttribute {
  trait_type: string;
  value: string | number;
}
/** One holding: an ERC721 item, or the editions of an ERC1155 token the user holds. */
export interface CustodyItem {
  item_id: number;
  symbol: string;
  /** The collection's name in the request's X-Language. */
  collection_name: string;
  token_id: string;
  name: string;
  image: string;
  erc_type: NftErcType;
  chain_name: string;
  contract_address: string;
  /** Everything held; the four parts below add up to it. */
  amount: number;
  wallet_amount: number;
  package_amount: number;
  withdrawing_amount: number;
  listed_amount: number;
  /** The filter's status when the list was filtered, else the first of listed, withdrawing, package, wallet held. */
  status: NftCustodyStatus;
  attributes: NftAttribute[];
}
/** A page of holdings; `hidden`: the caller's items of spam collections this filter left out (0 with show_spam). */
export type CustodyItemListRes = Paged<CustodyItem> & { hidden: number };

/** A collection the user holds (symbol_list), with how many items and editions. */
export interface CustodySymbol {
  symbol: string;
  name: string;
  image: string;
  erc_type: NftErcType;
  chain_name: string;
  item_count: number;
  amount: number;
}
export interface CustodySymbolListRes {
  list: CustodySymbol[];
}
export interface CustodySymbolDetail extends CustodySymbol {
  description: string;
  banner: string;
  contract_address: string;
  /** Distinct tokens in the collection. */
  token_count: number;
}
/** nft_item_info: a token of any owner, and how many editions the caller holds. */
export interface NftItemInfo {
  symbol: string;
  collection_name: string;
  token_id: string;
  name: string;
  image: string;
  erc_type: NftErcType;
  chain_name: string;
  contract_address: string;
  attributes: NftAttribute[];
  /** Editions in existence (1 for ERC721). */
  supply: number;
  held: number;
}
export interface NftAttributeGroup {
  trait_type: string;
  values: { value: string; count: number }[];
}
export interface NftAttributeListRes {
  list: NftAttributeGroup[];
}
export interface NftProjectListRes {
  list: Project[];
}
/** nft_to_package, nft_batch_to_package, nft_withdraw_back: the batch and the items as they are now. */
export interface NftMoveRes {
  batch_no: string;
  list: CustodyItem[];
}
export interface NftBatch {
  batch_no: string;
  direction: 'to_package' | 'from_package';
  /** Editions moved. */
  amount: number;
  created_at: number;
  items: { item_id: number; symbol: string; token_id: string; name: string; image: string; amount: number }[];
}
export type NftBatchListRes = Paged<NftBatch>;

export type NftChainReq = Static<typeof nftSchemas.NftChainReq>;
export type NftDepositListReq = Static<typeof nftSchemas.NftDepositListReq>;
export type NftWithdrawListReq = Static<typeof nftSchemas.NftWithdrawListReq>;
export type NftRecordReq = Static<typeof nftSchemas.NftRecordReq>;
export type NftWithdrawLimitReq = Static<typeof nftSchemas.NftWithdrawLimitReq>;
export type NftWithdrawReq = Static<typeof nftSchemas.NftWithdrawReq>;
export type NftBatchWithdrawTokenReq = Static<typeof nftSchemas.NftBatchWithdrawTokenReq>;
export type NftWithdrawByTokenReq = Static<typeof nftSchemas.NftWithdrawByTokenReq>;
export type NftDepositStatus = (typeof nftSchemas.NFT_DEPOSIT_STATUSES)[number];
export type NftWithdrawStatus = (typeof nftSchemas.NFT_WITHDRAW_STATUSES)[number];

/** The caller's NFT deposit address on a chain (collections of that chain arrive there). */
export interface NftDepositAddressRes {
  chain_name: string;
  address: string;
  confirmations: number;
  /** The collections that live on the chain. */
  symbols: string[];
}

export interface NftDeposit {
  id: number;
  symbol: string;
  token_id: string;
  name: string;
  amount: number;
  chain_name: string;
  address: string;
  tx_hash: string;
  confirmations: number;
  required_confirmations: number;
  status: NftDepositStatus;
  created_at: number;
  credited_at: number | null;
}
export type NftDepositListRes = Paged<NftDeposit>;

export interface NftWithdrawal {
  id: number;
  item_id: number;
  symbol: string;
  token_id: string;
  name: string;
  image: string;
  amount: number;
  chain_name: string;
  address: string;
  fee_symbol: string;
  fee: string;
  status: NftWithdrawStatus;
  batch_no: string | null;
  tx_hash: string | null;
  confirmations: number;
  required_confirmations: number;
  fail_reason: string | null;
  created_at: number;
  finished_at: number | null;
}
export type NftWithdrawListRes = Paged<NftWithdrawal>;

/** What withdrawing an item of the collection costs and allows today. */
export interface NftWithdrawLimitRes {
  symbol: string;
  chain_name: string;
  fee_symbol: string;
  fee: string;
  /** The fee coin's available balance. */
  fee_available: string;
  daily_limit: number;
  daily_used: number;
  daily_left: number;
}

export interface NftWithdrawRes {
  batch_no: string;
  list: NftWithdrawal[];
}

export interface NftWithdrawTokenRes {
  token: string;
  expires_at: number;
}
