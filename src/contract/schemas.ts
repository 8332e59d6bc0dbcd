import type { Static, TSchema } from 'typebox';
import { catalogue } from './catalogue';
import { addressBodies, coinBodies, financeChainBodies, walletFinanceBodies } from './wallet/schema';
import type { AnyEndpoint, ReqOf } from './define';
import { AnyBody } from './fields';
import { appayBodies } from './appay/schema';
import { fiatBodies } from './fiat/schema';
import { nftCustodyBodies } from './nftCustody/schema';
import { collectBodies, merchantTransferBodies, nftMarketBodies } from './nftMarket/schema';
import { offerBodies, quoteBodies } from './offer/schema';
import { projectBodies } from './project/schema';
import { gameBodies } from './game/schema';
import { messageBodies } from './message/schema';
import { shareBodies } from './share/schema';
import { alertBodies } from './alert/schema';
import { biometricBodies } from './biometric/schema';
import { starsBodies } from './stars/schema';
import { referralBodies } from './referral/schema';
import { workorderBodies, workorderExtraBodies } from './workorder/schema';
import { systemBodies } from './system/schema';
import { userBodies, userExtraBodies } from './user/schema';
import type * as contract from './allServices';

/**
 * The request schemas of the declared calls, by service and call name, for the server (validation) and the
 * API reference's generator. The client never imports this module: its declarations import the schemas as types only.
 * A call without an entry takes any body (`AnyBody`); the server refuses to serve such a call.
 */
const bodies = {
  user: userBodies,
  userExtra: userExtraBodies,
  system: systemBodies,
  coin: coinBodies,
  finance: { ...walletFinanceBodies, ...financeChainBodies },
  address: addressBodies,
  message: messageBodies,
  share: shareBodies,
  alert: alertBodies,
  biometric: biometricBodies,
  game: gameBodies,
  fiat: fiatBodies,
  stars: starsBodies,
  referral: referralBodies,
  appay: appayBodies,
  project: projectBodies,
  nftCustody: nftCustodyBodies,
  nftMarket: nftMarketBodies,
  collect: collectBodies,
  merchantTransfer: merchantTransferBodies,
  offer: offerBodies,
  quote: quoteBodies,
  workorder: workorderBodies,
  workorderExtra: workorderExtraBodies,
} satisfies { [S in keyof Services]?: { [K in keyof Services[S]]?: TSchema } };

type Services = typeof contract;
type Bodies = typeof bodies;
type SchemaOf<S, K> = S extends keyof Bodies
  ? K extends keyof Bodies[S]
    ? Bodies[S][K]
    : typeof AnyBody
  : typeof AnyBody;
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** For every call: does its declared request type equal its schema's type (`false` = client and server disagree)? */
type Agreement = {
  [S in keyof Services]: { [K in keyof Services[S]]: Same<ReqOf<Services[S][K]>, Static<SchemaOf<S, K>>> };
};
/**
 * Compile-time proof that client and server agree on every request: a disagreement fails here, naming the
 * service and the call ("Types of property 'chainList' are incompatible").
 */
const agreement: { [S in keyof Services]: { [K in keyof Services[S]]: true } } = null as unknown as Agreement;
/** And every schema belongs to a declared call (a renamed call leaves no stray schema behind). */
const noStraySchema: { [S in keyof Bodies]: { [K in keyof Bodies[S]]: true } } = null as unknown as {
  [S in keyof Bodies]: { [K in keyof Bodies[S]]: K extends keyof Services[S & keyof Services] ? true : false };
};
void agreement;
void noStraySchema;

const declared = new Map<AnyEndpoint, TSchema>();
for (const { service, name, endpoint } of catalogue) {
  const schema = (bodies as Record<string, Record<string, TSchema> | undefined>)[service]?.[name];
  if (schema) declared.set(endpoint, schema);
}

/** The request schema a declaration has, or undefined while the call takes any body (not served yet). */
export function declaredBodySchema(endpoint: AnyEndpoint): TSchema | undefined {
  return declared.get(endpoint);
}

/** The request schema of a declaration: its own, or `AnyBody` for a call that has none yet. */
export function bodySchemaOf(endpoint: AnyEndpoint): TSchema {
  return declared.get(endpoint) ?? AnyBody;
}
