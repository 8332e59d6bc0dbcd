/**
 * Middle-shortening of wallet addresses: first 6 and last 4 characters.
 * The separator is three ASCII dots `...` (copy-paste and screen-reader friendly). Input that would
 * not get shorter (13 code points or fewer) is returned unchanged; null/undefined give ''.
 * Counts code points, so astral characters are never split.
 */
const ADDRESS_HEAD = 6;
const ADDRESS_TAIL = 4;
const ADDRESS_ELLIPSIS = '...';

export function shortenAddress(address: string | null | undefined, head = ADDRESS_HEAD, tail = ADDRESS_TAIL): string {
  if (!address) return '';
  const chars = Array.from(address);
  if (chars.length <= head + tail + ADDRESS_ELLIPSIS.length) return address;
  return `${chars.slice(0, head).join('')}${ADDRESS_ELLIPSIS}${tail > 0 ? chars.slice(-tail).join('') : ''}`;
}
