import { endpoint } from './define';

/** NFT auction. */
export const nftAuction = {
  baseInfo: endpoint('/activity-api/api/nft_auction/base_info'),
  bid: endpoint('/activity-api/api/nft_auction/bid'),
  globalHistory: endpoint('/activity-api/api/nft_auction/global_history'),
  history: endpoint('/activity-api/api/nft_auction/history'),
  current: endpoint('/activity-api/api/nft_auction/current'),
} as const;

/** Profile-picture pledge campaign v2. */
export const pfpV2 = {
  itemList: endpoint('/activity-api/api/pfp_v2/item_list'),
  pledgeList: endpoint('/activity-api/api/pfp_v2/pledge_list'),
  pledge: endpoint('/activity-api/api/pfp_v2/pledge'),
  nftPfpItemRewardsList: endpoint('/activity-api/api/pfp_v2/nft_pfp_item_rewards_list'),
  nftPfpClaimRewards: endpoint('/activity-api/api/pfp_v2/nft_pfp_claim_rewards'),
  nftPfpInfo: endpoint('/activity-api/api/pfp_v2/nft_pfp_info'),
} as const;

/** Profile-picture pledge and redemption campaign v3. */
export const pfpV3 = {
  certificatePfpRedemption: endpoint('/activity-api/api/pfp_v3/certificate_pfp_redemption'),
  nftSeraphRedemption: endpoint('/activity-api/api/pfp_v3/nft_seraph_redemption'),
  nftPfpRedemption: endpoint('/activity-api/api/pfp_v3/nft_pfp_redemption'),
  nftPfpV3ItemList: endpoint('/activity-api/api/pfp_v3/nft_pfp_v3_item_list'),
  nftSeraphRedemptionPre: endpoint('/activity-api/api/pfp_v3/nft_seraph_redemption_pre'),
  pledge: endpoint('/activity-api/api/pfp_v3/pledge'),
  itemList: endpoint('/activity-api/api/pfp_v3/item_list'),
  info: endpoint('/activity-api/api/pfp_v3/info'),
  pledgeList: endpoint('/activity-api/api/pfp_v3/pledge_list'),
} as const;

/** Activity helpers (pfp v3 mint, spp address, third uuid). */
export const activity = {
  activityPfpV3GetMintList: endpoint('/activity-api/api/activity/activity_pfp_v3_get_mint_list'),
  activityPfpV3Mint: endpoint('/activity-api/api/activity/activity_pfp_v3_mint'),
  activityPfpV3GetOrderInfo: endpoint('/activity-api/api/activity/activity_pfp_v3_get_order_info'),
  checkUserSpp: endpoint('/activity-api/api/activity/check_user_spp'),
  editUserSppAddress: endpoint('/activity-api/api/activity/edit_user_spp_address'),
  getThirdUuid: endpoint('/activity-api/api/activity/get_third_uuid'),
} as const;

/** SPL pledge campaign. */
export const spl = {
  itemList: endpoint('/activity-api/api/spl/item_list'),
  pledgeList: endpoint('/activity-api/api/spl/pledge_list'),
  pledge: endpoint('/activity-api/api/spl/pledge'),
  info: endpoint('/activity-api/api/spl/info'),
} as const;
