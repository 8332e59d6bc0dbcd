/**
 * The security area's calls. Every shape comes from the catalogue (src/api/endpoints/user.ts), so these
 * are plain `call`s with the extras the screens need (silent calls).
 */
import { call } from '@/api/http';
import { contract } from '@/contract';
import type * as T from '@/contract/types';

const u = contract.user;

export const securityApi = {
  /** A code of a security scene (or set_password); `email` only for scenes that send to another address. */
  sendCode: (body: { scene: T.SecurityScene | T.PasswordScene; email?: string }) => call(u.sendVerifyCodeV2, body),

  uploadImage: (body: T.UploadImageReq) => call(u.uploadImage, body),
  modifyNickname: (body: T.ModifyNicknameReq) => call(u.modifyNickname, body),

  setPassword: (body: T.SetPasswordReq) => call(contract.userExtra.setPassword, body),

  bindEmail: (body: T.BindEmailReq) => call(u.bindEmail, body),
  emailModify: (body: T.EmailModifyReq) => call(u.emailModify, body),
  emailModifyVerify: (body: T.EmailModifyVerifyReq) => call(u.emailModifyVerify, body),
  backupEmailEdit: (body: T.BackupEmailEditReq) => call(u.backupEmailEdit, body),
  backupEmailEditVerify: (body: T.BackupEmailEditVerifyReq) => call(u.backupEmailEditVerify, body),
  backupEmailDel: (body: T.BackupEmailDelReq) => call(u.backupEmailDel, body),
  emailModifyReset: () => call(u.emailModifyReset, {}),
  emailModifyResetGaVerify: (body: T.ResetGaVerifyReq) => call(u.emailModifyResetGaVerify, body),
  emailModifyResetEmailVerify: (body: T.ResetEmailVerifyReq) => call(u.emailModifyResetEmailVerify, body),
  emailResetGaVerify: (body: T.EmailResetGaVerifyReq) => call(u.emailResetGaVerify, body),
  emailResetEmailVerify: (body: T.ResetEmailVerifyReq) => call(u.emailResetEmailVerify, body),
  emailResetApply: (body: T.EmailResetApplyReq) => call(u.emailResetApply, body),

  genGaSecret: () => call(u.genGaSecret, {}),
  openGa: (body: T.OpenGaReq) => call(u.openGa, body),
  closeGa: (body: T.CloseGaReq) => call(u.closeGa, body),
  checkApplyResetGaExist: (body: T.CheckApplyResetGaReq) => call(u.checkApplyResetGaExist, body),
  applyResetGa: (body: T.ApplyResetGaReq) => call(u.applyResetGa, body),
  gaResetVerify: (body: T.GaResetVerifyReq) => call(u.gaResetVerify, body),
  gaResetApply: (body: T.GaResetApplyReq) => call(u.gaResetApply, body),

  thirdList: () => call(u.userThirdList, {}),
  thirdBind: (body: T.ThirdBindReq) => call(u.userThirdBind, body),
  thirdUnbind: (body: T.ThirdUnbindReq) => call(u.userThirdUnbind, body),

  /** Silent: a refusal is shown on /security/userDelete/failed, not as a notice. */
  closeAccount: (body: T.CloseAccountReq) => call(u.close, body, { silent: true }),

  otherLogin: () => call(u.userDeviceOtherLogin, {}, { silent: true }),

  health: () => call(contract.system.health, {}, { silent: true }),
  checkUpdate: () => call(contract.system.checkUpdate, {}),
};

/** react-query keys of the area. */
export const securityKeys = {
  all: ['security'] as const,
  thirds: ['security', 'thirds'] as const,
};
