import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import type { PasskeyView } from '../../../contracts/staff-views';
import { StaffPasskey } from '../entities/staff-passkey.entity';
import type { StaffMember } from '../entities/staff-member.entity';
import { FactorErrors } from './factor-errors';

const RP_NAME = 'DFW Roadside';

type Transports = NonNullable<RegistrationResponseJSON['response']['transports']>;

export const passkeyView = ({ id, name, createdAt, lastUsedAt }: StaffPasskey): PasskeyView => ({
  id,
  name,
  createdAt: createdAt.toISOString(),
  lastUsedAt: lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys through @simplewebauthn: the relying party is the install's domain (PUBLIC_URL's host, or
 * PASSKEY_RP_ID), so a passkey made on one install never signs in to another. The challenge of each ceremony lives in the session.
 */
@Injectable()
export class PasskeysService {
  private readonly rpId: string;
  private readonly origins: string[];

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.rpId = config.staff.passkeyRpId;
    this.origins = config.allowedOrigins;
  }

  list(staffMemberId: string): Promise<StaffPasskey[]> {
    return this.em.fork().find(StaffPasskey, { staffMemberId }, { orderBy: { createdAt: 'asc' } });
  }

  async registrationOptions(member: StaffMember): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.list(member.id);
    return generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: this.rpId,
      userName: member.email,
      userDisplayName: member.name,
      userID: new TextEncoder().encode(member.id),
      attestationType: 'none',
      excludeCredentials: existing.map(({ credentialId, transports }) => ({ id: credentialId, transports: transports ?? undefined })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
  }

  /** Checks the browser's answer against the challenge it was given, and keeps the new passkey. */
  async register(staffMemberId: string, challenge: string | undefined, response: RegistrationResponseJSON, name: string): Promise<StaffPasskey> {
    if (!challenge) throw FactorErrors.registrationRefused();
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origins,
      expectedRPID: this.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw FactorErrors.registrationRefused();
    const { credential } = verification.registrationInfo;
    const em = this.em.fork();
    const passkey = em.create(StaffPasskey, {
      staffMemberId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? null,
      name,
      createdAt: this.clock.now(),
    });
    await em.flush().catch(() => {
      // The same authenticator registered twice: the browser was told to exclude it, so this is a replay.
      throw FactorErrors.registrationRefused();
    });
    return passkey;
  }

  async signInOptions(staffMemberId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const passkeys = await this.list(staffMemberId);
    return generateAuthenticationOptions({
      rpID: this.rpId,
      allowCredentials: passkeys.map(({ credentialId, transports }) => ({ id: credentialId, transports: (transports ?? undefined) as Transports | undefined })),
      userVerification: 'preferred',
    });
  }

  /** True when the answer is signed by one of this person's passkeys over the session's challenge. */
  async verifySignIn(staffMemberId: string, challenge: string | undefined, response: AuthenticationResponseJSON): Promise<boolean> {
    if (!challenge || typeof response?.id !== 'string') return false;
    const em = this.em.fork();
    const passkey = await em.findOne(StaffPasskey, { staffMemberId, credentialId: response.id });
    if (!passkey) return false;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origins,
      expectedRPID: this.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: Number(passkey.counter),
        transports: (passkey.transports ?? undefined) as Transports | undefined,
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) return false;
    passkey.counter = verification.authenticationInfo.newCounter;
    passkey.lastUsedAt = this.clock.now();
    await em.flush();
    return true;
  }

  async remove(staffMemberId: string, passkeyId: string): Promise<void> {
    const removed = await this.em.fork().nativeDelete(StaffPasskey, { id: passkeyId, staffMemberId });
    if (removed === 0) throw FactorErrors.passkeyNotFound();
  }

  count(staffMemberId: string): Promise<number> {
    return this.em.fork().count(StaffPasskey, { staffMemberId });
  }
}
