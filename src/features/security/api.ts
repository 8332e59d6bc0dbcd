/**
 * The security area's calls, typed with the shapes of src/api/contract/types.ts (issue 4 section).
 * The catalogue declares many of these as untyped bodies; `typed` narrows them here so the screens
 * stay type-safe whatever the catalogue's generic parameters are.
 */
import { call, type CallExtras } from '../../api/http';
import type { Endpoint, Envelope } from '../../api/contract/define';
import { api } from '../../api/endpoints';
import type * as T from '../../api/contract/types';

type Empty = Record<string, never>;
const typed = <Req extends object, Res>(e: { path: string }) => e as unknown as Endpoint<Req, Res>;
const u = api.user;

export const securityApi = {
  sendCode: (body: T.SecurityCodeReq) => call(typed<T.SecurityCodeReq, T.SendVerifyCodeRes>(u.sendVerifyCodeV2), body),

  uploadImage: (body: T.UploadImageReq) => call(typed<T.UploadImageReq, T.UploadImageRes>(u.uploadImage), body),
  modifyNickname: (body: T.ModifyNicknameReq) => call(typed<T.ModifyNicknameReq, T.EmptyRes>(u.modifyNickname), body),

  bindEmail: (body: T.BindEmailReq) => call(typed<T.BindEmailReq, T.EmptyRes>(u.bindEmail), body),
  emailModify: (body: T.EmailModifyReq) => call(typed<T.EmailModifyReq, T.TicketRes>(u.emailModify), body),
  emailModifyVerify: (body: T.EmailModifyVerifyReq) =>
    call(typed<T.EmailModifyVerifyReq, T.EmptyRes>(u.emailModifyVerify), body),
  backupEmailEdit: (body: T.BackupEmailEditReq) =>
    call(typed<T.BackupEmailEditReq, T.TicketRes>(u.backupEmailEdit), body),
  backupEmailEditVerify: (body: T.BackupEmailEditVerifyReq) =>
    call(typed<T.BackupEmailEditVerifyReq, T.EmptyRes>(u.backupEmailEditVerify), body),
  backupEmailDel: (body: T.BackupEmailDelReq) => call(typed<T.BackupEmailDelReq, T.EmptyRes>(u.backupEmailDel), body),
  emailModifyReset: () => call(typed<T.EmailModifyResetReq, T.TicketRes>(u.emailModifyReset), {}),
  emailModifyResetGaVerify: (body: T.ResetGaVerifyReq) =>
    call(typed<T.ResetGaVerifyReq, T.TicketRes>(u.emailModifyResetGaVerify), body),
  emailModifyResetEmailVerify: (body: T.ResetEmailVerifyReq) =>
    call(typed<T.ResetEmailVerifyReq, T.EmptyRes>(u.emailModifyResetEmailVerify), body),
  emailResetGaVerify: (body: T.EmailResetGaVerifyReq) =>
    call(typed<T.EmailResetGaVerifyReq, T.TicketRes>(u.emailResetGaVerify), body),
  emailResetEmailVerify: (body: T.ResetEmailVerifyReq) =>
    call(typed<T.ResetEmailVerifyReq, T.EmptyRes>(u.emailResetEmailVerify), body),
  emailResetApply: (body: T.EmailResetApplyReq) =>
    call(typed<T.EmailResetApplyReq, T.ResetApplicationRes>(u.emailResetApply), body),

  genGaSecret: () => call(typed<Empty, T.GenGaSecretRes>(u.genGaSecret), {}),
  openGa: (body: T.OpenGaReq) => call(typed<T.OpenGaReq, T.EmptyRes>(u.openGa), body),
  closeGa: (body: T.CloseGaReq) => call(typed<T.CloseGaReq, T.EmptyRes>(u.closeGa), body),
  checkApplyResetGaExist: (body: T.CheckApplyResetGaReq) =>
    call(typed<T.CheckApplyResetGaReq, Envelope<T.CheckApplyResetGaRes | null>>(u.checkApplyResetGaExist), body),
  applyResetGa: (body: T.ApplyResetGaReq) =>
    call(typed<T.ApplyResetGaReq, T.ResetApplicationRes>(u.applyResetGa), body),
  gaResetVerify: (body: T.GaResetVerifyReq) => call(typed<T.GaResetVerifyReq, T.TicketRes>(u.gaResetVerify), body),
  gaResetApply: (body: T.GaResetApplyReq) => call(typed<T.GaResetApplyReq, T.EmptyRes>(u.gaResetApply), body),

  passkeyList: () => call(typed<Empty, T.PasskeyListRes>(u.userPasskeyList), {}),
  passkeyChallenge: () => call(typed<Empty, T.PasskeyChallengeRes>(u.userPasskeyChallenge), {}),
  passkeyBind: (body: T.PasskeyBindReq) => call(typed<T.PasskeyBindReq, T.PasskeyBindRes>(u.userPasskeyBind), body),
  passkeyRename: (body: T.PasskeyRenameReq) => call(typed<T.PasskeyRenameReq, T.EmptyRes>(u.userPasskeyRename), body),
  passkeyUnbindChallenge: (body: T.PasskeyUnbindChallengeReq) =>
    call(typed<T.PasskeyUnbindChallengeReq, T.PasskeyUnbindChallengeRes>(u.userPasskeyUnbindChallenge), body),
  passkeyUnbindVerify: (body: T.PasskeyUnbindVerifyReq) =>
    call(typed<T.PasskeyUnbindVerifyReq, T.TicketRes>(u.userPasskeyUnbindVerify), body),
  passkeyUnbind: (body: T.PasskeyUnbindReq) => call(typed<T.PasskeyUnbindReq, T.EmptyRes>(u.userPasskeyUnbind), body),

  paymentSetting: () => call(typed<Empty, T.PaymentSettingRes>(u.getUserPaymentSetting), {}),
  modifyCapitalPassword: (body: T.ModifyCapitalPasswordReq) =>
    call(typed<T.ModifyCapitalPasswordReq, T.EmptyRes>(u.modifyCapitalPassword), body),
  openNftFree: (body: T.OpenNftFreeReq) => call(typed<T.OpenNftFreeReq, T.EmptyRes>(u.openNftFree), body),
  closeNftFree: () => call(typed<Empty, T.EmptyRes>(u.closeNftFree), {}),

  thirdList: () => call(typed<Empty, T.ThirdListRes>(u.userThirdList), {}),
  thirdBind: (body: T.ThirdBindReq) => call(typed<T.ThirdBindReq, T.EmptyRes>(u.userThirdBind), body),
  thirdUnbind: (body: T.ThirdUnbindReq) => call(typed<T.ThirdUnbindReq, T.EmptyRes>(u.userThirdUnbind), body),

  /** Silent: a refusal is shown on /security/userDelete/failed, not as a notice. */
  closeAccount: (body: T.CloseAccountReq) =>
    call(typed<T.CloseAccountReq, T.EmptyRes>(u.close), body, { silent: true }),

  devices: (extras?: CallExtras) => call(typed<Empty, T.DeviceListRes>(u.userDeviceList), {}, extras),
  deviceLogout: (body: T.DeviceLogoutReq) => call(typed<T.DeviceLogoutReq, unknown>(u.userDeviceLogout), body),
  otherLogin: () => call(typed<Empty, T.OtherLoginRes>(u.userDeviceOtherLogin), {}, { silent: true }),

  health: () => call(typed<Empty, T.HealthRes>(api.system.health), {}, { silent: true }),
  checkUpdate: () => call(typed<Empty, T.CheckUpdateRes>(api.system.checkUpdate), {}),
};

/** react-query keys of the area. */
export const securityKeys = {
  all: ['security'] as const,
  payment: ['security', 'payment'] as const,
  passkeys: ['security', 'passkeys'] as const,
  thirds: ['security', 'thirds'] as const,
  devices: ['security', 'devices'] as const,
};
