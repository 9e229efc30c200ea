/**
 * A software passkey for integration tests of the desk's ceremonies without a browser: it answers
 * the options the server generates exactly as a platform authenticator would (ES256 key, "none"
 * attestation, a signature counter), so the server's real SimpleWebAuthn verification runs. The
 * browser tests use Chromium's own virtual authenticator instead.
 */
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** The few CBOR items an attestation needs: unsigned and negative integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65_536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

interface Credential {
  readonly id: Buffer;
  readonly privateKey: KeyObject;
  readonly rpId: string;
  readonly userHandle: string;
  counter: number;
}

interface CreationOptions {
  readonly challenge: string;
  readonly rp: { readonly id?: string };
  readonly user: { readonly id: string };
}
interface RequestOptions {
  readonly challenge: string;
  readonly rpId?: string;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  get credentialIds(): string[] {
    return this.credentials.map((credential) => b64url(credential.id));
  }

  /**
   * navigator.credentials.create(), answered as @simplewebauthn/browser posts it: a new passkey,
   * or with `reuse` one this authenticator already holds (as one that ignores excludeCredentials).
   */
  register(options: CreationOptions, origin: string, reuse?: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    let credential = this.credentials.find((each) => reuse !== undefined && b64url(each.id) === reuse);
    if (reuse !== undefined && !credential) throw new Error('no such passkey');
    if (!credential) {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      credential = { id: randomBytes(16), privateKey, rpId, userHandle: options.user.id, counter: 0 };
      this.credentials.push(credential);
    }
    const jwk = createPublicKey(credential.privateKey).export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      Buffer.alloc(4),
      Buffer.alloc(16), // AAGUID
      idLength,
      credential.id,
      coseKey,
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(clientData)),
        attestationObject: b64url(
          cbor(
            new Map<Cbor, Cbor>([
              ['fmt', 'none'],
              ['attStmt', new Map()],
              ['authData', authData],
            ]),
          ),
        ),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() with a discoverable passkey (the first, or the one named). */
  authenticate(options: RequestOptions, origin: string, credentialId?: string) {
    const credential = this.credentials.find((each) => credentialId === undefined || b64url(each.id) === credentialId);
    if (!credential) throw new Error('no such passkey');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(options.rpId ?? credential.rpId), Buffer.from([0x05]), counter]);
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
