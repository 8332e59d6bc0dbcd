import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { contract } from '@/contract';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { generate } from 'otplib';
import type { GenGaSecretRes } from '@/contract';
import type { TestServer } from '../../testing/harness';

/** Helpers shared by the security tests (not a test file itself). */

/** Asks send_verify_code_v2 for a code of `scene` and reads it from the development mailbox of `to`. */
export async function securityCode(
  server: TestServer,
  options: { token?: string; scene: string; email?: string; to: string },
): Promise<string> {
  await server.skipCooldown(options.to);
  const body: Record<string, unknown> = { scene: options.scene };
  if (options.email) body.email = options.email;
  const sent = await server.post(contract.user.sendVerifyCodeV2.path, body, { token: options.token });
  if (sent.code !== 0) throw new Error(`send_verify_code_v2 ${options.scene}: ${sent.code} ${sent.msg}`);
  return server.latestCode(options.to);
}

/** A current authenticator code; the account's replay guard is reset first so each test step may use one. */
export async function gaCode(server: TestServer, secret: string): Promise<string> {
  await server.db.query('UPDATE users SET ga_last_step = 0 WHERE ga_secret = $1', [secret]);
  return generate({ secret });
}

/** Turns the authenticator on for the signed-in account; returns its secret. */
export async function enableGa(server: TestServer, token: string): Promise<string> {
  const gen = await server.post<GenGaSecretRes>(contract.user.genGaSecret.path, {}, { token });
  if (gen.code !== 0) throw new Error(`gen_ga_secret: ${gen.code} ${gen.msg}`);
  const open = await server.post(
    contract.user.openGa.path,
    { secret: gen.data.secret, code: await generate({ secret: gen.data.secret }) },
    { token },
  );
  if (open.code !== 0) throw new Error(`open_ga: ${open.code} ${open.msg}`);
  return gen.data.secret;
}

export const userIdOf = async (server: TestServer, email: string): Promise<number> => {
  const [row] = await server.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
};

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The page the WebAuthn tests pretend to run on. */
export const WEB_ORIGIN = 'http://localhost:5173';
export const WEB_HEADERS = { host: 'localhost:5173', origin: WEB_ORIGIN };

/**
 * A software authenticator: an ES256 key pair, `none` attestation, and assertions signed over
 * authenticatorData || sha256(clientDataJSON), as a browser and a platform authenticator would produce.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  private readonly keys: { publicKey: KeyObject; privateKey: KeyObject };

  constructor(
    readonly rpId = 'localhost',
    readonly origin = WEB_ORIGIN,
  ) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  register(challenge: string, overrides: { origin?: string; rpId?: string } = {}): RegistrationResponseJSON {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4), // sign count 0
      Buffer.alloc(16), // aaguid
      length,
      this.credentialId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge, overrides.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  authenticate(
    challenge: string,
    overrides: { origin?: string; badSignature?: boolean; keepCounter?: boolean } = {},
  ): AuthenticationResponseJSON {
    if (!overrides.keepCounter) this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(this.rpId), Buffer.from([0x05]), count]);
    const clientData = this.clientData('webauthn.get', challenge, overrides.origin);
    const signed = Buffer.concat([authData, sha256(clientData)]);
    const signature = sign(
      'sha256',
      overrides.badSignature ? Buffer.concat([signed, Buffer.from([1])]) : signed,
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}
