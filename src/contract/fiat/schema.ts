import { Type } from 'typebox';
import { EmptyBody, SymbolField } from '@/contract/fields';

/** A fiat currency code (USD, KRW …). */
const FiatField = Type.String({ pattern: '^[A-Za-z]{3}$', maxLength: 3, description: 'ISO 4217 code, e.g. USD' });
const ChannelField = Type.String({ pattern: '^[a-z0-9_]{1,32}$', maxLength: 32 });
/** What the buyer pays, in the fiat currency: a decimal string with at most 4 decimals. */
const FiatAmountField = Type.String({
  pattern: '^\\d{1,12}(\\.\\d{1,4})?$',
  maxLength: 17,
  description: 'decimal string',
});
const OrderNoField = Type.String({ pattern: '^[A-Z0-9]{8,40}$', maxLength: 40 });

export const FiatChannelListReq = Type.Object({ fiat: Type.Optional(FiatField) });
export const FiatQuoteReq = Type.Object({
  symbol: SymbolField,
  fiat: FiatField,
  fiat_amount: FiatAmountField,
  channel: Type.Optional(ChannelField),
});
export const FiatCreateOrderReq = Type.Object({
  symbol: SymbolField,
  fiat: FiatField,
  fiat_amount: FiatAmountField,
  channel: ChannelField,
});
export const FiatWidgetUrlReq = Type.Object({ order_no: OrderNoField });

/** Request schemas of the `fiat` calls, by call name. */
export const fiatBodies = {
  getCoinList: EmptyBody,
  getChannelList: FiatChannelListReq,
  quote: FiatQuoteReq,
  createOrder: FiatCreateOrderReq,
  getWidgetUrl: FiatWidgetUrlReq,
};
