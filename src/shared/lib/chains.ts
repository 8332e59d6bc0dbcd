/**
 * How a chain is named on screen. The server names chains by the API's ids ("ERC20", "TRC20", "BSC"),
 * some of which are token standards, not networks: a user looks for "Ethereum", not "ERC20". The network's name
 * comes first, the id the server uses follows as detail ("Ethereum (ERC20)"); a chain this client does not know keeps
 * its id.
 */

import { useTranslation } from 'react-i18next';
import { chainKey } from '@/domain/chain';

/** Known chain ids (upper case, without separators) → the key of the network's name (`common:chainName.*`). */
const NETWORKS: Record<string, string> = {
  ERC20: 'ethereum',
  ETH: 'ethereum',
  ETHEREUM: 'ethereum',
  TRC20: 'tron',
  TRON: 'tron',
  BSC: 'bsc',
  BEP20: 'bsc',
  BTC: 'bitcoin',
  BITCOIN: 'bitcoin',
  SOLANA: 'solana',
  SOL: 'solana',
  POLYGON: 'polygon',
  MATIC: 'polygon',
  ARBITRUM: 'arbitrum',
  AVALANCHE: 'avalanche',
  OPBNB: 'opbnb',
};

/** The key of a chain's network name, or null for a chain this client does not know. */
export function networkKey(chain: string): string | null {
  return NETWORKS[chainKey(chain)] ?? null;
}

/**
 * A chain's label: its network's name (`name(key)`, the translation), then the server's id when that says something
 * else ("Ethereum (ERC20)", "Solana").
 */
export function chainLabel(chain: string, name: (key: string) => string): string {
  const key = networkKey(chain);
  if (!key) return chain;
  const network = name(key);
  return network.toUpperCase() === chain.toUpperCase() ? network : `${network} (${chain})`;
}

/** `chainLabel` with the network names of the current language (`common:chainName.*`). */
export function useChainLabel(): (chain: string) => string {
  const { t } = useTranslation('common');
  return (chain) => chainLabel(chain, (key) => t(`chainName.${key}`));
}
