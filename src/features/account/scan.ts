import { suggestChains } from '@/domain/address';
import { ownPathOf } from '@/shared/lib/deepLink';
import { parseLoginQr } from './model';

/**
 * What a scanned or pasted text is, and where it leads: a desktop's sign-in QR code, a Pay ID (the 9 digits every
 * account has) to send to, a wallet address to withdraw to, a link to one of the app's own screens (this origin or
 * the bot's `startapp` link), or anything else, shown as text and never opened.
 */
export type ScanResult =
  | { kind: 'login'; text: string }
  | { kind: 'payId'; payId: string; path: string }
  | { kind: 'address'; address: string; chains: string[]; path: string }
  | { kind: 'link'; path: string }
  | { kind: 'text'; text: string };

/** The chains an address is checked against, in the order suggested (the withdraw screen lets the user choose). */
export const SCAN_CHAINS = ['ERC20', 'BSC', 'TRC20', 'BTC', 'SOLANA'] as const;

const PAY_ID = /^\d{9}$/;

/** `path` already leads here: a scan never reopens the scan screen. */
const SCAN_PATH = '/other/scan';

export function classifyScan(raw: string, origin: string): ScanResult | null {
  const text = raw.trim();
  if (!text) return null;
  if (parseLoginQr(text, origin) !== null) return { kind: 'login', text };
  if (PAY_ID.test(text)) return { kind: 'payId', payId: text, path: `/asset/send?pay_id=${text}` };
  const chains = suggestChains(text, SCAN_CHAINS);
  if (chains.length > 0) {
    const path = `/asset/withdraw?chain=${chains[0]}&address=${encodeURIComponent(text)}`;
    return { kind: 'address', address: text, chains, path };
  }
  // Only a full link counts (a bare `/path` pasted is text): same origin or a startapp link.
  const path = /^https:\/\//i.test(text) || text.startsWith(origin) ? ownPathOf(text, origin) : null;
  if (path && !path.startsWith(SCAN_PATH)) return { kind: 'link', path };
  return { kind: 'text', text };
}
