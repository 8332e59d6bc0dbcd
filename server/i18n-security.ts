import type { ServerLang } from '../src/api/contract/types';
import { ApiError } from './errors';
import { MESSAGES, type MessageKey, type MessageParams } from './i18n';

type Texts = Record<ServerLang, string>;

/** Messages of the accounts and security-centre calls (issue 4), in the four server languages. */
export const SECURITY_MESSAGES = {
  password_wrong: {
    en: 'The email or password is incorrect.',
    ko: '이메일 또는 비밀번호가 올바르지 않습니다.',
    zh_tw: '電子郵件或密碼錯誤。',
    zh: '邮箱或密码错误。',
  },
  verify_token_invalid: {
    en: 'This sign-in step has expired. Please sign in again.',
    ko: '로그인 단계가 만료되었습니다. 다시 로그인해 주세요.',
    zh_tw: '此登入步驟已過期，請重新登入。',
    zh: '此登录步骤已过期，请重新登录。',
  },
  ga_code_wrong: {
    en: 'The authenticator code is incorrect.',
    ko: 'OTP 인증 코드가 올바르지 않습니다.',
    zh_tw: '驗證器驗證碼錯誤。',
    zh: '验证器验证码错误。',
  },
  ga_required: {
    en: 'Please enter the code from your authenticator app.',
    ko: 'OTP 앱의 인증 코드를 입력해 주세요.',
    zh_tw: '請輸入驗證器 App 中的驗證碼。',
    zh: '请输入验证器 App 中的验证码。',
  },
  qr_invalid: {
    en: 'This QR code has expired. Please refresh it.',
    ko: 'QR 코드가 만료되었습니다. 새로 고침해 주세요.',
    zh_tw: '此 QR 碼已過期，請重新整理。',
    zh: '此二维码已过期，请刷新。',
  },
  qr_state: {
    en: 'This QR code has already been used on another device.',
    ko: '이 QR 코드는 이미 다른 기기에서 사용되었습니다.',
    zh_tw: '此 QR 碼已在其他裝置上使用。',
    zh: '此二维码已在其他设备上使用。',
  },
  passkey_challenge_invalid: {
    en: 'The passkey request has expired. Please try again.',
    ko: '패스키 요청이 만료되었습니다. 다시 시도해 주세요.',
    zh_tw: '通行密鑰請求已過期，請重試。',
    zh: '通行密钥请求已过期，请重试。',
  },
  passkey_verify_failed: {
    en: 'The passkey could not be verified.',
    ko: '패스키를 확인할 수 없습니다.',
    zh_tw: '無法驗證此通行密鑰。',
    zh: '无法验证此通行密钥。',
  },
  passkey_not_found: {
    en: 'Passkey not found.',
    ko: '패스키를 찾을 수 없습니다.',
    zh_tw: '找不到該通行密鑰。',
    zh: '找不到该通行密钥。',
  },
  passkey_origin: {
    en: 'Passkeys cannot be used from this address.',
    ko: '이 주소에서는 패스키를 사용할 수 없습니다.',
    zh_tw: '無法在此網址使用通行密鑰。',
    zh: '无法在此网址使用通行密钥。',
  },
  passkey_limit: {
    en: 'You can add at most {limit} passkeys.',
    ko: '패스키는 최대 {limit}개까지 추가할 수 있습니다.',
    zh_tw: '最多只能新增 {limit} 個通行密鑰。',
    zh: '最多只能添加 {limit} 个通行密钥。',
  },
  passkey_name_invalid: {
    en: 'The passkey name must be 1 to 50 characters.',
    ko: '패스키 이름은 1~50자여야 합니다.',
    zh_tw: '通行密鑰名稱須為 1 至 50 個字元。',
    zh: '通行密钥名称须为 1 至 50 个字符。',
  },
  telegram_invalid: {
    en: 'The Telegram sign-in data is invalid.',
    ko: '텔레그램 로그인 데이터가 유효하지 않습니다.',
    zh_tw: 'Telegram 登入資料無效。',
    zh: 'Telegram 登录数据无效。',
  },
  telegram_expired: {
    en: 'The Telegram sign-in data has expired. Please reopen the mini app.',
    ko: '텔레그램 로그인 데이터가 만료되었습니다. 미니 앱을 다시 열어 주세요.',
    zh_tw: 'Telegram 登入資料已過期，請重新開啟小程式。',
    zh: 'Telegram 登录数据已过期，请重新打开小程序。',
  },
  telegram_unavailable: {
    en: 'Telegram sign-in is not available.',
    ko: '텔레그램 로그인을 사용할 수 없습니다.',
    zh_tw: '目前無法使用 Telegram 登入。',
    zh: '目前无法使用 Telegram 登录。',
  },
  third_taken: {
    en: 'This Telegram account is already linked to another account.',
    ko: '이 텔레그램 계정은 이미 다른 계정에 연결되어 있습니다.',
    zh_tw: '此 Telegram 帳號已綁定其他帳戶。',
    zh: '此 Telegram 账号已绑定其他账户。',
  },
  third_not_bound: {
    en: 'No Telegram account is linked.',
    ko: '연결된 텔레그램 계정이 없습니다.',
    zh_tw: '尚未綁定 Telegram 帳號。',
    zh: '尚未绑定 Telegram 账号。',
  },
  third_last_method: {
    en: 'Bind an email before unlinking Telegram: it is your only way to sign in.',
    ko: '텔레그램이 유일한 로그인 수단입니다. 연결을 해제하기 전에 이메일을 등록해 주세요.',
    zh_tw: 'Telegram 是您唯一的登入方式，解除綁定前請先綁定電子郵件。',
    zh: 'Telegram 是您唯一的登录方式，解除绑定前请先绑定邮箱。',
  },
  third_already_bound: {
    en: 'A Telegram account is already linked. Unlink it first.',
    ko: '이미 텔레그램 계정이 연결되어 있습니다. 먼저 연결을 해제해 주세요.',
    zh_tw: '已綁定 Telegram 帳號，請先解除綁定。',
    zh: '已绑定 Telegram 账号，请先解除绑定。',
  },
  app_unknown: {
    en: 'This app is not allowed to request your account.',
    ko: '이 앱은 계정 정보를 요청할 수 없습니다.',
    zh_tw: '此應用程式無權請求您的帳戶資訊。',
    zh: '此应用无权请求您的账户信息。',
  },
  app_not_authorized: {
    en: 'You have not authorised this app yet.',
    ko: '아직 이 앱을 승인하지 않았습니다.',
    zh_tw: '您尚未授權此應用程式。',
    zh: '您尚未授权此应用。',
  },
  email_taken: {
    en: 'This email is already used by another account.',
    ko: '이 이메일은 이미 다른 계정에서 사용 중입니다.',
    zh_tw: '此電子郵件已被其他帳戶使用。',
    zh: '此邮箱已被其他账户使用。',
  },
  email_required: {
    en: 'Please bind an email first.',
    ko: '먼저 이메일을 등록해 주세요.',
    zh_tw: '請先綁定電子郵件。',
    zh: '请先绑定邮箱。',
  },
  email_already_bound: {
    en: 'An email is already bound to this account.',
    ko: '이 계정에는 이미 이메일이 등록되어 있습니다.',
    zh_tw: '此帳戶已綁定電子郵件。',
    zh: '此账户已绑定邮箱。',
  },
  ticket_invalid: {
    en: 'This step has expired. Please start again.',
    ko: '이 단계가 만료되었습니다. 처음부터 다시 시작해 주세요.',
    zh_tw: '此步驟已過期，請重新開始。',
    zh: '此步骤已过期，请重新开始。',
  },
  email_same: {
    en: 'Please enter a different email address.',
    ko: '다른 이메일 주소를 입력해 주세요.',
    zh_tw: '請輸入不同的電子郵件地址。',
    zh: '请输入不同的邮箱地址。',
  },
  backup_email_none: {
    en: 'No backup email is set.',
    ko: '설정된 백업 이메일이 없습니다.',
    zh_tw: '尚未設定備用電子郵件。',
    zh: '尚未设置备用邮箱。',
  },
  ga_not_enabled: {
    en: 'The authenticator is not enabled.',
    ko: 'OTP 인증이 활성화되어 있지 않습니다.',
    zh_tw: '尚未啟用驗證器。',
    zh: '尚未启用验证器。',
  },
  ga_already_enabled: {
    en: 'The authenticator is already enabled.',
    ko: 'OTP 인증이 이미 활성화되어 있습니다.',
    zh_tw: '驗證器已啟用。',
    zh: '验证器已启用。',
  },
  ga_secret_mismatch: {
    en: 'The authenticator key has changed. Please scan the new QR code.',
    ko: 'OTP 키가 변경되었습니다. 새 QR 코드를 스캔해 주세요.',
    zh_tw: '驗證器金鑰已變更，請掃描新的 QR 碼。',
    zh: '验证器密钥已变更，请扫描新的二维码。',
  },
  human_check_failed: {
    en: 'The human check failed. Please try again.',
    ko: '사람 확인에 실패했습니다. 다시 시도해 주세요.',
    zh_tw: '人機驗證失敗，請重試。',
    zh: '人机验证失败，请重试。',
  },
  image_invalid: {
    en: 'Only PNG, JPEG or WebP images are accepted.',
    ko: 'PNG, JPEG 또는 WebP 이미지만 업로드할 수 있습니다.',
    zh_tw: '僅支援 PNG、JPEG 或 WebP 圖片。',
    zh: '仅支持 PNG、JPEG 或 WebP 图片。',
  },
  image_too_large: {
    en: 'The image must be at most 2 MB.',
    ko: '이미지는 최대 2MB까지 가능합니다.',
    zh_tw: '圖片不得超過 2 MB。',
    zh: '图片不得超过 2 MB。',
  },
  nickname_invalid: {
    en: 'The nickname must be 2 to 20 characters.',
    ko: '닉네임은 2~20자여야 합니다.',
    zh_tw: '暱稱須為 2 至 20 個字元。',
    zh: '昵称须为 2 至 20 个字符。',
  },
  pay_id_not_found: {
    en: 'No account has this Pay ID.',
    ko: '이 Pay ID를 가진 계정이 없습니다.',
    zh_tw: '找不到此 Pay ID 的帳戶。',
    zh: '找不到此 Pay ID 的账户。',
  },
  capital_password_wrong: {
    en: 'The payment password is incorrect.',
    ko: '결제 비밀번호가 올바르지 않습니다.',
    zh_tw: '支付密碼錯誤。',
    zh: '支付密码错误。',
  },
  capital_password_not_set: {
    en: 'Please set a payment password first.',
    ko: '먼저 결제 비밀번호를 설정해 주세요.',
    zh_tw: '請先設定支付密碼。',
    zh: '请先设置支付密码。',
  },
  user_close_balance: {
    en: 'Your account still holds a balance. Withdraw or transfer it before deleting the account.',
    ko: '계정에 잔액이 남아 있습니다. 계정을 삭제하기 전에 출금하거나 이체해 주세요.',
    zh_tw: '您的帳戶仍有餘額，請先提領或轉出後再刪除帳戶。',
    zh: '您的账户仍有余额，请先提现或转出后再注销账户。',
  },
  user_close_nft: {
    en: 'Your account still holds NFTs. Move or sell them before deleting the account.',
    ko: '계정에 NFT가 남아 있습니다. 계정을 삭제하기 전에 이동하거나 판매해 주세요.',
    zh_tw: '您的帳戶仍持有 NFT，請先轉出或售出後再刪除帳戶。',
    zh: '您的账户仍持有 NFT，请先转出或售出后再注销账户。',
  },
  user_close_both: {
    en: 'Your account still holds a balance and NFTs. Move them out before deleting the account.',
    ko: '계정에 잔액과 NFT가 남아 있습니다. 계정을 삭제하기 전에 모두 옮겨 주세요.',
    zh_tw: '您的帳戶仍有餘額及 NFT，請先全部轉出後再刪除帳戶。',
    zh: '您的账户仍有余额和 NFT，请先全部转出后再注销账户。',
  },
} satisfies Record<string, Texts>;

export type SecurityMessageKey = keyof typeof SECURITY_MESSAGES;

// i18n.ts has no extension point yet: the security messages join its table here, once, at import time.
// (With `...SECURITY_MESSAGES` spread into MESSAGES in i18n.ts this line becomes a no-op.)
Object.assign(MESSAGES as Record<string, Texts>, SECURITY_MESSAGES);

/** A business error whose message lives in SECURITY_MESSAGES. */
export function securityError(code: number, key: SecurityMessageKey, params: MessageParams = {}): ApiError {
  return new ApiError(code, key as unknown as MessageKey, params);
}
