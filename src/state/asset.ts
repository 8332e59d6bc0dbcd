import { proxy } from 'valtio';

/** Asset state (the wallet area persists `hideZeroAsset` in local storage). */
export const assetState = proxy({
  /** Hide coins whose balance is zero on the overview. */
  hideZeroAsset: false,
  /** Whether `hideZeroAsset` has been read from storage yet. */
  hideZeroLoaded: false,
});
