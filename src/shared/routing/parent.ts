import { collectionHref, goodsHref } from '@/shared/lib/marketLinks';
import { SPEC_ROUTES } from './specRoutes';

/**
 * Where Back leads from a screen that has nothing behind it in the app's history: the first screen of a launch at a
 * deep link (Telegram's startapp, a shared link, a reload), so Back never leads out of the app or to nothing. Each
 * screen goes to its area's screen one level up: a token to its collection, a collection to the market, a wallet
 * screen to the wallet, a security step to the security centre; home is the top.
 */

const MARKET = '/nft/search';
const SECURITY_CENTRE = '/security/userManage';

const SCREENS = new Set(SPEC_ROUTES.map((route) => route.path));

/** A token's screens: back to its collection (the market when the link names none). */
const TOKEN_SCREENS = new Set(['/nft/detail721', '/nft/detail1155', '/nft/detail1156']);
/** Buying a token: back to that token (both token screens read `symbol` and `token_id`). */
const BUY_SCREENS: Record<string, 'ERC721' | 'ERC1155'> = {
  '/nft/buy': 'ERC721',
  '/nft/detail1155/buy': 'ERC1155',
  '/nft/detail1155/fastBuy': 'ERC1155',
};

/** Screens whose parent is not the path one level up. */
const PARENTS: Record<string, string> = {
  '/asset/addressEdit': '/asset/address',
  '/setPay': SECURITY_CENTRE,
  '/bindEmail': SECURITY_CENTRE,
  '/bindGoogle': SECURITY_CENTRE,
  '/unbindGoogle': SECURITY_CENTRE,
  '/unbindGoogle/result': SECURITY_CENTRE,
  '/thirdAccounts': SECURITY_CENTRE,
  '/passkey': SECURITY_CENTRE,
  '/my-devices': SECURITY_CENTRE,
  '/reset-email': '/login',
  '/reset-google': '/login',
  '/msgDetail': '/message',
  '/wordOrderDetail': '/wordOrder',
  '/wordOrderForm': '/wordOrder',
};

/** An area's first screen, for the screens under a path segment that is not a screen itself (`/nft/cart`). */
const AREA_HOMES: Record<string, string> = { '/nft': MARKET, '/security': SECURITY_CENTRE };

/** The parent screen (path and query) of `link`, a path with its query; `/` at the top. */
export function parentPath(link: string): string {
  const [pathPart = '', query = ''] = (link.split('#')[0] ?? '').split('?');
  const path = pathPart.replace(/\/+$/, '') || '/';
  const params = new URLSearchParams(query);
  const symbol = params.get('symbol')?.trim() ?? '';
  const tokenId = params.get('token_id')?.trim() ?? '';

  if (TOKEN_SCREENS.has(path)) return symbol ? collectionHref(symbol) : MARKET;
  const buying = BUY_SCREENS[path];
  if (buying) {
    if (symbol && tokenId) return goodsHref({ symbol, token_id: tokenId, erc_type: buying });
    return symbol ? collectionHref(symbol) : MARKET;
  }
  const parent = PARENTS[path];
  if (parent) return parent;
  // One level up at a time, until a screen of the app (or an area's first screen) that is not this one.
  for (let up = path; up.lastIndexOf('/') > 0;) {
    up = up.slice(0, up.lastIndexOf('/'));
    const candidate = AREA_HOMES[up] ?? up;
    if (candidate !== path && SCREENS.has(candidate)) return candidate;
  }
  return '/';
}
