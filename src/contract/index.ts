import type { CallOptions } from './define';
import { activity, nftAuction, pfpV2, pfpV3, spl } from './activity';
import { address } from './address';
import { appay } from './appay';
import { coin } from './coin';
import { collect } from './collect';
import { fiat } from './fiat';
import { finance } from './finance';
import { game } from './game';
import { inscription } from './inscription';
import { merchantTransfer } from './merchantTransfer';
import { message } from './message';
import { nftCustody } from './nftCustody';
import { nftMarket } from './nftMarket';
import { offer } from './offer';
import { pledge } from './pledge';
import { project } from './project';
import { quote } from './quote';
import { system } from './system';
import { user, userExtra } from './user';
import { workorder } from './workorder';

/**
 * Every call of spec section 7, grouped by service prefix: `call(contract.user.profile, {})`.
 * Keys are the spec's call names in camelCase; the path keeps the spec's spelling.
 * Groups named `…Extra` hold the few calls beyond the spec (see EXTRA_CALLS).
 */
export const contract = {
  user,
  system,
  message,
  address,
  coin,
  finance,
  inscription,
  pledge,
  nftCustody,
  project,
  appay,
  nftMarket,
  collect,
  offer,
  quote,
  merchantTransfer,
  game,
  fiat,
  nftAuction,
  pfpV2,
  pfpV3,
  activity,
  spl,
  workorder,
  // Beyond the spec (EXTRA_CALLS): served by the reference server, needed by a spec feature.
  userExtra,
} as const;

/**
 * The calls declared beyond spec section 7, with why each is needed. Everything else in `api` is exactly
 * the spec's list; the catalogue test checks both halves.
 */
export const EXTRA_CALLS: readonly { path: string; why: string }[] = [
  {
    path: userExtra.setPassword.path,
    why: 'login_x_v2 signs in with a password, but no spec call lets an account set one',
  },
];

/** The flat list of every declared call, spec and EXTRA_CALLS (the catalogue test checks it against the spec). */
export const allEndpoints: { path: string; options: CallOptions }[] = Object.values(contract).flatMap((group) =>
  Object.values(group as Record<string, { path: string; options: CallOptions }>).map(({ path, options }) => ({
    path,
    options,
  })),
);
