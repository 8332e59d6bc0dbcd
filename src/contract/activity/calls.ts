import { signedIn } from '@/contract/define';

/** NFT auction. */
export const nftAuction = {
  baseInfo: signedIn('/activity-api/api/nft_auction/base_info'),
  bid: signedIn('/activity-api/api/nft_auction/bid'),
  globalHistory: signedIn('/activity-api/api/nft_auction/global_history'),
  history: signedIn('/activity-api/api/nft_auction/history'),
  current: signedIn('/activity-api/api/nft_auction/current'),
} as const;

/** Profile-picture pledge campaign v2. */
export const pfpV2 = {
  itemList: signedIn('/activity-api/api/pfp_v2/item_list'),
  pledgeList: signedIn('/activity-api/api/pfp_v2/pledge_list'),
  pledge: signedIn('/activity-api/api/pfp_v2/pledge'),
  nftPfpItemRewardsList: signedIn('/activity-api/api/pfp_v2/nft_pfp_item_rewards_list'),
  nftPfpClaimRewards: signedIn('/activity-api/api/pfp_v2/nft_pfp_claim_rewards'),
  nftPfpInfo: signedIn('/activity-api/api/pfp_v2/nft_pfp_info'),
} as const;

/** Profile-picture pledge and redemption campaign v3. */
export const pfpV3 = {
  certificatePfpRedemption: signedIn('/activity-api/api/pfp_v3/certificate_pfp_redemption'),
  nftSeraphRedemption: signedIn('/activity-api/api/pfp_v3/nft_seraph_redemption'),
  nftPfpRedemption: signedIn('/activity-api/api/pfp_v3/nft_pfp_redemption'),
  nftPfpV3ItemList: signedIn('/activity-api/api/pfp_v3/nft_pfp_v3_item_list'),
  nftSeraphRedemptionPre: signedIn('/activity-api/api/pfp_v3/nft_seraph_redemption_pre'),
  pledge: signedIn('/activity-api/api/pfp_v3/pledge'),
  itemList: signedIn('/activity-api/api/pfp_v3/item_list'),
  info: signedIn('/activity-api/api/pfp_v3/info'),
  pledgeList: signedIn('/activity-api/api/pfp_v3/pledge_list'),
} as const;

/** Activity helpers (pfp v3 mint, spp address, third uuid). */
export const activity = {
  activityPfpV3GetMintList: signedIn('/activity-api/api/activity/activity_pfp_v3_get_mint_list'),
  activityPfpV3Mint: signedIn('/activity-api/api/activity/activity_pfp_v3_mint'),
  activityPfpV3GetOrderInfo: signedIn('/activity-api/api/activity/activity_pfp_v3_get_order_info'),
  checkUserSpp: signedIn('/activity-api/api/activity/check_user_spp'),
  editUserSppAddress: signedIn('/activity-api/api/activity/edit_user_spp_address'),
  getThirdUuid: signedIn('/activity-api/api/activity/get_third_uuid'),
} as const;

/** SPL pledge campaign. */
export const spl = {
  itemList: signedIn('/activity-api/api/spl/item_list'),
  pledgeList: signedIn('/activity-api/api/spl/pledge_list'),
  pledge: signedIn('/activity-api/api/spl/pledge'),
  info: signedIn('/activity-api/api/spl/info'),
} as const;
