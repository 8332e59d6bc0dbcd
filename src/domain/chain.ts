/**
 * A chain's name as lookups by chain compare it (the address families, the networks' names on screen): upper case,
 * without separators, so "erc-20", "ERC 20" and "ERC20" are one chain. Its own module, so that a screen naming a
 * network does not load the address codecs.
 */
export const chainKey = (chain: string) => chain.toUpperCase().replace(/[\s_.-]/g, '');
