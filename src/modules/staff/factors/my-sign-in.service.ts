import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { CLOCK, Clock } from '../../../common/clock/clock';
import type { AuthenticatorKeyView, FactorSetView, MySecurityView, RecoveryCodesView, StaffSecurityEventKind } from '../../../contracts/staff-views';
import { StaffAuthService } from '../staff-auth.service';
import { type AdminRequest, credentialTag } from '../admin-session';
import { StaffMember } from '../entities/staff-member.entity';
import { SecurityLogService } from '../security-log.service';
import { deviceWords } from '../sessions/device-words';
import { StaffDevicesService } from '../sessions/staff-devices.service';
import { acceptedTotpStep, newTotpSecret } from '../totp-factor';
import { authenticatorKeyView } from './authenticator-key-view';
import { FactorErrors } from './factor-errors';
import { passkeyView, PasskeysService } from './passkeys.service';
import { RecoveryCodesService } from './recovery-codes.service';
import { StaffPoliciesService } from './staff-policies.service';
import { StaffErrors } from '../members/staff-errors';

/**
 * A member of staff's own sign-in: their passkeys, authenticator app and recovery codes, and the
 * browsers they are signed in on. Every change of a factor ends their other sessions.
 */
@Injectable()
export class MySignInService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: StaffAuthService,
    private readonly passkeys: PasskeysService,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly policies: StaffPoliciesService,
    private readonly devices: StaffDevicesService,
    private readonly securityLog: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async view(request: AdminRequest): Promise<MySecurityView> {
    const member = await this.member(request);
    const [passkeys, recoveryCodesLeft, factorRequired, devices] = await Promise.all([
      this.passkeys.list(member.id),
      this.recoveryCodes.left(member.id),
      this.policies.mustHaveFactor(member.role),
      this.devices.list(member.id, request.session.sessionId),
    ]);
    return { passkeys: passkeys.map(passkeyView), authenticatorApp: member.totpSecret !== null, recoveryCodesLeft, factorRequired, devices };
  }

  async passkeyOptions(request: AdminRequest): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const options = await this.passkeys.registrationOptions(await this.member(request));
    request.session.passkeyChallenge = options.challenge;
    return options;
  }

  async addPasskey(request: AdminRequest, response: RegistrationResponseJSON, name: string | undefined): Promise<FactorSetView> {
    const member = await this.member(request);
    const challenge = request.session.passkeyChallenge;
    delete request.session.passkeyChallenge;
    const passkey = await this.passkeys.register(member.id, challenge, response, name?.trim() || deviceWords(request.headers['user-agent']));
    return this.factorAdded(request, 'passkey_added', passkey.name);
  }

  async removePasskey(request: AdminRequest, passkeyId: string): Promise<MySecurityView> {
    const member = await this.member(request);
    if (!(await this.passkeys.list(member.id)).some(({ id }) => id === passkeyId)) throw FactorErrors.passkeyNotFound();
    await this.refuseLastFactor(member);
    await this.passkeys.remove(member.id, passkeyId);
    await this.factorsChanged(request, 'passkey_removed');
    return this.view(request);
  }

  /** A new key for an authenticator app, kept (sealed) in this session until its first code confirms it. */
  async startAuthenticator(request: AdminRequest): Promise<AuthenticatorKeyView> {
    const member = await this.member(request);
    const key = newTotpSecret();
    request.session.pendingTotpSecret = this.auth.sealSecret(key);
    return authenticatorKeyView(key, member.email);
  }

  async confirmAuthenticator(request: AdminRequest, code: string): Promise<FactorSetView> {
    const sealed = request.session.pendingTotpSecret;
    if (!sealed) throw FactorErrors.noPendingKey();
    const step = await acceptedTotpStep(this.auth.openSecret(sealed), code.trim(), this.clock.now(), null);
    if (step === null) throw StaffErrors.wrongCode();
    const em = this.em.fork();
    const member = await em.findOneOrFail(StaffMember, { id: request.admin!.id });
    member.totpSecret = sealed;
    member.totpLastStep = step;
    await em.flush();
    delete request.session.pendingTotpSecret;
    return this.factorAdded(request, 'authenticator_set');
  }

  async removeAuthenticator(request: AdminRequest): Promise<MySecurityView> {
    const em = this.em.fork();
    const member = await em.findOneOrFail(StaffMember, { id: request.admin!.id });
    if (member.totpSecret === null) return this.view(request);
    await this.refuseLastFactor(member);
    member.totpSecret = null;
    member.totpLastStep = null;
    await em.flush();
    await this.factorsChanged(request, 'authenticator_removed');
    return this.view(request);
  }

  async newRecoveryCodes(request: AdminRequest): Promise<RecoveryCodesView> {
    const recoveryCodes = await this.recoveryCodes.replace(request.admin!.id);
    await this.factorsChanged(request, 'recovery_codes_made');
    return { recoveryCodes };
  }

  async signOutDevice(request: AdminRequest, handle: string): Promise<MySecurityView> {
    if (!(await this.devices.signOut(request.admin!.id, handle))) throw FactorErrors.deviceNotFound();
    await this.record(request, 'device_signed_out');
    return this.view(request);
  }

  async signOutOtherDevices(request: AdminRequest): Promise<MySecurityView> {
    await this.devices.signOutAllBut(request.admin!.id, request.session.sessionId);
    await this.record(request, 'device_signed_out', 'every other device');
    return this.view(request);
  }

  /** A factor added: the session is whole again, and the first factor brings the recovery codes with it. */
  private async factorAdded(request: AdminRequest, kind: StaffSecurityEventKind, detail?: string): Promise<FactorSetView> {
    delete request.session.mustAddFactor;
    const recoveryCodes = (await this.recoveryCodes.left(request.admin!.id)) === 0 ? await this.recoveryCodes.replace(request.admin!.id) : null;
    await this.factorsChanged(request, kind, detail);
    return { security: await this.view(request), recoveryCodes };
  }

  /** Ends every other session of theirs (the factor tag changes), and keeps this one. */
  private async factorsChanged(request: AdminRequest, kind: StaffSecurityEventKind, detail?: string): Promise<void> {
    const em = this.em.fork();
    const member = await em.findOneOrFail(StaffMember, { id: request.admin!.id });
    member.factorVersion += 1;
    await em.flush();
    request.session.credentialTag = credentialTag(member);
    await request.session.save();
    await this.devices.signOutAllBut(member.id, request.session.sessionId);
    await this.record(request, kind, detail);
  }

  private async refuseLastFactor(member: StaffMember): Promise<void> {
    const factors = (member.totpSecret ? 1 : 0) + (await this.passkeys.count(member.id));
    if (factors <= 1 && (await this.policies.mustHaveFactor(member.role))) throw FactorErrors.lastFactor();
  }

  private record(request: AdminRequest, kind: StaffSecurityEventKind, detail?: string): Promise<void> {
    const { id, email } = request.admin!;
    return this.securityLog.record({ kind, email, staffMemberId: id, address: request.session.address ?? null, detail: detail ?? null });
  }

  private member(request: AdminRequest): Promise<StaffMember> {
    return this.em.fork().findOneOrFail(StaffMember, { id: request.admin!.id });
  }
}
