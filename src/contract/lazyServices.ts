/**
 * The services only lazily loaded areas reach (the NFT market, the wallet and its NFT custody, the game account):
 * reached through `contract` from `full.ts`, or imported from their own modules, so that they load with the area
 * and not in the first load (see services.ts).
 */
export { fiat } from './fiat';
export { game } from './game';
export { nftCustody } from './nftCustody';
export { collect, merchantTransfer, nftMarket } from './nftMarket';
// bids: offers, quotes and entrustment orders, reached by the market's screens only
export { offer } from './offer';
export { quote } from './quote';
export { address, coin, finance } from './wallet';
// paying with biometrics, reached by the security centre and the payment prompt inside Telegram only
export { biometric } from './biometric';
// topping up with Telegram Stars, reached by the buy screen inside Telegram only
export { stars } from './stars';
// alerts in the Telegram chat and price alerts, reached by /setting and a collection's price alert only
export { alert } from './alert';
// paying people by their Telegram name and referrals, reached by the send and referral screens only
export { referral } from './referral';
// support tickets, reached by the support screens only
export { workorder, workorderExtra } from './workorder';
// sharing as a card and startapp links, reached by the share button only
export { share } from './share';
