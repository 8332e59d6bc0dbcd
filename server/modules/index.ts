import type { FastifyInstance } from 'fastify';
import alertsModule from './alerts';
import appModule from './app';
import appayModule from './appay';
import biometricModule from './biometric';
import chainModule from './chain';
import coinModule from './coin';
import devModule from './dev';
import fiatModule from './fiat';
import marketModule from './market';
import messageModule from './message';
import nftCustodyModule from './nft';
import projectModule from './project';
import shareModule from './share';
import referralModule from './referral';
import starsModule from './stars';
import supportModule from './support';
import systemModule from './system';
import telegramModule from './telegram';
import userModule from './user';
import walletModule from './wallet';

/** Every service module, one line each (see README.md beside this file). */
export function registerModules(app: FastifyInstance): void {
  systemModule(app);
  userModule(app);
  appModule(app);
  messageModule(app);
  alertsModule(app);
  coinModule(app);
  walletModule(app);
  chainModule(app);
  devModule(app);
  fiatModule(app);
  starsModule(app);
  appayModule(app);
  projectModule(app);
  nftCustodyModule(app);
  marketModule(app);
  shareModule(app);
  supportModule(app);
  telegramModule(app);
  biometricModule(app);
  referralModule(app);
}
