import { endpoint } from './define';
import type { ThirdAuthorizeUuidReq, ThirdUuidRes } from './types';

/** Seraph game and related third-party calls. */
export const game = {
  nftMintDetail: endpoint('/app-api/api/game/nft_mint_detail'),
  nftMintList: endpoint('/app-api/api/game/nft_mint_list'),
  seraphGameDetail: endpoint('/app-api/api/game/seraph_game_detail'),
  seraphGetTrialsConfig: endpoint('/app-api/api/game/seraph_get_trials_config'),
  seraphGetTrialsRankings: endpoint('/app-api/api/game/seraph_get_trials_rankings'),
  battleRoyaleInfo: endpoint('/app-api/api/game/battle_royale_info'),
  /** Takes app_id (which differs by environment: config.webAppId); sends the source header. */
  thirdAuthorizeUuid: endpoint<ThirdAuthorizeUuidReq, ThirdUuidRes>('/app-api/api/user/third_authorize_uuid', {
    headerSet: 'source',
  }),
  mercuryList: endpoint('/mercury-web-api/api/mercury_list'),
} as const;
