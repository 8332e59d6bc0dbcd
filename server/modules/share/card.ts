import type { ServerLang } from '@/contract';
import type { SharePrepareReq } from '@/contract/share/types';
import { isSafeInternalPath } from '@/domain/internalPath';
import { encodeStartApp, startAppLink } from '@/domain/startapp';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db';
import { ApiError, Codes, sessionInvalid } from '../../errors';
import { translate } from '../../i18n';
import { previewImage } from '../../pageHead';
import { goodsOf, collectionOf, MARKET_COIN } from '../market/goods';

/**
 * What a share shows and where its link lands, read from the database by the server (never taken from the client),
 * so a card the bot prepares can only name things that exist and point into this app.
 */
export interface ShareTarget {
  /** The in-app screen the link opens. */
  path: string;
  title: string;
  /** The line sent with the link. */
  text: string;
  /** The picture's path on this server (or an https URL), '' for none. */
  image: string;
  /** The price line of a story picture ('' for none), e.g. `12.5 USDT`. */
  price: string;
}

/** The send screen a payment request opens: only the coin, the amount and whom to pay, as query values. */
const PAYMENT_PATH = /^\/asset\/send\?[A-Za-z0-9_=&%.@-]{1,300}$/;

const notFound = () => new ApiError(Codes.SHARE_NOT_FOUND, 'share_not_found');
const invalid = () => new ApiError(Codes.SHARE_TARGET_INVALID, 'share_target_invalid');

/** The symbol of a collection or item as the market spells it in links. */
const symbolOf = (body: SharePrepareReq) => {
  if (!body.symbol?.trim()) throw invalid();
  return body.symbol.trim().toUpperCase();
};

export async function shareTarget(
  q: Queryable,
  lang: ServerLang,
  body: SharePrepareReq,
  userId: number | null,
): Promise<ShareTarget> {
  switch (body.kind) {
    case 'item': {
      const symbol = symbolOf(body);
      if (!body.token_id) throw invalid();
      const found = await goodsOf(q, lang, symbol, body.token_id).catch(() => null);
      if (!found) throw notFound();
      const { goods } = found;
      const route = goods.erc_type === 'ERC1155' ? '/nft/detail1155' : '/nft/detail721';
      const name = goods.name || `${goods.collection_name} #${goods.token_id}`;
      const price = goods.price ? `${goods.price} ${goods.price_symbol ?? MARKET_COIN}` : '';
      return {
        path: `${route}?symbol=${encodeURIComponent(goods.symbol)}&token_id=${encodeURIComponent(goods.token_id)}`,
        title: name,
        text: price ? translate(lang, 'share_item_price', { name, price }) : translate(lang, 'share_item', { name }),
        image: goods.image,
        price,
      };
    }
    case 'collection': {
      const collection = await collectionOf(q, lang, symbolOf(body)).catch((error: unknown) => {
        throw error instanceof ApiError ? notFound() : error;
      });
      const price = collection.floor_price ? `${collection.floor_price} ${MARKET_COIN}` : '';
      return {
        path: `/nft/nftCollection?symbol=${encodeURIComponent(collection.symbol)}`,
        title: collection.name,
        text: price
          ? translate(lang, 'share_collection_floor', { name: collection.name, price })
          : translate(lang, 'share_collection', { name: collection.name }),
        image: collection.image,
        price,
      };
    }
    case 'profile': {
      // The caller's own invitation: their name, never their email or ids (the card is public).
      if (userId === null) throw sessionInvalid();
      const [me] = await q.query<{ nickname: string; avatar: string }>(
        'SELECT nickname, avatar FROM users WHERE id = $1',
        [userId],
      );
      const name = me?.nickname || 'NFT Market';
      return {
        path: '/',
        title: name,
        text: translate(lang, 'share_profile', { name }),
        image: me?.avatar ?? '',
        price: '',
      };
    }
    case 'payment_request': {
      if (userId === null) throw sessionInvalid();
      if (!body.path || !PAYMENT_PATH.test(body.path) || !isSafeInternalPath(body.path)) throw invalid();
      const query = new URLSearchParams(body.path.slice(body.path.indexOf('?') + 1));
      const amount = query.get('amount') ?? '';
      const coin = query.get('symbol') ?? '';
      const [me] = await q.query<{ nickname: string }>('SELECT nickname FROM users WHERE id = $1', [userId]);
      const name = me?.nickname || 'NFT Market';
      const price =
        /^\d{1,30}(?:\.\d{1,18})?$/.test(amount) && /^[A-Za-z0-9]{1,20}$/.test(coin) ? `${amount} ${coin}` : '';
      return {
        path: body.path,
        title: translate(lang, 'share_payment_title'),
        text: price
          ? translate(lang, 'share_payment_amount', { name, price })
          : translate(lang, 'share_payment', { name }),
        image: '',
        price,
      };
    }
  }
}

/**
 * The link a share carries: the t.me link of the mini app with the screen and the sharer's referral code, or the
 * site's own address of the screen when the server knows no bot (a development server without BOT_USERNAME).
 */
export function shareLink(
  config: Pick<ServerConfig, 'botUsername' | 'miniAppName'>,
  origin: string | null,
  path: string,
  ref: string | null,
): string {
  const param = config.botUsername ? encodeStartApp(path, ref) : null;
  if (config.botUsername && param) return startAppLink(config.botUsername, config.miniAppName, param);
  return `${origin ?? ''}${path}`;
}

/** An absolute https/http URL for a picture path of this server, or an absolute URL as it is; null otherwise. */
export function absoluteUrl(origin: string | null, path: string): string | null {
  if (/^https:\/\/[^\s"'<>]+$/.test(path)) return path;
  return origin && isSafeInternalPath(path) ? `${origin}${path}` : null;
}

type Button = { text: string; url: string };

/**
 * The inline result savePreparedInlineMessage stores: a photo card when the thing has a picture Telegram can fetch
 * (a JPEG or PNG at a public URL), else an article; one "Open" button to the link.
 */
export function inlineResult(
  target: ShareTarget,
  link: string,
  photoUrl: string | null,
  openText: string,
): Record<string, unknown> {
  const id = `share-${Date.now().toString(36)}`;
  const reply_markup = { inline_keyboard: [[{ text: openText, url: link } satisfies Button]] };
  if (photoUrl) {
    return {
      type: 'photo',
      id,
      photo_url: photoUrl,
      thumbnail_url: photoUrl,
      title: target.title,
      caption: `${target.text}\n${link}`,
      reply_markup,
    };
  }
  return {
    type: 'article',
    id,
    title: target.title,
    description: target.text,
    input_message_content: { message_text: `${target.text}\n${link}` },
    reply_markup,
  };
}

/**
 * The card of a share as Telegram sends it (shareMessage's prepared message, the bot's answer to an inline query):
 * the thing's picture when this server can give Telegram a public address for it, its line and an "Open" button.
 */
export function shareCard(
  target: ShareTarget,
  link: string,
  origin: string | null,
  lang: ServerLang,
): Record<string, unknown> {
  const photo = target.image ? previewImage(target.image) : null;
  return inlineResult(target, link, photo ? absoluteUrl(origin, photo) : null, translate(lang, 'share_open'));
}
