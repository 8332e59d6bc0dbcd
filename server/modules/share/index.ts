import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { BotApiError, callBot } from '../../lib/botApi';
import { originOf, previewImage } from '../../pageHead';
import { onTelegramUpdate } from '../telegram/updates';
import { notFoundEnvelope } from '../../plugins/envelope';
import { defineHandler } from '../../plugins/handler';
import { hitLimit } from '../../plugins/rateLimit';
import { linkedTelegramId } from '../telegram/accounts';
import { existingReferralCode } from '../referral/codes';
import { shareCard, shareLink, shareTarget } from './card';
import { answerShareQuery } from './inline';
import { renderStory } from './story';

/** Shares one user may build a minute (each inline one is a Bot API call). */
const SHARES_PER_MINUTE = 30;
/** Story pictures kept drawn (a popular item is shared by many; each drawing takes sharp ~100 ms). */
const STORY_CACHE_SIZE = 64;
const TOKEN = /^[A-Za-z0-9_.-]{1,80}$/;
const SYMBOL = /^[A-Za-z0-9_-]{1,20}$/;

/** Where the story picture of an item or a collection is served (public: nothing in it is private). */
export function storyPath(kind: string, symbol: string, tokenId?: string): string {
  return kind === 'item' && tokenId
    ? `/share/story/item/${encodeURIComponent(symbol)}/${encodeURIComponent(tokenId)}.png`
    : `/share/story/collection/${encodeURIComponent(symbol)}.png`;
}

/** Sharing: the link and prepared card (share/prepare) and the story pictures (GET /share/story/…). */
export default function shareModule(app: FastifyInstance): void {
  onTelegramUpdate(app, 'inline_query', answerShareQuery);
  defineHandler(app, contract.share.prepare, {
    doc: {
      section: 'share',
      notes:
        'builds the startapp link (screen + referral code); `inline` from Telegram also prepares the card with savePreparedInlineMessage (null when Telegram refuses); 35040, 35041',
    },
    handler: async ({ db, session, body, lang, config, request, device }) => {
      const userId = session?.userId ?? null;
      await hitLimit(db, `share:${userId ?? `ip:${device.ip}`}`, 60, SHARES_PER_MINUTE);
      const target = await shareTarget(db, lang, body, userId);
      const origin = originOf(request);
      const link = shareLink(
        config,
        origin,
        target.path,
        userId === null ? null : await existingReferralCode(db, userId),
      );
      const story =
        target.image && (body.kind === 'item' || body.kind === 'collection')
          ? storyPath(body.kind, body.symbol!.trim().toUpperCase(), body.token_id)
          : null;
      let prepared: string | null = null;
      if (body.inline && userId !== null && /^https?:\/\//.test(link)) {
        prepared = await prepareCard(app, { userId, result: shareCard(target, link, origin, lang) });
      }
      return { link, text: target.text, prepared_id: prepared, story_path: story };
    },
  });

  async function prepareCard(
    server: FastifyInstance,
    input: { userId: number; result: Record<string, unknown> },
  ): Promise<string | null> {
    const telegramId = await linkedTelegramId(server.db, input.userId);
    if (!telegramId) return null;
    try {
      const saved = await callBot<{ id: string }>(server.config, 'savePreparedInlineMessage', {
        user_id: Number(telegramId),
        result: input.result,
        allow_user_chats: true,
        allow_bot_chats: true,
        allow_group_chats: true,
        allow_channel_chats: true,
      });
      return typeof saved?.id === 'string' ? saved.id : null;
    } catch (error) {
      // The link still shares (shareURL): a refused or unreachable Bot API never fails the share.
      if (!(error instanceof BotApiError)) throw error;
      server.log.warn({ method: error.method, code: error.errorCode }, 'savePreparedInlineMessage failed');
      return null;
    }
  }

  const drawn = new Map<string, Buffer>();

  /** The thing's picture from this server itself (never another host's: a story never fetches a URL it was given). */
  async function pictureOf(image: string): Promise<Buffer | null> {
    const path = previewImage(image) ?? image;
    if (!path.startsWith('/') || path.startsWith('//')) return null;
    const answer = await app.inject({ method: 'GET', url: path });
    return answer.statusCode === 200 && answer.rawPayload.length < 8_000_000 ? answer.rawPayload : null;
  }

  async function sendStory(
    request: Parameters<typeof notFoundEnvelope>[0],
    reply: Parameters<typeof notFoundEnvelope>[1],
    body: { kind: 'item' | 'collection'; symbol: string; token_id?: string },
  ) {
    const target = await shareTarget(app.db, 'en', body, null).catch(() => null);
    if (!target || !target.image) return notFoundEnvelope(request, reply);
    const key = `${target.path}\u0000${target.title}\u0000${target.price}\u0000${target.image}`;
    let png = drawn.get(key);
    if (!png) {
      png = await renderStory({
        title: target.title,
        price: target.price,
        brand: 'NFT Market',
        picture: await pictureOf(target.image),
      });
      if (drawn.size >= STORY_CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
      drawn.set(key, png);
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=600')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  }

  app.get<{ Params: { symbol: string; file: string } }>('/share/story/item/:symbol/:file', (request, reply) => {
    const { symbol, file } = request.params;
    const tokenId = file.endsWith('.png') ? file.slice(0, -4) : '';
    if (!SYMBOL.test(symbol) || !TOKEN.test(tokenId)) return notFoundEnvelope(request, reply);
    return sendStory(request, reply, { kind: 'item', symbol, token_id: tokenId });
  });

  app.get<{ Params: { file: string } }>('/share/story/collection/:file', (request, reply) => {
    const symbol = request.params.file.endsWith('.png') ? request.params.file.slice(0, -4) : '';
    if (!SYMBOL.test(symbol)) return notFoundEnvelope(request, reply);
    return sendStory(request, reply, { kind: 'collection', symbol });
  });
}
