import { type TSchema, type TUnsafe, Type } from 'typebox';
import { type PasswordScene, SECURITY_SCENES, type SecurityScene, type ServerLang } from './common';

/**
 * Schema fragments shared by the request schemas (`<service>/schema.ts`). Only the server and the type level use
 * them: client declarations import request schemas as types only, so TypeBox never reaches the client bundle.
 * `description` is what the API reference (docs/api.md) shows for a field (else the generator derives it).
 */

/** A string that must be one of `values`: `{type: 'string', enum}` (the 10003 message lists the values). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: object = {}): TUnsafe<T[number]> =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A JSON schema with a TypeScript type the schema cannot express itself (the browser's WebAuthn JSON). */
export const Typed = <T>(schema: TSchema): TUnsafe<T> => Type.Unsafe<T>(schema);

/** The body of a call without fields of its own (extra fields are ignored). */
export const EmptyBody = Type.Unsafe<Record<string, never>>({ type: 'object' });
/** The body of a call the reference server does not serve yet: any fields. */
export const AnyBody = Type.Record(Type.String(), Type.Unknown());

export const EmailField = Type.String({ format: 'email', maxLength: 254 });
/** A six-digit code (email one-time code or authenticator code); spaces around it are tolerated. */
export const CodeField = Type.String({ pattern: '^\\s*\\d{6}\\s*$', maxLength: 32, description: '6 digits' });
/** A password hashed by the client (SHA-256, lower-case hex); the server stores it with scrypt. */
export const HashedPasswordField = Type.String({
  pattern: '^[0-9a-f]{64}$',
  maxLength: 64,
  description: 'SHA-256 hex',
});
/**
 * What confirms a payment: the payment password (as `HashedPasswordField`) or, inside Telegram, the biometric token
 * of the session (`bio1.<id>.<secret>`, biometric/enable), which the server checks like the password.
 */
export const PaymentSecretField = Type.String({
  pattern: '^(?:[0-9a-f]{64}|bio1\\.[0-9]{1,16}\\.[A-Za-z0-9_-]{43})$',
  maxLength: 80,
  description: 'SHA-256 hex, or a biometric token',
});
/** A step ticket handed from one step of a security flow to the next. */
export const TicketField = Type.String({ minLength: 16, maxLength: 200 });
export const ReasonField = Type.String({ minLength: 1, maxLength: 500 });
export const SymbolField = Type.String({ minLength: 1, maxLength: 20 });
export const QrIdField = Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$', maxLength: 128 });
export const ChallengeIdField = Type.String({ minLength: 8, maxLength: 100 });
/** A row id (a PostgreSQL bigint, within what JSON numbers carry exactly). */
export const IdField = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
export const InitDataField = Type.String({ minLength: 1, maxLength: 4096 });
export const ThirdPlatformField = StringEnum(['telegram']);
export const PageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** Languages the server writes `msg` in (X-Language, set_language). */
export const SERVER_LANGS = ['en', 'ko', 'zh_tw', 'zh'] as const satisfies readonly ServerLang[];
export const PASSWORD_SCENE: PasswordScene = 'set_password';
/** Every scene of send_verify_code_v2. */
export const CODE_SCENES = ['login', ...SECURITY_SCENES, PASSWORD_SCENE] as readonly (
  'login' | SecurityScene | PasswordScene
)[];

const credentialProperties = {
  id: Type.String({ minLength: 1, maxLength: 1024 }),
  rawId: Type.String({ minLength: 1, maxLength: 1024 }),
  type: StringEnum(['public-key']),
  response: Type.Object({ clientDataJSON: Type.String({ maxLength: 8192 }) }),
};
/** A WebAuthn credential as the browser's JSON (only the fields the server reads are checked here). */
export const RegistrationField = Typed<import('@simplewebauthn/browser').RegistrationResponseJSON>(
  Type.Object(credentialProperties),
);
export const AuthenticationField = Typed<import('@simplewebauthn/browser').AuthenticationResponseJSON>(
  Type.Object(credentialProperties),
);
