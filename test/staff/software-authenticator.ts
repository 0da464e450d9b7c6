import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Flags of the authenticator data: user present, user verified, and (on registration) credential data attached. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A passkey authenticator in software, as a browser's platform authenticator answers: an ES256 key
 * pair, 'none' attestation, a signature counter. Answers are signed with node:crypto and encoded
 * with CBOR, so the server checks them exactly as it checks a real device's.
 */
export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(32);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;

  constructor(private readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, CBORType>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([this.header(options.rp.id!, UP | UV | AT), Buffer.alloc(16), idLength, this.credentialId, Buffer.from(encodeCBOR(coseKey))]);
    const attestation = new Map<string, CBORType>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, CBORType>()],
      ['authData', new Uint8Array(authData)],
    ]);
    const attestationObject = encodeCBOR(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  signIn(options: PublicKeyCredentialRequestOptionsJSON, rpId = options.rpId!): AuthenticationResponseJSON {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = this.header(rpId, UP | UV);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature) },
    };
  }

  private header(rpId: string, flags: number): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}
