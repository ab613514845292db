import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for API tests: it answers WebAuthn options the way a browser with a platform
 * authenticator does (ES256 key, "none" attestation, WebAuthn Level 3 JSON), so the server's real
 * verification runs against real signatures. The browser tests use Chromium's virtual authenticator.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  private userHandle: string | undefined;

  constructor(private readonly origin: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  private get rpIdHash() {
    return createHash('sha256').update(new URL(this.origin).hostname).digest();
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private counterBytes() {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(++this.counter);
    return bytes;
  }

  /** The answer to registration options (navigator.credentials.create()). */
  register(options: { challenge: string; user?: { id: string } }, { origin }: { origin?: string } = {}) {
    this.userHandle = options.user?.id;
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const credentialId = Buffer.from(this.credentialId, 'base64url');
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const flags = Buffer.from([0x01 | 0x04 | 0x40]); // user present, user verified, attested credential data
    const authData = Buffer.concat([this.rpIdHash, flags, this.counterBytes(), Buffer.alloc(16), idLength, credentialId, isoCBOR.encode(coseKey)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin).toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to authentication options (navigator.credentials.get()), signed with this passkey's key. */
  authenticate(options: { challenge: string }, { userVerified = true }: { userVerified?: boolean } = {}) {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const flags = Buffer.from([0x01 | (userVerified ? 0x04 : 0)]);
    const authenticatorData = Buffer.concat([this.rpIdHash, flags, this.counterBytes()]);
    const signature = sign('sha256', Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]), this.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signature.toString('base64url'),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
