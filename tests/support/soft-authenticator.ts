/**
 * A software passkey for integration tests of the desk's ceremonies without a browser: it answers
 * the options the server generates exactly as a platform authenticator would (ES256 key, "none"
 * attestation, a signature counter), so the server's real SimpleWebAuthn verification runs. The
 * browser tests use Chromium's own virtual authenticator instead.
 */
import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { cose, isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

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

export interface SoftAuthenticatorOptions {
  /**
   * Whether it verifies its user (PIN, biometric) and says so in its flags; without, it is a
   * security key that only checks someone touched it.
   */
  readonly userVerification?: boolean;
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];
  /** Changeable, as a key whose PIN was reset: its passkeys stay, its answers no longer claim verification. */
  verifiesUser: boolean;

  constructor(options: SoftAuthenticatorOptions = {}) {
    this.verifiesUser = options.userVerification ?? true;
  }

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
    const coseKey = isoCBOR.encode(
      new Map<number, Uint8Array | number>([
        [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
        [cose.COSEKEYS.alg, cose.COSEALG.ES256],
        [cose.COSEKEYS.crv, cose.COSECRV.P256],
        [cose.COSEKEYS.x, Buffer.from(jwk.x ?? '', 'base64url')],
        [cose.COSEKEYS.y, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      // user present, user verified (when it verifies), attested credential data
      Buffer.from([this.verifiesUser ? 0x45 : 0x41]),
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
          isoCBOR.encode(
            new Map<string, string | Uint8Array | Map<string, string>>([
              ['fmt', 'none'],
              ['attStmt', new Map<string, string>()],
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

  /**
   * navigator.credentials.get() with a discoverable passkey (the first, or the one named); with
   * `userHandle`, the answer names that user instead of the one the passkey was made for.
   */
  authenticate(options: RequestOptions, origin: string, credentialId?: string, userHandle?: string) {
    const credential = this.credentials.find((each) => credentialId === undefined || b64url(each.id) === credentialId);
    if (!credential) throw new Error('no such passkey');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([this.verifiesUser ? 0x05 : 0x01]),
      counter,
    ]);
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
        userHandle: userHandle ?? credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
