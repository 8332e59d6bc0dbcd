/**
 * The envelope codes, for the server (which answers them) and the client (which reads them), and their
 * documentation (docs/api.md's code table is generated from CODE_DOCS by `npm run docs:api`).
 * Business errors answer HTTP 200 with a non-zero code, as the client reads `code`; protocol errors keep their
 * HTTP status (404, 413, 500).
 */

/** The cookie that carries the session's access token; the page server reads it too (preloads). */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** Envelope code: the session is no longer valid (the client signs out). */
export const SESSION_INVALID_CODE = 4001;
/** Envelope codes that mean success. */
export const SUCCESS_CODES: readonly number[] = [200, 0, 40103, 40010];

/** Protocol and general business codes. */
export const Codes = {
  OK: 0,
  SESSION_INVALID: SESSION_INVALID_CODE,
  SERVER_BUSY: 10000,
  BAD_SIGN: 10001,
  STALE_TIME: 10002,
  INVALID_PARAM: 10003,
  PAYLOAD_TOO_LARGE: 10004,
  TOO_MANY_REQUESTS: 10029,
  NOT_FOUND: 10404,
  WRONG_CODE: 20001,
  CODE_EXPIRED: 20002,
  CODE_ATTEMPTS: 20003,
  CODE_COOLDOWN: 20004,
  LOGIN_TOKEN_INVALID: 20005,
  DEVICE_NOT_FOUND: 20006,
  INSUFFICIENT_BALANCE: 30001,
  UNKNOWN_COIN: 30002,
  AMOUNT_INVALID: 32001,
  SWAP_PAIR_UNAVAILABLE: 32002,
  SWAP_AMOUNT_RANGE: 32003,
  QUOTE_EXPIRED: 32004,
  SLIPPAGE_EXCEEDED: 32005,
  SLIPPAGE_INVALID: 32006,
  TRANSFER_TO_SELF: 32010,
  TRANSFER_ACCOUNTS_INVALID: 32011,
  PAYMENT_PASSWORD_REQUIRED: 32012,
  WALLET_RECORD_NOT_FOUND: 32020,
  ADDRESS_DUPLICATE: 32031,
  CHAIN_UNKNOWN: 32032,
  ADDRESS_BOOK_FULL: 32033,
  // Deposits and withdrawals (the chain: 31000–31099).
  CHAIN_NOT_SUPPORTED: 31001,
  ADDRESS_INVALID: 31002,
  AMOUNT_BELOW_MIN: 31003,
  DAILY_LIMIT_EXCEEDED: 31004,
  WITHDRAW_HOLD: 31005,
  WITHDRAW_NOT_FOUND: 31006,
  WITHDRAW_NOT_CANCELLABLE: 31007,
  OWN_ADDRESS: 31008,
  AMOUNT_PRECISION: 31009,
  DEPOSIT_ADDRESS_UNKNOWN: 31010,
  // fiat purchase, payment orders, project logs, NFT custody (33000–33099)
  FIAT_UNSUPPORTED: 33001,
  FIAT_AMOUNT_OUT_OF_RANGE: 33002,
  FIAT_ORDER_NOT_FOUND: 33003,
  FIAT_PROVIDER_UNAVAILABLE: 33005,
  PAY_ORDER_NOT_FOUND: 33010,
  PROJECT_RECORD_NOT_FOUND: 33020,
  NFT_NOT_FOUND: 33030,
  NFT_NOT_MOVABLE: 33031,
  NFT_NOT_IN_PACKAGE: 33032,
  NFT_COLLECTION_NOT_FOUND: 33033,
  NFT_RECORD_NOT_FOUND: 33034,
  NFT_WITHDRAW_TOKEN_INVALID: 33035,
  NFT_WITHDRAW_DAILY_LIMIT: 33036,
  NFT_TOKEN_ELSEWHERE: 33037,
  // NFT market (docs/market.md)
  MARKET_GOODS_NOT_FOUND: 33040,
  MARKET_ORDER_NOT_FOUND: 33041,
  MARKET_ORDER_CLOSED: 33042,
  MARKET_OWN_ORDER: 33043,
  MARKET_PRICE_INVALID: 33044,
  MARKET_QUANTITY_INVALID: 33045,
  MARKET_NOT_LISTABLE: 33046,
  MARKET_CART_CHANGED: 33047,
  MARKET_CART_TOKEN_INVALID: 33048,
  MARKET_COIN_NOT_TRADED: 33049,
  BID_EXPIRY_INVALID: 33050,
  BID_NOT_FUNDED: 33051,
  BID_NOT_MATCHING: 33052,
  BID_TRAIT_UNKNOWN: 33053,
  BID_LIMIT: 33054,
  // messages and support tickets (34000–34099)
  MESSAGE_NOT_FOUND: 34001,
  TICKET_NOT_FOUND: 34010,
  TICKET_CLOSED: 34011,
  TICKET_CATEGORY_INVALID: 34012,
  TICKET_IMAGE_INVALID: 34013,
  TICKET_LIMIT: 34014,
} as const;

/** Business codes of accounts and the security centre; `USER_CLOSE_REFUSED` is the contract's 20501. */
export const SecurityCodes = {
  PASSWORD_WRONG: 20101,
  GA_CODE_WRONG: 20103,
  GA_REQUIRED: 20104,
  QR_INVALID: 20111,
  QR_STATE: 20112,
  PASSKEY_CHALLENGE_INVALID: 20121,
  PASSKEY_VERIFY_FAILED: 20122,
  PASSKEY_NOT_FOUND: 20123,
  PASSKEY_ORIGIN: 20124,
  PASSKEY_LIMIT: 20125,
  PASSKEY_NAME_INVALID: 20126,
  TELEGRAM_USED: 20130,
  TELEGRAM_INVALID: 20131,
  TELEGRAM_EXPIRED: 20132,
  TELEGRAM_UNAVAILABLE: 20133,
  THIRD_TAKEN: 20134,
  THIRD_NOT_BOUND: 20135,
  THIRD_LAST_METHOD: 20136,
  THIRD_ALREADY_BOUND: 20137,
  APP_UNKNOWN: 20138,
  APP_NOT_AUTHORIZED: 20139,
  EMAIL_TAKEN: 20141,
  EMAIL_REQUIRED: 20142,
  EMAIL_ALREADY_BOUND: 20143,
  TICKET_INVALID: 20144,
  EMAIL_SAME: 20145,
  BACKUP_EMAIL_NONE: 20146,
  GA_NOT_ENABLED: 20151,
  GA_ALREADY_ENABLED: 20152,
  GA_SECRET_MISMATCH: 20153,
  HUMAN_CHECK_FAILED: 20155,
  HUMAN_CHECK_REQUIRED: 20156,
  IMAGE_INVALID: 20161,
  IMAGE_TOO_LARGE: 20162,
  NICKNAME_INVALID: 20163,
  PAY_ID_NOT_FOUND: 20164,
  CAPITAL_PASSWORD_WRONG: 20165,
  CAPITAL_PASSWORD_NOT_SET: 20166,
  USER_CLOSE_REFUSED: 20501,
} as const;

/**
 * One row of the API reference's code table (docs/api.md): the HTTP status, what the code means, and when it is
 * answered.
 */
export interface CodeDoc {
  http: string;
  meaning: string;
  when: string;
}

/** Documentation of every code in `Codes` and `SecurityCodes` (the apiDoc test checks both ways). */
export const CODE_DOCS: Readonly<Record<number, CodeDoc>> = {
  0: { http: '200', meaning: 'ok', when: 'success (`msg` "ok", localised)' },
  4001: {
    http: '200',
    meaning: 'session invalid',
    when: 'bearer token missing, unknown, expired or revoked on an `auth: yes` call, or its account closed; also send_verify_code_v2 without a session for any scene but `login`, `reset_ga`, `reset_email`',
  },
  10000: { http: '500', meaning: 'server busy', when: 'any unexpected error (logged; no details in the answer)' },
  10001: { http: '200', meaning: 'bad sign', when: '`sign` missing or not matching the body' },
  10002: { http: '200', meaning: 'stale time', when: '`time` missing or more than 300 s from the server clock' },
  10003: {
    http: '200, or 400 / 415',
    meaning: 'invalid parameter',
    when: 'a body field breaks its rule (wrong type, out of bounds, a NUL or an unpaired surrogate in a string, `time` not an integer): `msg` names the field and the reason (HTTP 200); malformed JSON, JSON nested deeper than 32 levels or `__proto__` keys (400); another content type than JSON (415)',
  },
  10004: { http: '413', meaning: 'request too large', when: 'body over `BODY_LIMIT` (1 MiB; upload_image 3 MiB)' },
  10029: {
    http: '200',
    meaning: 'too many requests',
    when: 'a rate limit (counters in the database, shared by every instance): codes per address 10/h and per IP 30/h; sign-in attempts per IP 60 per 10 min (login_otp, login_x_v2, login_passkey, login_third_x, email_reset_ga_verify, QR and passkey challenges, human-check challenges; Pay ID lookups per account); wrong sign-in codes or passwords per address from a device that signed in to it before 15/h (other devices: 20156); wrong email codes of other scenes per address 15/h; wrong authenticator codes per account 10 per 10 min; wrong payment passwords 10/h; uploads 30/h; support requests per IP 10/h. The per-IP limits (and the Pay ID one) are lifted when `NODE_ENV=test`',
  },
  10404: {
    http: '404',
    meaning: 'not found',
    when: 'unknown API path (any method), unknown upload, or `/dev/mailbox` in production',
  },
  20001: { http: '200', meaning: 'wrong code', when: 'wrong email code; `msg` says how many attempts are left' },
  20002: {
    http: '200',
    meaning: 'code expired',
    when: 'older than 10 min, already used, superseded, or never requested',
  },
  20003: {
    http: '200',
    meaning: 'too many wrong attempts',
    when: 'the 5th wrong try invalidates the code; request a new one',
  },
  20004: {
    http: '200',
    meaning: 'resend cooldown',
    when: 'a code for the same address and scene was sent less than 60 s ago; `msg` gives the seconds, and `data.retry_after` (the only error with data)',
  },
  20005: { http: '200', meaning: 'login token invalid', when: 'unknown, used or expired `login_token`' },
  20006: {
    http: '200',
    meaning: 'device not found',
    when: 'user_device_logout with an id that is not a live session of this account',
  },
  20101: {
    http: '200',
    meaning: 'wrong email or password',
    when: 'login_x_v2: wrong password, unknown address, or an account without a password (alike)',
  },
  20103: {
    http: '200',
    meaning: 'wrong authenticator code',
    when: 'wrong, reused or out-of-window TOTP code (counted per account); email_reset_ga_verify also for an address without an authenticator',
  },
  20104: {
    http: '200',
    meaning: 'authenticator code required',
    when: 'the authenticator is on and `ga_code` is missing',
  },
  20111: { http: '200', meaning: 'QR code expired', when: 'unknown, expired or cancelled QR code' },
  20112: { http: '200', meaning: 'QR code used', when: 'the code was scanned by another account or already answered' },
  20121: {
    http: '200',
    meaning: 'passkey request expired',
    when: 'the WebAuthn challenge is unknown, used or older than 300 s (at login_verify_x: not the newest one asked with that `verify_token`)',
  },
  20122: {
    http: '200',
    meaning: 'passkey not verified',
    when: 'the attestation or assertion does not verify (or the signature counter went back)',
  },
  20123: {
    http: '200',
    meaning: 'passkey not found',
    when: 'no such passkey of this account (or of an open account, at sign-in)',
  },
  20124: {
    http: '200',
    meaning: 'passkey origin refused',
    when: '`Origin` is not the `Host` (or a subdomain) over https / http on localhost, nor in `PASSKEY_ORIGINS`',
  },
  20125: { http: '200', meaning: 'passkey limit', when: 'the account already has 10 passkeys; `msg` gives the limit' },
  20126: { http: '200', meaning: 'passkey name invalid', when: 'the name is not 1 to 50 characters after trimming' },
  20130: {
    http: '200',
    meaning: 'Telegram data used',
    when: 'login_third_x with init data that already opened a session on another device (or without `X-Dtoken`); reopening the mini app gives new init data',
  },
  20131: {
    http: '200',
    meaning: 'Telegram data invalid',
    when: 'init data forged, tampered, without a user, or its `auth_date` more than 60 s ahead of the server clock',
  },
  20132: {
    http: '200',
    meaning: 'Telegram data expired',
    when: 'init data `auth_date` older than `TELEGRAM_INIT_MAX_AGE` (300 s) at sign-in, or a day at user_third_bind',
  },
  20133: { http: '200', meaning: 'Telegram unavailable', when: 'the server has no `BOT_TOKEN`' },
  20134: { http: '200', meaning: 'Telegram account taken', when: 'that Telegram user is linked to another account' },
  20135: { http: '200', meaning: 'Telegram not linked', when: 'user_third_unbind without a link' },
  20136: { http: '200', meaning: 'last sign-in method', when: 'unlinking Telegram from an account without an email' },
  20137: {
    http: '200',
    meaning: 'Telegram already linked',
    when: 'the account is linked to another Telegram user; unlink first',
  },
  20138: { http: '200', meaning: 'unknown app', when: '`app_id` is not an enabled third-party app' },
  20139: {
    http: '200',
    meaning: 'app not authorised',
    when: 'the user has not authorised this app (third_authorize_uuid)',
  },
  20141: { http: '200', meaning: 'email taken', when: 'another account uses the address' },
  20142: {
    http: '200',
    meaning: 'email required',
    when: "the call needs the account's email and none is bound (Telegram-created accounts)",
  },
  20143: {
    http: '200',
    meaning: 'email already bound',
    when: 'bind_email (or its code) for an account that has an email',
  },
  20144: {
    http: '200',
    meaning: 'ticket invalid',
    when: "a step ticket (`ticket`, `verify_token`) unknown, used, expired (10 min; login 5 min), out of tries, or another account's",
  },
  20145: {
    http: '200',
    meaning: 'same email',
    when: 'the new address equals the current one (or the backup the primary / old backup)',
  },
  20146: { http: '200', meaning: 'no backup email', when: 'backup_email_del without a backup address' },
  20151: {
    http: '200',
    meaning: 'authenticator off',
    when: 'the call needs the authenticator on (close_ga, email_modify_reset, ga_reset_verify, ...)',
  },
  20152: { http: '200', meaning: 'authenticator already on', when: 'gen_ga_secret / open_ga while it is on' },
  20153: {
    http: '200',
    meaning: 'authenticator key changed',
    when: 'open_ga with a `secret` other than the last gen_ga_secret',
  },
  20155: {
    http: '200',
    meaning: 'human check failed',
    when: 'twice_verify_geetest: unknown, used or expired challenge, or too few zero bits',
  },
  20156: {
    http: '200',
    meaning: 'human check required',
    when: 'login_x_v2 / login_otp from a device that never signed in to the account, after 5 wrong guesses for the address this hour: `data` is `{retry_after}`, the seconds to wait first (doubling with each further failure, at most 300), then pass twice_verify_geetest with the `email` and send its `token` as `human_token`',
  },
  20161: {
    http: '200',
    meaning: 'image invalid',
    when: 'not a base64 data URL of a PNG, JPEG or WebP (checked by content)',
  },
  20162: { http: '200', meaning: 'image too large', when: 'over 2 MB decoded' },
  20163: {
    http: '200',
    meaning: 'nickname invalid',
    when: 'not 2 to 20 characters after trimming, or control characters',
  },
  20164: { http: '200', meaning: 'Pay ID not found', when: 'no open account has that Pay ID' },
  20165: {
    http: '200',
    meaning: 'payment password wrong',
    when: 'open_nft_free with a wrong payment password (counted)',
  },
  20166: { http: '200', meaning: 'payment password not set', when: 'open_nft_free before modify_capital_password' },
  20501: {
    http: '200',
    meaning: 'account cannot be closed',
    when: 'close while a balance or an NFT remains; `msg` names which (`data` is null)',
  },
  30001: {
    http: '200',
    meaning: 'insufficient balance',
    when: 'a ledger posting would make `available` or `frozen` negative',
  },
  30002: { http: '200', meaning: 'unknown coin', when: 'coin symbol not listed' },
  32001: {
    http: '200',
    meaning: 'amount invalid',
    when: 'an amount of zero, or with more decimals than the coin has',
  },
  32002: { http: '200', meaning: 'swap pair unavailable', when: 'no enabled pair of that kind for the two coins' },
  32003: {
    http: '200',
    meaning: 'swap amount out of range',
    when: "below the pair's minimum or above its maximum (`msg` names the limit)",
  },
  32004: {
    http: '200',
    meaning: 'quote expired',
    when: 'swap_apply with a quote that expired, was used already or is not the caller’s: ask for a new quote',
  },
  32005: {
    http: '200',
    meaning: 'price moved',
    when: 'swap_apply when the amount at the current price is below the quote’s minimum for the slippage; nothing moved',
  },
  32006: { http: '200', meaning: 'slippage invalid', when: 'slippage above 50 %' },
  32010: { http: '200', meaning: 'transfer to yourself', when: 'transfer with the caller’s own Pay ID' },
  32011: {
    http: '200',
    meaning: 'accounts invalid',
    when: 'an account transfer without both accounts, between the same account, or game ↔ pledge',
  },
  32012: { http: '200', meaning: 'payment password required', when: 'transfer to a Pay ID without `password`' },
  32020: { http: '200', meaning: 'record not found', when: 'a detail call with an id that is not the caller’s' },
  32031: { http: '200', meaning: 'address already saved', when: 'the same chain and address are in the book' },
  32032: { http: '200', meaning: 'unknown chain', when: 'a chain the server does not list' },
  32033: { http: '200', meaning: 'address book full', when: 'more than 200 addresses' },
  31001: {
    http: '200',
    meaning: 'chain not supported',
    when: 'deposit or withdrawal of a coin on a chain it does not use (`data.chains`: the ones it does)',
  },
  31002: { http: '200', meaning: 'invalid address', when: "the address breaks the chain's format rules" },
  31003: {
    http: '200',
    meaning: 'amount below the minimum',
    when: 'withdrawal below the minimum of the coin on the chain (`data.min`)',
  },
  31004: {
    http: '200',
    meaning: 'daily limit exceeded',
    when: "withdrawal beyond what is left of today's limit (`data.left`, `data.limit`)",
  },
  31005: {
    http: '200',
    meaning: 'withdrawals on hold',
    when: 'within 24 hours of a security change (`user_risk`); `data.until`: the end (unix seconds)',
  },
  31006: { http: '200', meaning: 'withdrawal not found', when: "unknown id, or another user's withdrawal" },
  31007: {
    http: '200',
    meaning: 'withdrawal cannot be cancelled',
    when: 'withdraw_cancel once processing has started (`data.status`)',
  },
  31008: { http: '200', meaning: 'own address', when: "withdrawal to the caller's own deposit address" },
  31009: {
    http: '200',
    meaning: 'too many decimals',
    when: 'an amount with more decimals than the coin has (`data.decimals`)',
  },
  31010: {
    http: '200',
    meaning: 'not a deposit address',
    when: "POST /dev/chain/deposit to an address that is not one of this platform's",
  },
  33001: {
    http: '200',
    meaning: 'not buyable',
    when: 'fiat quote/create_order: the coin, fiat currency or channel is not offered (or disabled)',
  },
  33002: {
    http: '200',
    meaning: 'amount outside the channel limits',
    when: "create_order: below the channel's minimum or above its maximum, or the fee would take it all; `msg` names the limits",
  },
  33003: { http: '200', meaning: 'fiat order not found', when: 'no order of the caller has that `order_no`' },
  33005: {
    http: '200',
    meaning: 'provider unavailable',
    when: "create_order/get_widget_url when the channel's payment page is not available: the reference server's only provider is the simulated one, whose page is off with the development features (production)",
  },
  33010: {
    http: '200',
    meaning: 'payment order not found',
    when: 'no payment order of the caller has that `order_no`',
  },
  33020: {
    http: '200',
    meaning: 'record not found',
    when: 'no project recharge/withdrawal of the caller has that `id`',
  },
  33030: { http: '200', meaning: 'NFT not found', when: 'the caller holds no item with that `item_id` (or token)' },
  33031: {
    http: '200',
    meaning: 'NFT cannot move',
    when: 'to the game package: fewer editions in the wallet than asked (listed on the market, withdrawing or already in the package), or an ERC721 amount other than 1; a batch moves nothing then',
  },
  33032: {
    http: '200',
    meaning: 'not in the game package',
    when: 'nft_withdraw_back: fewer editions in the package than asked',
  },
  33033: { http: '200', meaning: 'collection not found', when: 'no NFT collection has that `symbol`' },
  33034: {
    http: '200',
    meaning: 'record not found',
    when: 'no NFT deposit or withdrawal of the caller has that `id`',
  },
  33035: {
    http: '200',
    meaning: 'withdrawal token not valid',
    when: "withdraw_by_token: the token is unknown, used, expired or another user's",
  },
  33036: {
    http: '200',
    meaning: 'daily NFT withdrawal limit',
    when: 'more editions than the chain allows a user to withdraw per UTC day (`data.left`)',
  },
  33037: {
    http: '200',
    meaning: 'token held elsewhere',
    when: 'an NFT deposit of an ERC721 token this platform already holds for someone (development chain only)',
  },
  33040: { http: '200', meaning: 'NFT not found', when: 'no token of the market has that `symbol` and `token_id`' },
  33041: {
    http: '200',
    meaning: 'listing not found',
    when: 'no listing has that `order_no` (or it is not the caller’s, for change/off)',
  },
  33042: {
    http: '200',
    meaning: 'listing closed',
    when: 'buy/change/off of a listing that was sold or delisted a moment ago; nothing moved',
  },
  33043: { http: '200', meaning: 'own listing', when: 'buying your own listing' },
  33044: {
    http: '200',
    meaning: 'price not valid',
    when: 'a price of zero, with more decimals than the coin has, or outside the coin’s range (`trade_fee` min_price/max_price; `msg` names them)',
  },
  33045: {
    http: '200',
    meaning: 'quantity not valid',
    when: 'more editions than the listing has left, or an ERC721 quantity other than 1',
  },
  33046: {
    http: '200',
    meaning: 'cannot be listed',
    when: 'on: fewer editions free in the wallet than asked (listed already, in the game package or withdrawing); a batch lists nothing then',
  },
  33047: {
    http: '200',
    meaning: 'cart changed',
    when: 'buy_batch: a line was sold, delisted or changed price since the check; nothing is bought and `msg` names the item',
  },
  33048: {
    http: '200',
    meaning: 'cart token not valid',
    when: "buy_batch_v2: the token is unknown, used, expired or another user's",
  },
  33049: {
    http: '200',
    meaning: 'coin not traded',
    when: 'a listing in a coin the market does not trade in (`market_fees`)',
  },
  33050: {
    http: '200',
    meaning: 'expiry not valid',
    when: 'a bid whose `expires_at` is less than 5 minutes or more than 180 days away',
  },
  33051: {
    http: '200',
    meaning: 'bid not funded',
    when: "taking a bid whose bidder's available balance cannot pay it now; nothing moved and the bid stays open (shown to its owner as unfunded)",
  },
  33052: {
    http: '200',
    meaning: 'item does not match the bid',
    when: "taking a bid with an item of another token, collection or trait value than the bid's",
  },
  33053: {
    http: '200',
    meaning: 'trait unknown',
    when: 'a trait bid on a trait type and value no token of the collection has (or only one of the two given)',
  },
  33054: {
    http: '200',
    meaning: 'too many open bids',
    when: 'placing a bid while holding 200 open bids already',
  },
  34001: {
    http: '200',
    meaning: 'message not found',
    when: "message detail with an id that is not one of the caller's messages, or was deleted",
  },
  34010: {
    http: '200',
    meaning: 'ticket not found',
    when: "a support ticket id that is not one of the caller's tickets",
  },
  34011: { http: '200', meaning: 'ticket closed', when: 'replying to or closing a closed ticket' },
  34012: {
    http: '200',
    meaning: 'category invalid',
    when: 'an unknown category, a sub-category of another category, or none where the category has sub-categories',
  },
  34013: {
    http: '200',
    meaning: 'ticket image invalid',
    when: 'a ticket or reply names a picture the caller did not upload',
  },
  34014: { http: '200', meaning: 'too many open tickets', when: 'creating a ticket while 10 are not closed' },
};
