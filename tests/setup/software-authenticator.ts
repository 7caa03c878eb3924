import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests of the WebAuthn use cases without a browser: it
 * answers registration and sign-in options as a browser and a platform authenticator would (an
 * ES256 key, "none" attestation, user present and verified), for the origin given. `counter` is
 * the signature counter it reports next; set it back to replay a cloned authenticator.
 */
export function softwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const id = isoBase64URL.fromBuffer(credentialId);
  const state = { counter: 1 };

  const authenticatorData = (rpId: string, attested?: Uint8Array) => {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(state.counter);
    // Flags: user present (0x01), user verified (0x04), attested credential data (0x40).
    const flags = 0x05 | (attested ? 0x40 : 0);
    return Buffer.concat([createHash('sha256').update(rpId).digest(), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    state,
    register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authenticatorData(options.rp.id!, attested)]]) as never);
      state.counter += 1;
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: isoBase64URL.fromBuffer(clientData('webauthn.create', options.challenge)), attestationObject: isoBase64URL.fromBuffer(attestationObject), transports: ['internal'] },
      };
    },
    signIn(options: PublicKeyCredentialRequestOptionsJSON, { origin: signedOrigin = origin }: { origin?: string } = {}): AuthenticationResponseJSON {
      const data = authenticatorData(options.rpId!);
      const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: signedOrigin, crossOrigin: false }));
      const signature = sign('sha256', Buffer.concat([data, createHash('sha256').update(clientDataJSON).digest()]), privateKey);
      state.counter += 1;
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON), authenticatorData: isoBase64URL.fromBuffer(data), signature: isoBase64URL.fromBuffer(signature) },
      };
    },
  };
}
