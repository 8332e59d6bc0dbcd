import { Type } from 'typebox';
import {
  AuthenticationField,
  ChallengeIdField,
  CODE_SCENES,
  CodeField,
  EmailField,
  EmptyBody,
  HashedPasswordField,
  IdField,
  InitDataField,
  QrIdField,
  ReasonField,
  RegistrationField,
  SERVER_LANGS,
  StringEnum,
  ThirdPlatformField,
  TicketField,
} from '@/contract/fields';

/**
 * On a change of a secret (login or payment password, email, authenticator): also sign out every other
 * device. Absent means yes; the screens offer a switch that is on by default.
 */
const LogoutOthersField = Type.Optional(Type.Boolean());

export const CheckExistReq = Type.Object({ email: EmailField });
/** The pass of a solved human check (twice_verify_geetest), when a sign-in call asked for one (20156). */
const HumanTokenField = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 });
export const LoginOtpReq = Type.Object({
  email: EmailField,
  code: CodeField,
  human_token: Type.Optional(HumanTokenField),
});
export const SendVerifyCodeV2Req = Type.Object({ email: Type.Optional(EmailField), scene: StringEnum(CODE_SCENES) });
export const LoginThirdReq = Type.Object({ source: ThirdPlatformField, init_data: InitDataField });
export const LoginQrIdReq = Type.Object({ qr_id: QrIdField });
/** The desktop collects its session with the second secret login_gen_qr_code gave only to it. */
export const LoginQrCheckReq = Type.Object({ qr_id: QrIdField, poll_secret: QrIdField });
export const LoginQrConfirmReq = Type.Object({ qr_id: QrIdField, confirm: Type.Boolean() });
export const BindEmailReq = Type.Object({ email: EmailField, code: CodeField });
/** `renew: true` replaces the pending set-up key on purpose; without it the pending key is answered again. */
export const GenGaSecretReq = Type.Object({ renew: Type.Optional(Type.Boolean()) });
export const OpenGaReq = Type.Object({
  secret: Type.String({ minLength: 16, maxLength: 128 }),
  code: CodeField,
  logout_others: LogoutOthersField,
});
export const CloseGaReq = Type.Object({ ga_code: CodeField, email_code: CodeField, logout_others: LogoutOthersField });
export const ThirdBindReq = Type.Object({ platform: ThirdPlatformField, init_data: InitDataField });
export const ThirdUnbindReq = Type.Object({ platform: ThirdPlatformField });
export const HumanCheckReq = Type.Object({
  scene: Type.String({ pattern: '^[a-z0-9_]{1,40}$', maxLength: 40 }),
  /** The address a sign-in check is for: its failures set the difficulty, and the pass is good for it only. */
  email: Type.Optional(EmailField),
  challenge: Type.Optional(Type.String({ pattern: '^[0-9a-f]{32}$', maxLength: 32 })),
  nonce: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export const ApplyResetGaReq = Type.Object({ email: EmailField, reason: ReasonField });
export const CheckApplyResetGaReq = Type.Object({ email: EmailField });
export const UploadImageReq = Type.Object({
  image: Type.String({ maxLength: 3145728 }),
  purpose: Type.Optional(StringEnum(['avatar'])),
});
export const ModifyCapitalPasswordReq = Type.Object({
  password: HashedPasswordField,
  email_code: CodeField,
  ga_code: Type.Optional(CodeField),
  logout_others: LogoutOthersField,
});
export const OpenNftFreeReq = Type.Object({ password: HashedPasswordField });
export const ModifyNicknameReq = Type.Object({ nickname: Type.String({ maxLength: 200 }) });
export const NicknameByPayIdReq = Type.Object({
  pay_id: Type.String({ pattern: '^\\s*\\d{1,20}\\s*$', maxLength: 40 }),
});
export const LoginPasswordReq = Type.Object({
  email: EmailField,
  password: HashedPasswordField,
  human_token: Type.Optional(HumanTokenField),
});
export const LoginVerifyReq = Type.Object({
  verify_token: TicketField,
  ga_code: Type.Optional(CodeField),
  passkey: Type.Optional(Type.Object({ challenge_id: ChallengeIdField, response: AuthenticationField })),
});
export const VerifyLoginTokenReq = Type.Object({ login_token: Type.String({ minLength: 1, maxLength: 200 }) });
export const SetLanguageReq = Type.Object({ language: StringEnum(SERVER_LANGS) });
export const EmailModifyReq = Type.Object({ old_code: CodeField, ga_code: Type.Optional(CodeField) });
export const EmailModifyVerifyReq = Type.Object({
  ticket: TicketField,
  new_email: EmailField,
  new_code: CodeField,
  logout_others: LogoutOthersField,
});
export const BackupEmailEditReq = Type.Object({ email_code: CodeField, ga_code: Type.Optional(CodeField) });
export const BackupEmailEditVerifyReq = Type.Object({
  ticket: TicketField,
  backup_email: EmailField,
  backup_code: CodeField,
});
export const BackupEmailDelReq = Type.Object({ email_code: CodeField });
export const ResetGaVerifyReq = Type.Object({ ticket: TicketField, ga_code: CodeField });
export const ResetEmailVerifyReq = Type.Object({
  ticket: TicketField,
  new_email: EmailField,
  code: CodeField,
  logout_others: LogoutOthersField,
});
export const EmailResetGaVerifyReq = Type.Object({ email: EmailField, ga_code: CodeField });
export const EmailResetApplyReq = Type.Object({ email: EmailField, new_email: EmailField, reason: ReasonField });
export const GaResetVerifyReq = Type.Object({ email: EmailField, code: CodeField });
export const GaResetApplyReq = Type.Object({ ticket: TicketField });
export const CloseAccountReq = Type.Object({
  email_code: CodeField,
  reason: Type.Optional(Type.String({ maxLength: 500 })),
});
export const ScanCodeLoginReq = Type.Object({ qr_id: QrIdField, confirm: Type.Boolean() });
export const GetUuidByTokenReq = Type.Object({ app_id: Type.String({ minLength: 1, maxLength: 64 }) });
export const PasskeyBindReq = Type.Object({ name: Type.String({ maxLength: 200 }), response: RegistrationField });
export const PasskeyUnbindChallengeReq = Type.Object({ id: IdField });
export const PasskeyUnbindReq = Type.Object({ ticket: TicketField });
export const PasskeyUnbindVerifyReq = Type.Object({
  ticket: TicketField,
  email_code: Type.Optional(CodeField),
  ga_code: Type.Optional(CodeField),
});
export const PasskeyRenameReq = Type.Object({
  id: IdField,
  name: Type.String({ maxLength: 200 }),
});
export const LoginPasskeyChallengeReq = Type.Object({ verify_token: Type.Optional(TicketField) });
export const LoginPasskeyReq = Type.Object({ challenge_id: ChallengeIdField, response: AuthenticationField });
export const DeviceLogoutReq = Type.Object({ id: IdField });
export const SetPasswordReq = Type.Object({
  password: HashedPasswordField,
  email_code: CodeField,
  ga_code: Type.Optional(CodeField),
  logout_others: LogoutOthersField,
});

/** Request schemas of the `user` calls, by call name (calls not listed take any body until served). */
export const userBodies = {
  checkExist: CheckExistReq,
  loginOtp: LoginOtpReq,
  logout: EmptyBody,
  sendVerifyCodeV2: SendVerifyCodeV2Req,
  loginThirdX: LoginThirdReq,
  loginGenQrCode: EmptyBody,
  loginCheckQrCode: LoginQrCheckReq,
  loginQrCode: LoginQrConfirmReq,
  loginScanQrCode: LoginQrIdReq,
  profile: EmptyBody,
  bindEmail: BindEmailReq,
  openGa: OpenGaReq,
  closeGa: CloseGaReq,
  genGaSecret: GenGaSecretReq,
  userThirdList: EmptyBody,
  userThirdBind: ThirdBindReq,
  userThirdUnbind: ThirdUnbindReq,
  twiceVerifyGeetest: HumanCheckReq,
  applyResetGa: ApplyResetGaReq,
  checkApplyResetGaExist: CheckApplyResetGaReq,
  uploadImage: UploadImageReq,
  userRisk: EmptyBody,
  modifyCapitalPassword: ModifyCapitalPasswordReq,
  openNftFree: OpenNftFreeReq,
  closeNftFree: EmptyBody,
  getUserPaymentSetting: EmptyBody,
  modifyNickname: ModifyNicknameReq,
  getNicknameByPayId: NicknameByPayIdReq,
  loginXV2: LoginPasswordReq,
  loginVerifyX: LoginVerifyReq,
  verifyLoginToken: VerifyLoginTokenReq,
  setLanguage: SetLanguageReq,
  emailModify: EmailModifyReq,
  emailModifyVerify: EmailModifyVerifyReq,
  backupEmailEdit: BackupEmailEditReq,
  backupEmailEditVerify: BackupEmailEditVerifyReq,
  backupEmailDel: BackupEmailDelReq,
  emailModifyReset: EmptyBody,
  emailModifyResetGaVerify: ResetGaVerifyReq,
  emailModifyResetEmailVerify: ResetEmailVerifyReq,
  emailResetGaVerify: EmailResetGaVerifyReq,
  emailResetEmailVerify: ResetEmailVerifyReq,
  emailResetApply: EmailResetApplyReq,
  gaResetVerify: GaResetVerifyReq,
  gaResetApply: GaResetApplyReq,
  close: CloseAccountReq,
  getAppLoginConfig: EmptyBody,
  scanCodeLogin: ScanCodeLoginReq,
  scanAppInfo: LoginQrIdReq,
  genLoginToken: EmptyBody,
  getUuidByToken: GetUuidByTokenReq,
  userPasskeyList: EmptyBody,
  userPasskeyBindVerify: EmptyBody,
  userPasskeyBind: PasskeyBindReq,
  userPasskeyUnbindChallenge: PasskeyUnbindChallengeReq,
  userPasskeyChallenge: EmptyBody,
  userPasskeyUnbind: PasskeyUnbindReq,
  userPasskeyUnbindVerify: PasskeyUnbindVerifyReq,
  userPasskeyRename: PasskeyRenameReq,
  loginPasskeyChallenge: LoginPasskeyChallengeReq,
  loginPasskey: LoginPasskeyReq,
  userDeviceLogout: DeviceLogoutReq,
  userDeviceList: EmptyBody,
  userDeviceOtherLogin: EmptyBody,
};

/** Request schemas of the `userExtra` calls, by call name (calls not listed take any body until served). */
export const userExtraBodies = {
  setPassword: SetPasswordReq,
};
