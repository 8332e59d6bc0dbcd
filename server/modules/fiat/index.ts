import BigNumber from 'bignumber.js';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract/full';
import { devFeaturesOn, type ServerConfig } from '../../config';
import { ApiError, Codes } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { CHECKOUT_PATH, registerCheckoutPage } from './checkout';
import { buyableCoins, channelIn, channels, fiatCurrencies, insertOrder, orderOf, quoteFor } from './queries';

const unsupported = () => new ApiError(Codes.FIAT_UNSUPPORTED, 'fiat_unsupported');
const providerUnavailable = () => new ApiError(Codes.FIAT_PROVIDER_UNAVAILABLE, 'fiat_provider_unavailable');
/**
 * Whether a channel's payment page exists: the only provider integration is the simulated one, whose page is a
 * development route (a real provider's widget would be a new integration, not a row in fiat_channels).
 */
const providerPageOn = (simulated: boolean, config: ServerConfig) => simulated && devFeaturesOn(config);

/**
 * /otc-api/api/fiat/*: buying coins with fiat through providers (simulated ones on the reference server, whose
 * page is /dev/fiat/checkout, see checkout.ts). Rates, fees and limits are data (migration 050).
 */
export default function fiatModule(app: FastifyInstance): void {
  defineHandler(app, contract.fiat.getCoinList, {
    doc: {
      section: 'fiat',
    },
    handler: async ({ db }) => ({ list: await buyableCoins(db), fiat_list: await fiatCurrencies(db) }),
  });

  defineHandler(app, contract.fiat.getChannelList, {
    doc: {
      section: 'fiat',
      notes: '33001 for an unknown currency',
    },
    handler: async ({ db, body }) => {
      const [fiat] = await fiatCurrencies(db, (body.fiat ?? 'USD').toUpperCase());
      if (!fiat) throw unsupported();
      return { list: (await channels(db)).map((channel) => channelIn(channel, fiat)) };
    },
  });

  defineHandler(app, contract.fiat.quote, {
    doc: {
      section: 'fiat',
      notes: 'the coin at `coins.usd_price` x `per_usd`; 33001 unknown coin, currency or channel',
    },
    handler: async ({ db, body }) => {
      const [coin] = await buyableCoins(db, body.symbol.toUpperCase());
      const [fiat] = await fiatCurrencies(db, body.fiat.toUpperCase());
      const offered = await channels(db, body.channel);
      if (!coin || !fiat || offered.length === 0) throw unsupported();
      const list = offered.map((channel) => quoteFor(channel, fiat, coin, body.fiat_amount));
      list.sort((a, b) => Number(b.ok) - Number(a.ok) || compareDecimal(b.coin_amount, a.coin_amount));
      return { list };
    },
  });

  defineHandler(app, contract.fiat.createOrder, {
    doc: {
      section: 'fiat',
      notes:
        "idempotent; the server quotes again (never the client's numbers); 33001, 33002 outside the limits, 33005 no provider page (development features off)",
    },
    handler: async ({ db, body, session, config }) => {
      const [coin] = await buyableCoins(db, body.symbol.toUpperCase());
      const [fiat] = await fiatCurrencies(db, body.fiat.toUpperCase());
      const [channel] = await channels(db, body.channel);
      if (!coin || !fiat || !channel) throw unsupported();
      if (!providerPageOn(channel.simulated, config)) throw providerUnavailable();
      const quote = quoteFor(channel, fiat, coin, body.fiat_amount);
      if (!quote.ok)
        throw new ApiError(Codes.FIAT_AMOUNT_OUT_OF_RANGE, 'fiat_amount_range', {
          channel: channel.name,
          min: quote.min_amount,
          max: quote.max_amount,
          fiat: fiat.code,
        });
      return insertOrder(db, session.userId, quote, channel.order_ttl_seconds);
    },
  });

  defineHandler(app, contract.fiat.getWidgetUrl, {
    doc: {
      section: 'fiat',
      notes: `the simulated provider's page is the same-origin path \`${CHECKOUT_PATH}?token=…\` (unguessable, one per order); poll this call for the order's state; 33003, 33005`,
    },
    handler: async ({ db, body, session, config }) => {
      const found = await orderOf(db, session.userId, body.order_no);
      if (!found) throw new ApiError(Codes.FIAT_ORDER_NOT_FOUND, 'fiat_order_not_found');
      if (found.order.status !== 'pending') return { url: '', order: found.order };
      if (!providerPageOn(found.simulated, config)) throw providerUnavailable();
      return { url: `${CHECKOUT_PATH}?token=${found.token}`, order: found.order };
    },
  });

  if (devFeaturesOn(app.config)) registerCheckoutPage(app);
}

const compareDecimal = (a: string, b: string): number => new BigNumber(a).comparedTo(b) ?? 0;
