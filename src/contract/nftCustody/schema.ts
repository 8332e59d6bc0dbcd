import { Type } from 'typebox';
import {
  CodeField,
  EmptyBody,
  PaymentSecretField,
  IdField,
  PageFields,
  StringEnum,
  SymbolField,
} from '@/contract/fields';
import { AddressField, ChainNameField } from '@/contract/wallet/schema';

/** Where an item (or part of an ERC1155 holding) is: wallet, game package, on its way out, or on the market. */
export const NFT_CUSTODY_STATUSES = ['wallet', 'package', 'withdrawing', 'listed'] as const;
export const NFT_ERC_TYPES = ['ERC721', 'ERC1155'] as const;
/** What optional_item_list picks items for. */
export const NFT_ITEM_ACTIONS = ['to_package', 'withdraw_back', 'withdraw'] as const;

const TokenIdField = Type.String({ pattern: '^[0-9A-Za-z_-]{1,78}$', maxLength: 78 });
/** How many editions to move (ERC1155); 1 for an ERC721 item. */
const NftAmountField = Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'default 1' });
const ItemMove = Type.Object({ item_id: IdField, amount: Type.Optional(NftAmountField) });

export const NftItemInfoReq = Type.Object({ symbol: SymbolField, token_id: TokenIdField });
export const NftSymbolReq = Type.Object({ symbol: SymbolField });
export const NftItemListReq = Type.Object({
  ...PageFields,
  symbol: Type.Optional(SymbolField),
  symbols: Type.Optional(Type.Array(SymbolField, { maxItems: 20 })),
  status: Type.Optional(StringEnum(NFT_CUSTODY_STATUSES)),
  erc_type: Type.Optional(StringEnum(NFT_ERC_TYPES)),
  /** Include items of collections marked as spam (left out by default; `hidden` counts them). */
  show_spam: Type.Optional(Type.Boolean()),
});
export const NftItemReq = Type.Object({ item_id: IdField });
export const NftMoveReq = ItemMove;
export const NftBatchMoveReq = Type.Object({ items: Type.Array(ItemMove, { minItems: 1, maxItems: 50 }) });
export const NftOptionalItemListReq = Type.Object({
  ...PageFields,
  action: StringEnum(NFT_ITEM_ACTIONS),
  symbol: Type.Optional(SymbolField),
});
export const NftItemSearchReq = Type.Object({ ...PageFields, keyword: Type.String({ minLength: 1, maxLength: 64 }) });
export const NftBatchListReq = Type.Object({
  ...PageFields,
  direction: Type.Optional(StringEnum(['to_package', 'from_package'])),
});

/** NFT deposits and withdrawals on the chain (docs/wallet-nft-chain.md). */
export const NFT_DEPOSIT_STATUSES = ['pending', 'credited'] as const;
export const NFT_WITHDRAW_STATUSES = ['pending', 'processing', 'done', 'failed'] as const;
/** The security steps of a withdrawal: the payment password and the email code of scene `withdraw` (+ authenticator). */
const WithdrawSecrets = { password: PaymentSecretField, email_code: CodeField, ga_code: Type.Optional(CodeField) };
export const NftChainReq = Type.Object({ chain_name: ChainNameField });
export const NftDepositListReq = Type.Object({
  ...PageFields,
  status: Type.Optional(StringEnum(NFT_DEPOSIT_STATUSES)),
});
export const NftWithdrawListReq = Type.Object({
  ...PageFields,
  status: Type.Optional(StringEnum(NFT_WITHDRAW_STATUSES)),
});
export const NftRecordReq = Type.Object({ id: IdField });
export const NftWithdrawLimitReq = Type.Object({ symbol: SymbolField });
export const NftWithdrawReq = Type.Object({ ...ItemMove.properties, address: AddressField, ...WithdrawSecrets });
export const NftBatchWithdrawTokenReq = Type.Object({
  items: Type.Array(ItemMove, { minItems: 1, maxItems: 50 }),
  address: AddressField,
  ...WithdrawSecrets,
});
export const NftWithdrawByTokenReq = Type.Object({
  token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$', maxLength: 64 }),
});

/** Request schemas of the `nftCustody` calls. */
export const nftCustodyBodies = {
  projectList: EmptyBody,
  nftItemInfo: NftItemInfoReq,
  symbolList: EmptyBody,
  symbolDetail: NftSymbolReq,
  itemList: NftItemListReq,
  itemDetail: NftItemReq,
  nftWithdrawBack: NftMoveReq,
  nftToPackage: NftMoveReq,
  nftBatchToPackage: NftBatchMoveReq,
  attributeList: NftSymbolReq,
  optionalItemList: NftOptionalItemListReq,
  nftBatchList: NftBatchListReq,
  itemSearch: NftItemSearchReq,
  getNftDepositAddress: NftChainReq,
  depositList: NftDepositListReq,
  depositDetail: NftRecordReq,
  withdrawList: NftWithdrawListReq,
  withdrawDetail: NftRecordReq,
  withdrawLimit: NftWithdrawLimitReq,
  withdraw: NftWithdrawReq,
  batchWithdrawGetToken: NftBatchWithdrawTokenReq,
  withdrawByToken: NftWithdrawByTokenReq,
};
