/**
 * How an amount is typed, the one rule of every amount field (swap, send, withdraw, transfer, fiat purchase, listing
 * prices): as many decimals as the coin has, never more, as the server requires (it refuses more with its decimals
 * code). Apart from amount.ts (the display rule) so that the home screen's first load, which only shows amounts,
 * does not carry it.
 */

/** The most decimals a coin can have (the coins table's check): what a field allows while the coin is unknown. */
export const MAX_COIN_DECIMALS = 18;

/** The decimal places written in a plain amount ("1.250" has 3). */
export const decimalPlaces = (text: string): number => text.split('.')[1]?.length ?? 0;

/**
 * What an amount field keeps of what was typed or pasted: digits and one decimal point, at most `decimals` places
 * (the coin's own). A comma is the decimal point when it is the only separator ("1,5"), a thousands separator
 * beside a point ("1,250.5"). `cut` says that places beyond the coin's were dropped, so the field can say why.
 */
export function typedAmount(text: string, decimals: number): { value: string; cut: boolean } {
  const separators = text.includes('.') ? text.replace(/,/g, '') : text.replace(/,/g, '.');
  const [whole = '', ...rest] = separators.replace(/[^\d.]/g, '').split('.');
  if (rest.length === 0) return { value: whole, cut: false };
  const fraction = rest.join('');
  const places = Math.max(0, Math.floor(decimals));
  const value = places === 0 ? whole : `${whole}.${fraction.slice(0, places)}`;
  return { value, cut: fraction.length > places || places === 0 };
}
