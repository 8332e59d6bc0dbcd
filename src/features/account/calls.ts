/** The sign-in calls this area makes, by the names its hooks use (typed in the catalogue). */
import { ApiError } from '../../api/http';
import { api } from '../../api/endpoints';

export const signIn = {
  checkExist: api.user.checkExist,
  sendCode: api.user.sendVerifyCodeV2,
  loginOtp: api.user.loginOtp,
  loginPassword: api.user.loginXV2,
  loginVerify: api.user.loginVerifyX,
  qrGen: api.user.loginGenQrCode,
  qrCheck: api.user.loginCheckQrCode,
  qrScan: api.user.loginScanQrCode,
  qrConfirm: api.user.loginQrCode,
  passkeyChallenge: api.user.loginPasskeyChallenge,
  passkeyLogin: api.user.loginPasskey,
  loginThird: api.user.loginThirdX,
  thirdAuthorizeUuid: api.game.thirdAuthorizeUuid,
  uuidByToken: api.user.getUuidByToken,
};

/** Server business codes of one-time codes (server/errors.ts). */
export const CODE_ERRORS = { wrong: 20001, expired: 20002, locked: 20003, cooldown: 20004 } as const;

/** The server's localised message of a failed call, or null (network failures already showed a notice). */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code > 0 && error.msg ? error.msg : null;
}

export function errorCode(error: unknown): number | null {
  return error instanceof ApiError ? error.code : null;
}
