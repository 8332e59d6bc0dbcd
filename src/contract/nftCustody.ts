import { signedIn } from './define';

/** NFT custody: deposit, withdraw, move to the game package. */
export const nftCustody = {
  projectList: signedIn('/finance-api/api/nft/project_list'),
  nftItemInfo: signedIn('/finance-api/api/nft/nft_item_info'),
  symbolList: signedIn('/finance-api/api/nft/symbol_list'),
  symbolDetail: signedIn('/finance-api/api/nft/symbol_detail'),
  itemList: signedIn('/finance-api/api/nft/item_list'),
  itemDetail: signedIn('/finance-api/api/nft/item_detail'),
  depositList: signedIn('/finance-api/api/nft/deposit_list'),
  withdrawList: signedIn('/finance-api/api/nft/withdraw_list'),
  depositDetail: signedIn('/finance-api/api/nft/deposit_detail'),
  withdrawDetail: signedIn('/finance-api/api/nft/withdraw_detail'),
  getNftDepositAddress: signedIn('/finance-api/api/nft/get_nft_deposit_address'),
  withdrawLimit: signedIn('/finance-api/api/nft/withdraw_limit'),
  withdraw: signedIn('/finance-api/api/nft/withdraw'),
  nftWithdrawBack: signedIn('/finance-api/api/nft/nft_withdraw_back'),
  nftToPackage: signedIn('/finance-api/api/nft/nft_to_package'),
  nftBatchToPackage: signedIn('/finance-api/api/nft/nft_batch_to_package'),
  attributeList: signedIn('/finance-api/api/nft/attribute_list'),
  optionalItemList: signedIn('/finance-api/api/nft/optional_item_list'),
  batchWithdrawGetToken: signedIn('/finance-api/api/nft/batch_withdraw_get_token'),
  withdrawByToken: signedIn('/finance-api/api/nft/withdraw_by_token'),
  nftBatchList: signedIn('/finance-api/api/nft/nft_batch_list'),
  itemSearch: signedIn('/finance-api/api/nft/item_search'),
} as const;
