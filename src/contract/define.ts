/**
 * How every call is declared, once, for the client, the server and the API reference (docs/api.md).
 * `Req` is the body without `time`/`sign` (the http layer adds them); `Res` is the envelope's `data`
 * (or the whole envelope for `fullResponse` calls).
 *
 * A declaration carries what the client needs at run time (path, auth rule, options) and the types. The
 * request's JSON schema lives beside it in the service's folder (`<service>/schema.ts`, TypeBox), which the
 * declaration imports as a type only: `Req` is `Static<schema>`, while the schema objects and TypeBox
 * itself stay out of the client bundle. The server pairs each declaration with its schema
 * (`src/contract/schemas.ts`), and a compile-time check there proves every `Req` equals its schema's type.
 */

/** Keys of the client's `api` namespace texts a call may show instead of the server's message. */
export type ErrorTextKey = 'checkExistFailed';

export interface CallOptions {
  /** Do not show the server's error message as a notice (profile, check_address, get_nickname_by_pay_id). */
  hideError?: boolean;
  /** Resolve with the whole `{code, msg, data}` envelope (twice_verify_geetest, check_apply_reset_ga_exist). */
  fullResponse?: boolean;
  /** Extra header set: `update` = X-Version/X-Channel/X-Platform 4; `source` = the third-party source header. */
  headerSet?: 'update' | 'source';
  /**
   * On any failure, the notice shows this text instead of the server's (check_exist: its answer would tell who has an
   * account).
   */
  errorText?: ErrorTextKey;
  /**
   * Moves money or changes an order: the client sends an `Idempotency-Key` header, one per user intent (kept
   * across retries until the server answers), and the server runs the call once per key (a repeat returns the
   * first answer). The server refuses such a call without the header.
   */
  idempotent?: boolean;
}

/**
 * Who may call: `true` = a live session is required (4001 without one); `false` = the call does not use a
 * session; `'optional'` = the session is used when the token is good, a visitor otherwise.
 */
export type Auth = true | false | 'optional';

export interface Endpoint<Req, Res, A extends Auth = Auth> {
  /** Full path, e.g. `/user-api/api/user/profile`. */
  readonly path: string;
  readonly auth: A;
  readonly options: CallOptions;
  /** Phantom field carrying the types; never set at run time. */
  readonly types?: { req: Req; res: Res };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its body type
export type AnyEndpoint = Endpoint<any, unknown>;
export type ReqOf<E> = E extends Endpoint<infer Req, infer _Res> ? Req : never;
export type ResOf<E> = E extends Endpoint<infer _Req, infer Res> ? Res : never;

/** A body whose fields the spec does not show (calls the reference server does not serve yet). */
export type UnknownBody = Record<string, unknown>;

/*
 * One factory per auth rule, because TypeScript cannot infer the rule's literal type while `Req`/`Res` are
 * given explicitly; the rule still ends up as the declaration's `auth` field (`true | false | 'optional'`).
 */

/** A call that needs a live session (`auth: true`). */
export function signedIn<Req extends object = UnknownBody, Res = unknown>(
  path: string,
  options: CallOptions = {},
): Endpoint<Req, Res, true> {
  return { path, auth: true, options };
}

/** A call that uses the session when there is one (`auth: 'optional'`). */
export function optionalAuth<Req extends object = UnknownBody, Res = unknown>(
  path: string,
  options: CallOptions = {},
): Endpoint<Req, Res, 'optional'> {
  return { path, auth: 'optional', options };
}

/** A call that does not use a session (`auth: false`). */
export function publicCall<Req extends object = UnknownBody, Res = unknown>(
  path: string,
  options: CallOptions = {},
): Endpoint<Req, Res, false> {
  return { path, auth: false, options };
}

/** The `{code, msg, data}` envelope every response uses. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
