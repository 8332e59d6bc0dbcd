/**
 * How every call of spec section 7 is declared, once, for both the client and the server.
 * `Req` is the body without `time`/`sign` (the http layer adds them); `Res` is the envelope's `data`
 * (or the whole envelope for `fullResponse` calls).
 */
export interface CallOptions {
  /** Do not show the server's error message as a notice (profile, check_address, get_nickname_by_pay_id). */
  hideError?: boolean;
  /** Resolve with the whole `{code, msg, data}` envelope (twice_verify_geetest, check_apply_reset_ga_exist). */
  fullResponse?: boolean;
  /** Extra header set: `update` = X-Version/X-Channel/X-Platform 4; `source` = the third-party source header. */
  headerSet?: 'update' | 'source';
}

export interface Endpoint<Req, Res> {
  /** Full path, e.g. `/user-api/api/user/profile`. */
  readonly path: string;
  readonly options: CallOptions;
  /** Phantom field carrying the types; never set at run time. */
  readonly types?: { req: Req; res: Res };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its body type
export type AnyEndpoint = Endpoint<any, unknown>;
export type ReqOf<E> = E extends Endpoint<infer Req, infer _Res> ? Req : never;
export type ResOf<E> = E extends Endpoint<infer _Req, infer Res> ? Res : never;

/** A body whose fields the spec does not show. */
export type UnknownBody = Record<string, unknown>;

export function endpoint<Req extends object = UnknownBody, Res = unknown>(
  path: string,
  options: CallOptions = {},
): Endpoint<Req, Res> {
  return { path, options };
}

/** The `{code, msg, data}` envelope every response uses. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}
