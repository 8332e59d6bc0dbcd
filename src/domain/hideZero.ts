/**
 * The hide-zero-balances choice (asset state `hideZeroAsset`) as it is stored: '1' on, '0' off (the
 * default). The app keeps it in local storage and in a cookie of the same name, which the page's server reads to
 * draw /asset's first paint as the screen will.
 */
export const HIDE_ZERO_KEY = 'hideZeroAsset';

/** Whether a stored hide-zero value (cookie or local storage) turns the switch on. */
export const hideZeroOf = (stored: string | null | undefined): boolean => stored === '1';
