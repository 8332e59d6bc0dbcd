/**
 * Input validation rules from spec section 5.
 *
 * Decisions (not in the spec):
 * - Addresses are NOT trimmed: an address with any whitespace or control character is invalid for
 *   a known chain (a pasted address with a trailing space would otherwise be sent as is).
 * - Chain names are matched case-insensitively, ignoring `-`, `_`, spaces and dots
 *   (`opBNB-testnet`, `OPBNB_TEST`, `erc721` all resolve).
 * - "Starts with 0" for EVM chains is taken literally (as the spec says), not as a hex check.
 */

type ChainFamily = 'btc' | 'trc20' | 'evm' | 'solana';

/** Known chain names (normalised: upper case, no separators) and their address family. */
const EVM_CHAINS = [
  'ERC20',
  'ETH',
  'ETHEREUM',
  'POLYGON',
  'MATIC',
  'BSC',
  'BEP20',
  'HECO',
  'FANTOM',
  'FTM',
  'ARBITRUM',
  'ARB',
  'AVALANCHE',
  'AVAX',
  'AVAXC',
  // Test chains.
  'SEPOLIA',
  'GOERLI',
  'HOLESKY',
  'MUMBAI',
  'AMOY',
] as const;

const KNOWN: Record<string, ChainFamily> = {
  BTC: 'btc',
  BITCOIN: 'btc',
  TRC20: 'trc20',
  SOLANA: 'solana',
  SOL: 'solana',
  ...Object.fromEntries(EVM_CHAINS.map((name) => [name, 'evm' as const])),
};

const normalise = (chain: string) => chain.toUpperCase().replace(/[\s_.-]/g, '');

/** The address family of a chain name, or null for an unknown chain. */
export function chainFamily(chain: string | null | undefined): ChainFamily | null {
  if (!chain) return null;
  const name = normalise(chain);
  if (!name) return null;
  const direct = KNOWN[name];
  if (direct) return direct;
  // OPBNB variants (OPBNB, OPBNB_TEST, opBNB-testnet) and ERC721 variants (ERC721, ERC721A, ERC721_TEST).
  if (name.startsWith('OPBNB') || name.startsWith('ERC721')) return 'evm';
  // Test variants of known chains: BSC_TEST, BSCTESTNET, ERC20-TEST, ...
  const base = name.replace(/TEST(NET)?$/, '');
  if (base !== name && KNOWN[base]) return KNOWN[base];
  return null;
}

// Whitespace, C0/C1 controls, zero-width and bidi marks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;

/**
 * Whether `address` is valid for `chain` (spec section 5).
 * No chain means valid; an unknown chain passes. Length counts UTF-16 code units, but any
 * non-ASCII character makes the address invalid for a known chain anyway.
 */
export function isValidAddress(address: string, chain?: string | null): boolean {
  const family = chainFamily(chain);
  if (!family) return true;
  if (typeof address !== 'string' || !address || HIDDEN.test(address) || /[^\x21-\x7e]/.test(address)) return false;
  switch (family) {
    case 'btc':
      return address.length >= 26 && /^(1|3|bc1|tb1)/.test(address);
    case 'trc20':
      return address.length <= 34 && /^[Tt]/.test(address);
    case 'evm':
      return address.length === 42 && address.startsWith('0');
    case 'solana':
      return address.length === 44;
  }
}

type ServerChain = string | { chain_name: string };

/**
 * Possible chains for an address: each server chain whose known rule accepts the address, plus
 * every server chain this client does not know (it cannot be ruled out). Server order and spelling
 * are kept; duplicates removed. An empty address suggests only the unknown chains.
 */
export function suggestChains(address: string, serverChains: readonly ServerChain[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of serverChains) {
    const name = typeof entry === 'string' ? entry : entry?.chain_name;
    if (!name || seen.has(name)) continue;
    const known = chainFamily(name) !== null;
    if (!known || (address && isValidAddress(address, name))) {
      seen.add(name);
      result.push(name);
    }
  }
  return result;
}

/** A price typed by the user: the market's rule (`@/domain/price`), kept here beside the other form checks. */
export { isValidPrice } from '@/domain/price';

// ---- email and one-time codes (one rule for every screen) ----

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/** An email address as the server accepts it (surrounding spaces ignored, at most 254 characters). */
export function isEmail(input: string): boolean {
  const email = input.trim();
  return email.length <= 254 && EMAIL_RE.test(email);
}

/** One-time codes (email and authenticator) are six digits. */
export const CODE_LENGTH = 6;

/** Keeps digits only (pasted codes often carry spaces or dashes) and caps the length: "123 456" → "123456". */
export function normaliseCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** Exactly six digits. */
export const isSixDigitCode = (code: string): boolean => /^\d{6}$/.test(code);
