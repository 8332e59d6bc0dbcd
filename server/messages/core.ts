import type { Texts } from './texts';

/** Messages of the protocol (envelope, sign, validation) and the core calls (sign-in, devices, coins). */
export const CORE_MESSAGES = {
  ok: { en: 'ok', ko: '성공', zh_tw: '成功', zh: '成功' },
  session_invalid: {
    en: 'Your session has expired. Please sign in again.',
    ko: '세션이 만료되었습니다. 다시 로그인해 주세요.',
    zh_tw: '登入狀態已失效，請重新登入。',
    zh: '登录状态已失效，请重新登录。',
  },
  server_busy: {
    en: 'The server is busy. Please try again later.',
    ko: '서버가 혼잡합니다. 잠시 후 다시 시도해 주세요.',
    zh_tw: '伺服器忙碌中，請稍後再試。',
    zh: '服务器繁忙，请稍后再试。',
  },
  bad_sign: {
    en: 'The request signature is invalid.',
    ko: '요청 서명이 올바르지 않습니다.',
    zh_tw: '請求簽名無效。',
    zh: '请求签名无效。',
  },
  stale_time: {
    en: 'The request time is out of range. Please check your device clock.',
    ko: '요청 시간이 허용 범위를 벗어났습니다. 기기의 시간을 확인해 주세요.',
    zh_tw: '請求時間超出範圍，請檢查裝置時間。',
    zh: '请求时间超出范围，请检查设备时间。',
  },
  invalid_param: {
    en: 'Invalid parameter {field}: {reason}',
    ko: '잘못된 매개변수 {field}: {reason}',
    zh_tw: '參數 {field} 無效：{reason}',
    zh: '参数 {field} 无效：{reason}',
  },
  payload_too_large: {
    en: 'The request is too large.',
    ko: '요청이 너무 큽니다.',
    zh_tw: '請求內容過大。',
    zh: '请求内容过大。',
  },
  too_many_requests: {
    en: 'Too many requests. Please try again later.',
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    zh_tw: '請求過於頻繁，請稍後再試。',
    zh: '请求过于频繁，请稍后再试。',
  },
  not_found: {
    en: 'The requested API does not exist.',
    ko: '요청한 API가 존재하지 않습니다.',
    zh_tw: '請求的介面不存在。',
    zh: '请求的接口不存在。',
  },
  // Plural forms by Intl.PluralRules (the rules i18next uses): translate(lang, 'wrong_code', { count }).
  wrong_code_one: {
    en: 'The verification code is incorrect. {count} attempt left.',
    ko: '인증 코드가 올바르지 않습니다. 남은 시도 횟수: {count}회.',
    zh_tw: '驗證碼錯誤，還可嘗試 {count} 次。',
    zh: '验证码错误，还可尝试 {count} 次。',
  },
  wrong_code_other: {
    en: 'The verification code is incorrect. {count} attempts left.',
    ko: '인증 코드가 올바르지 않습니다. 남은 시도 횟수: {count}회.',
    zh_tw: '驗證碼錯誤，還可嘗試 {count} 次。',
    zh: '验证码错误，还可尝试 {count} 次。',
  },
  code_expired: {
    en: 'The verification code has expired. Please request a new one.',
    ko: '인증 코드가 만료되었습니다. 새 코드를 요청해 주세요.',
    zh_tw: '驗證碼已過期，請重新取得。',
    zh: '验证码已过期，请重新获取。',
  },
  code_attempts: {
    en: 'Too many wrong attempts. Please request a new code.',
    ko: '잘못된 시도가 너무 많습니다. 새 코드를 요청해 주세요.',
    zh_tw: '錯誤次數過多，請重新取得驗證碼。',
    zh: '错误次数过多，请重新获取验证码。',
  },
  code_cooldown: {
    en: 'A code was sent recently. Please wait {seconds} seconds.',
    ko: '방금 코드가 발송되었습니다. {seconds}초 후에 다시 시도해 주세요.',
    zh_tw: '驗證碼剛剛已發送，請於 {seconds} 秒後再試。',
    zh: '验证码刚刚已发送，请在 {seconds} 秒后再试。',
  },
  login_token_invalid: {
    en: 'The login token is invalid or has expired.',
    ko: '로그인 토큰이 유효하지 않거나 만료되었습니다.',
    zh_tw: '登入憑證無效或已過期。',
    zh: '登录凭证无效或已过期。',
  },
  device_not_found: {
    en: 'Device not found.',
    ko: '기기를 찾을 수 없습니다.',
    zh_tw: '找不到該裝置。',
    zh: '找不到该设备。',
  },
  insufficient_balance: {
    en: 'Insufficient balance.',
    ko: '잔액이 부족합니다.',
    zh_tw: '餘額不足。',
    zh: '余额不足。',
  },
  unknown_coin: {
    en: 'This coin is not supported.',
    ko: '지원하지 않는 코인입니다.',
    zh_tw: '不支援此幣種。',
    zh: '不支持该币种。',
  },
  // reasons inside invalid_param
  reason_required: { en: 'is required', ko: '필수 항목입니다', zh_tw: '為必填項', zh: '为必填项' },
  reason_type: { en: 'has the wrong type', ko: '형식이 올바르지 않습니다', zh_tw: '類型錯誤', zh: '类型错误' },
  reason_email: {
    en: 'must be a valid email address',
    ko: '올바른 이메일 주소여야 합니다',
    zh_tw: '必須是有效的電子郵件地址',
    zh: '必须是有效的邮箱地址',
  },
  reason_format: { en: 'has an invalid format', ko: '형식이 잘못되었습니다', zh_tw: '格式無效', zh: '格式无效' },
  reason_min_length: {
    en: 'must be at least {limit} characters',
    ko: '{limit}자 이상이어야 합니다',
    zh_tw: '至少需要 {limit} 個字元',
    zh: '至少需要 {limit} 个字符',
  },
  reason_max_length: {
    en: 'must be at most {limit} characters',
    ko: '{limit}자 이하여야 합니다',
    zh_tw: '最多 {limit} 個字元',
    zh: '最多 {limit} 个字符',
  },
  reason_enum: {
    en: 'must be one of {values}',
    ko: '{values} 중 하나여야 합니다',
    zh_tw: '必須是 {values} 之一',
    zh: '必须是 {values} 之一',
  },
  reason_minimum: {
    en: 'must be at least {limit}',
    ko: '{limit} 이상이어야 합니다',
    zh_tw: '不得小於 {limit}',
    zh: '不得小于 {limit}',
  },
  reason_maximum: {
    en: 'must be at most {limit}',
    ko: '{limit} 이하여야 합니다',
    zh_tw: '不得大於 {limit}',
    zh: '不得大于 {limit}',
  },
  reason_not_allowed: {
    en: 'is not allowed',
    ko: '허용되지 않는 항목입니다',
    zh_tw: '不允許此欄位',
    zh: '不允许此字段',
  },
  reason_characters: {
    en: 'contains a character that is not allowed',
    ko: '허용되지 않는 문자가 포함되어 있습니다',
    zh_tw: '包含不允許的字元',
    zh: '包含不允许的字符',
  },
  reason_depth: {
    en: 'is nested more than {limit} levels deep',
    ko: '중첩이 {limit}단계를 넘습니다',
    zh_tw: '巢狀層級超過 {limit} 層',
    zh: '嵌套层级超过 {limit} 层',
  },
  reason_invalid: { en: 'is invalid', ko: '올바르지 않습니다', zh_tw: '無效', zh: '无效' },
} satisfies Record<string, Texts>;
