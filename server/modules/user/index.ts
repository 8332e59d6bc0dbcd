import type { FastifyInstance } from 'fastify';
import registerCloseAccountCalls from './closeAccount';
import registerDeviceCalls from './devices';
import registerEmailCalls from './email';
import registerGaCalls from './ga';
import registerPasskeyCalls from './passkey';
import registerPasswordCalls from './password';
import registerPaymentCalls from './payment';
import registerProfileEditCalls from './profileEdit';
import registerQrCalls from './qr';
import registerSessionCalls from './session';
import registerHumanCheckCalls from './signInGuard';
import registerThirdCalls from './third';

/** /user-api/api/user/*: sign-in, session, profile and devices. Security calls add their own files here. */
export default function userModule(app: FastifyInstance): void {
  registerSessionCalls(app);
  registerDeviceCalls(app);
  registerPasswordCalls(app);
  registerQrCalls(app);
  registerPasskeyCalls(app);
  registerThirdCalls(app);
  registerEmailCalls(app);
  registerGaCalls(app);
  registerHumanCheckCalls(app);
  registerProfileEditCalls(app);
  registerPaymentCalls(app);
  registerCloseAccountCalls(app);
}
