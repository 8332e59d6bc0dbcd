import { Type } from 'typebox';
import { EmptyBody, IdField, StringEnum, SymbolField } from '@/contract/fields';
import { PriceField } from '@/contract/nftMarket/schema';
import { ALERT_KINDS, PRICE_ALERT_DIRECTIONS } from './kinds';

export { ALERT_KINDS, PRICE_ALERT_DIRECTIONS };

/** Turns one kind of chat alert on or off. */
export const AlertSetReq = Type.Object({ kind: StringEnum(ALERT_KINDS), enabled: Type.Boolean() });
/** "Tell me when the floor of collection `symbol` goes `direction` `price`" (in the market's coin). */
export const PriceAlertAddReq = Type.Object({
  symbol: SymbolField,
  direction: StringEnum(PRICE_ALERT_DIRECTIONS),
  price: PriceField,
});
export const PriceAlertDelReq = Type.Object({ id: IdField });

/** Request schemas of the `alert` calls, by call name. */
export const alertBodies = {
  settings: EmptyBody,
  set: AlertSetReq,
  writeAccess: EmptyBody,
  priceList: EmptyBody,
  priceAdd: PriceAlertAddReq,
  priceDel: PriceAlertDelReq,
};
