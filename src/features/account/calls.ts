/** The sign-in calls this area makes, by the names its hooks use (typed in the catalogue). */
import { ApiError } from '@/api/http';
import { contract } from '@/contract';

export const signIn = {
  checkExist: contract.user.checkExist,
  sendCode: contract.user.sendVerifyCodeV2,
  loginOtp: contract.user.loginOtp,
  loginPassword: contract.user.loginXV2,
  loginVerify: contract.user.loginVerifyX,
  qrGen: contract.user.loginGenQrCode,
  qrCheck: contract.user.loginCheckQrCode,
  qrScan: contract.user.loginScanQrCode,
  qrConfirm: contract.user.loginQrCode,
  passkeyChallenge: contract.user.loginPasskeyChallenge,
  passkeyLogin: contract.user.loginPasskey,
  loginThird: contract.user.loginThirdX,
  thirdAuthorizeUuid: contract.game.thirdAuthorizeUuid,
  uuidByToken: contract.user.getUuidByToken,
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
