import { Inject, Injectable } from '@nestjs/common';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { AppError } from '../../common/errors/app-error';
import { CLOCK, Clock } from '../../common/clock/clock';
import { ERROR_CODES } from '../../contracts/error-codes';
import type { SecondFactorMethod } from '../../contracts/staff-views';
import { StaffAuthService } from './staff-auth.service';
import { type AdminRequest, awaitSecondFactor, startAdminSession } from './admin-session';
import type { SignInView } from './dto/sign-in.dto';
import type { StaffMember } from './entities/staff-member.entity';
import { FactorErrors } from './factors/factor-errors';
import { PasskeysService } from './factors/passkeys.service';
import { RecoveryCodesService } from './factors/recovery-codes.service';
import { StaffPoliciesService } from './factors/staff-policies.service';
import { SecurityLogService } from './security-log.service';
import { deviceWords } from './sessions/device-words';
import { StaffDevicesService } from './sessions/staff-devices.service';

const wrongCode = () =>
  new AppError('unauthorized', ERROR_CODES.wrongCode, 'That code is not right, or it was just used. Enter the 6-digit code your authenticator app shows now.');

/**
 * Signing in: the password, then a passkey, the authenticator app's code or a recovery code for
 * everyone who has one. A role that needs a factor and has none is let in only to set one up.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly auth: StaffAuthService,
    private readonly passkeys: PasskeysService,
    private readonly recoveryCodes: RecoveryCodesService,
    private readonly policies: StaffPoliciesService,
    private readonly devices: StaffDevicesService,
    private readonly security: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async withPassword(request: AdminRequest, email: string, password: string, address: string): Promise<SignInView> {
    const staff = await this.auth.verifyCredentials(email, password, address);
    const methods = await this.methodsOf(staff);
    if (methods.length > 0) {
      await awaitSecondFactor(request, staff, this.clock.now());
      return { next: 'second_factor', methods };
    }
    const mustAddFactor = await this.policies.mustHaveFactor(staff.role);
    await this.start(request, staff, address, 'with the password', mustAddFactor);
    return { next: mustAddFactor ? 'set_up_factor' : 'signed_in', staff: { email: staff.email, name: staff.name, role: staff.role } };
  }

  /** The authenticator app's 6 digits, or one of the recovery codes. */
  async withCode(request: AdminRequest, code: string, address: string): Promise<SignInView> {
    const staff = await this.auth.pendingStaff(request.session);
    if (RecoveryCodesService.isRecoveryCode(code)) {
      await this.auth.checkSecondFactor(staff, address, () => this.recoveryCodes.use(staff.id, code), FactorErrors.wrongRecoveryCode);
      const left = await this.recoveryCodes.left(staff.id);
      await this.security.record({ kind: 'recovery_code_used', email: staff.email, staffMemberId: staff.id, address, detail: `${left} left` });
      return this.start(request, staff, address, 'with the password and a recovery code');
    }
    await this.auth.checkSecondFactor(staff, address, () => this.auth.takeTotpCode(staff, code), wrongCode);
    return this.start(request, staff, address, 'with the password and a code');
  }

  async passkeyOptions(request: AdminRequest): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const staff = await this.auth.pendingStaff(request.session);
    const options = await this.passkeys.signInOptions(staff.id);
    request.session.passkeyChallenge = options.challenge;
    return options;
  }

  async withPasskey(request: AdminRequest, response: AuthenticationResponseJSON, address: string): Promise<SignInView> {
    const staff = await this.auth.pendingStaff(request.session);
    const challenge = request.session.passkeyChallenge;
    // A challenge is answered once, right or wrong.
    delete request.session.passkeyChallenge;
    await this.auth.checkSecondFactor(staff, address, () => this.passkeys.verifySignIn(staff.id, challenge, response), FactorErrors.passkeyRefused);
    return this.start(request, staff, address, 'with the password and a passkey');
  }

  async signOut(request: AdminRequest): Promise<void> {
    await this.devices.forget(request.admin!.id, request.session.sessionId);
    await this.auth.signOut(request.session);
  }

  private async methodsOf(staff: StaffMember): Promise<SecondFactorMethod[]> {
    const [passkeys, recoveryCodes] = await Promise.all([this.passkeys.count(staff.id), this.recoveryCodes.left(staff.id)]);
    const methods: SecondFactorMethod[] = passkeys > 0 ? ['passkey'] : [];
    // The code field takes a recovery code too, so it is offered whenever either can be used.
    if (staff.totpSecret || recoveryCodes > 0) methods.push('code');
    return methods;
  }

  private async start(request: AdminRequest, staff: StaffMember, address: string, how: string, mustAddFactor = false): Promise<SignInView> {
    const at = this.clock.now();
    await startAdminSession(request, staff, { at, device: deviceWords(request.headers['user-agent']), address, mustAddFactor });
    await this.devices.track(staff.id, request.session.sessionId);
    await this.security.record({ kind: 'signed_in', email: staff.email, staffMemberId: staff.id, address, detail: how });
    return { next: 'signed_in', staff: { email: staff.email, name: staff.name, role: staff.role } };
  }
}
