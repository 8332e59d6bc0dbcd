import type { AnyEndpoint } from './define';
import * as contract from './allServices';

/** A declared call with the name of its service group and its key there (`user`, `profile`). */
export interface CatalogueEntry {
  service: string;
  name: string;
  endpoint: AnyEndpoint;
}

/** Every declared call, spec and EXTRA_CALLS, in declaration order of each service. */
export const catalogue: readonly CatalogueEntry[] = Object.entries(contract).flatMap(([service, group]) =>
  Object.entries(group as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({ service, name, endpoint })),
);

/** The flat list of every declared call (the catalogue test checks it against the spec). */
export const allEndpoints: readonly AnyEndpoint[] = catalogue.map((entry) => entry.endpoint);

/**
 * The calls declared beyond the product's API list, with why each is needed. Everything else is exactly the
 * spec's list; the catalogue test checks both halves.
 */
export const EXTRA_CALLS: readonly { path: string; why: string }[] = [
  {
    path: contract.userExtra.setPassword.path,
    why: 'login_x_v2 signs in with a password, but no spec call lets an account set one',
  },
  {
    path: contract.workorderExtra.replyWorkOrder.path,
    why: 'a support ticket is a conversation, but no spec call lets its author answer support',
  },
  {
    path: contract.workorderExtra.closeWorkOrder.path,
    why: 'the author closes a ticket once helped, and no spec call does',
  },
  {
    path: contract.share.prepare.path,
    why: 'a share builds its startapp link on the server (with the referral code) and, inside Telegram, a prepared card for shareMessage',
  },
  {
    path: contract.biometric.enable.path,
    why: 'paying with biometrics inside Telegram needs a device-bound token in place of the payment password',
  },
  { path: contract.biometric.list.path, why: 'the security centre lists the devices that pay with biometrics' },
  { path: contract.biometric.revoke.path, why: 'each device that pays with biometrics can be turned off on its own' },
  {
    path: contract.stars.quote.path,
    why: 'inside Telegram a top-up can be paid in Telegram Stars, which the spec has no channel for: what Stars buy',
  },
  { path: contract.stars.createInvoice.path, why: 'the Stars invoice link the mini app opens with openInvoice' },
  { path: contract.stars.payment.path, why: 'the app follows a Stars payment until the webhook has credited it' },
  {
    path: contract.alert.settings.path,
    why: '/setting shows which alerts reach the Telegram chat and whether the bot may write',
  },
  { path: contract.alert.set.path, why: 'each user chooses which alerts they get in the Telegram chat' },
  {
    path: contract.alert.writeAccess.path,
    why: 'the app tells the server once the user allowed the bot to write (requestWriteAccess), so alerts may be sent',
  },
  { path: contract.alert.priceList.path, why: "/setting lists the user's price alerts on collection floors" },
  { path: contract.alert.priceAdd.path, why: "a collection's page sets a price alert on its floor" },
  { path: contract.alert.priceDel.path, why: 'a price alert can be removed' },
  {
    path: contract.referral.findByUsername.path,
    why: 'sending to a Telegram @username needs who it names (their name, picture and Pay ID) before the password',
  },
  { path: contract.referral.mine.path, why: "the referral screen shows the caller's code and builds its links" },
  {
    path: contract.referral.claim.path,
    why: 'a browser sign-up keeps ?ref= and records it for the new account (Telegram carries it in signed init data)',
  },
  { path: contract.referral.invitees.path, why: 'the referrer sees the users they invited' },
  {
    path: contract.referral.earnings.path,
    why: 'the referrer sees the fee share earned on their invited users’ trades',
  },
];
