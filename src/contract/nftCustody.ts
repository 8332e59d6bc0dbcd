import { endpoint } from './define';

/** NFT custody: deposit, withdraw, move to the game package. */
export const nftCustody = {
  projectList: endpoint('/finance-api/api/nft/project_list'),
  nftItemInfo: endpoint('/finance-api/api/nft/nft_item_info'),
  symbolList: endpoint('/finance-api/api/nft/symbol_list'),
  symbolDetail: endpoint('/finance-api/api/nft/symbol_detail'),
  itemList: endpoint('/finance-api/api/nft/item_list'),
  itemDetail: endpoint('/finance-api/api/nft/item_detail'),
  depositList: endpoint('/finance-api/api/nft/deposit_list'),
  withdrawList: endpoint('/finance-api/api/nft/withdraw_list'),
  depositDetail: endpoint('/finance-api/api/nft/deposit_detail'),
  withdrawDetail: endpoint('/finance-api/api/nft/withdraw_detail'),
  getNftDepositAddress: endpoint('/finance-api/api/nft/get_nft_deposit_address'),
  withdrawLimit: endpoint('/finance-api/api/nft/withdraw_limit'),
  withdraw: endpoint('/finance-api/api/nft/withdraw'),
  nftWithdrawBack: endpoint('/finance-api/api/nft/nft_withdraw_back'),
  nftToPackage: endpoint('/finance-api/api/nft/nft_to_package'),
  nftBatchToPackage: endpoint('/finance-api/api/nft/nft_batch_to_package'),
  attributeList: endpoint('/finance-api/api/nft/attribute_list'),
  optionalItemList: endpoint('/finance-api/api/nft/optional_item_list'),
  batchWithdrawGetToken: endpoint('/finance-api/api/nft/batch_withdraw_get_token'),
  withdrawByToken: endpoint('/finance-api/api/nft/withdraw_by_token'),
  nftBatchList: endpoint('/finance-api/api/nft/nft_batch_list'),
  itemSearch: endpoint('/finance-api/api/nft/item_search'),
} as const;
