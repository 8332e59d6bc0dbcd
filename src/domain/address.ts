import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { chainKey } from './chain';

/**
 * Wallet addresses: the one rule the forms and the server apply before any money or NFT moves (check_address,
 * withdraw_check, withdraw_coin, NFT withdrawals, the address book).
 *
 * Two filters, both required:
 * 1. The product's prefix and length (BTC: 26+ characters starting 1, 3, bc1 or tb1; TRC20: at most 34 starting
 *    T or t; EVM: 42 starting 0; Solana: 44).
 * 2. The family's real format, decoded with its checksum:
 *    - TRC20: base58check of 21 bytes with version byte 0x41 (so it starts with T and has 34 characters);
 *    - BTC: base58check P2PKH (version 0x00) or P2SH (0x05), or a segwit address in bech32 (witness v0: 20 or 32
 *      bytes) or bech32m (v1–16: 2–40 bytes) with the prefix `bc` or `tb`;
 *    - EVM: 0x and 20 bytes of hex; a mixed-case spelling must carry the EIP-55 checksum (all lower or all upper
 *      case carries none, as wallets print both);
 *    - Solana: base58 of a 32-byte public key.
 *
 * Decisions (not in the spec):
 * - Addresses are NOT trimmed: an address with any whitespace or control character is invalid for a known chain
 *   (a pasted address with a trailing space would otherwise be sent as is).
 * - Chain names are matched case-insensitively, ignoring `-`, `_`, spaces and dots (`opBNB-testnet`, `OPBNB_TEST`,
 *   `erc721` all resolve).
 * - Solana keeps the spec's length of 44: a real key whose base58 spelling is shorter (a leading zero byte gives 43
 *   characters) is refused by the first filter, as the spec asks.
 */

export type ChainFamily = 'btc' | 'trc20' | 'evm' | 'solana';

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

/** The address family of a chain name, or null for an unknown chain. */
export function chainFamily(chain: string | null | undefined): ChainFamily | null {
  if (!chain) return null;
  const name = chainKey(chain);
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

// ---- the real formats ----

/** Version bytes: TRON's 0x41; Bitcoin's P2PKH 0x00 and P2SH 0x05. */
export const TRON_VERSION = 0x41;
export const BTC_P2PKH_VERSION = 0x00;
export const BTC_P2SH_VERSION = 0x05;
/** Segwit human-readable prefixes: main network and test network. */
const SEGWIT_PREFIXES = ['bc', 'tb'] as const;

/** base58 with a 4-byte double-sha256 checksum (Bitcoin's and TRON's). */
const base58check = createBase58check(sha256);

/** The payload of a base58check spelling, or null when it does not decode or its checksum is wrong. */
function base58checkPayload(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

function isTronAddress(address: string): boolean {
  const payload = base58checkPayload(address);
  return payload !== null && payload.length === 21 && payload[0] === TRON_VERSION;
}

function isSegwitAddress(address: string): boolean {
  // bech32 for witness version 0, bech32m for 1 to 16 (BIP 173, BIP 350): try the one the version byte names
  const decoded = bech32.decodeUnsafe(address) ?? bech32m.decodeUnsafe(address);
  if (!decoded || !(SEGWIT_PREFIXES as readonly string[]).includes(decoded.prefix)) return false;
  const [version, ...rest] = decoded.words;
  if (version === undefined || version > 16) return false;
  const coder = version === 0 ? bech32 : bech32m;
  if (!coder.decodeUnsafe(address)) return false;
  const program = coder.fromWordsUnsafe(rest);
  if (!program) return false;
  return version === 0 ? program.length === 20 || program.length === 32 : program.length >= 2 && program.length <= 40;
}

function isBitcoinAddress(address: string): boolean {
  if (address.startsWith('bc1') || address.startsWith('tb1')) return isSegwitAddress(address);
  const payload = base58checkPayload(address);
  return (
    payload !== null && payload.length === 21 && (payload[0] === BTC_P2PKH_VERSION || payload[0] === BTC_P2SH_VERSION)
  );
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The EIP-55 spelling of 40 hex digits: a letter is upper case where keccak-256 of the lower-case text has a nibble ≥ 8. */
export function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = hexOf(keccak_256(new TextEncoder().encode(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

function isEvmAddress(address: string): boolean {
  const match = /^0x([0-9a-fA-F]{40})$/.exec(address);
  if (!match) return false;
  const hex = match[1]!;
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return eip55(hex) === address;
}

function isSolanaAddress(address: string): boolean {
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

// ---- the rule ----

// Whitespace, C0/C1 controls, zero-width and bidi marks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/;

/** The product's prefix and length for a family: the first filter. */
function fitsSpec(address: string, family: ChainFamily): boolean {
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

const REAL_FORMAT: Record<ChainFamily, (address: string) => boolean> = {
  btc: isBitcoinAddress,
  trc20: isTronAddress,
  evm: isEvmAddress,
  solana: isSolanaAddress,
};

/**
 * Whether `address` can exist on `chain`: the product's prefix and length, then the family's real format (see
 * the module comment). No chain means valid; an unknown chain passes (the server's own chains list decides what
 * it serves). Any non-ASCII, whitespace or control character makes the address invalid for a known chain.
 */
export function isValidAddress(address: string, chain?: string | null): boolean {
  const family = chainFamily(chain);
  if (!family) return true;
  if (typeof address !== 'string' || !address || HIDDEN.test(address) || /[^\x21-\x7e]/.test(address)) return false;
  // the longest real address (bech32m with a 40-byte program) has 74 characters: nothing longer is decoded
  if (address.length > 100) return false;
  return fitsSpec(address, family) && REAL_FORMAT[family](address);
}

type ServerChain = string | { chain_name: string };

/**
 * Possible chains for an address (the chain suggestion when one is pasted): each server chain whose known rule accepts
 * the address, plus every server chain this rule does not know (it cannot be ruled out). Server order and spelling are
 * kept; duplicates removed. An empty address suggests only the unknown chains.
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

// ---- spelling addresses (the simulated chain's deposit addresses, test vectors) ----

/**
 * An address of `chain`'s family from random bytes, valid by the rule above: TRON base58check (0x41 + 20 bytes),
 * a Bitcoin P2WPKH (`bc1q…`, witness v0, 20 bytes), an EVM address in its EIP-55 spelling (20 bytes), a Solana key
 * (32 bytes). `bytes` must hold at least 32 bytes; a Solana key comes from the first 32-byte window whose spelling
 * has the 44 characters the spec asks (`null` when none does). Unknown chains get the EVM spelling.
 */
export function addressFromBytes(chain: string, bytes: Uint8Array): string | null {
  switch (chainFamily(chain)) {
    case 'trc20':
      return base58check.encode(Uint8Array.of(TRON_VERSION, ...bytes.slice(0, 20)));
    case 'btc':
      return bech32.encode('bc', [0, ...bech32.toWords(bytes.slice(0, 20))]);
    case 'solana':
      for (let start = 0; start + 32 <= bytes.length; start += 1) {
        const spelled = base58.encode(bytes.slice(start, start + 32));
        if (spelled.length === 44) return spelled;
      }
      return null;
    default:
      return eip55(hexOf(bytes.slice(0, 20)));
  }
}
