import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import type { InvitationPageView } from '../../../contracts/staff-views';
import { StaffAuthService } from '../staff-auth.service';
import { StaffInvitation } from '../entities/staff-invitation.entity';
import { StaffMember } from '../entities/staff-member.entity';
import { SecurityLogService } from '../security-log.service';
import { acceptedTotpStep, newTotpSecret } from '../totp-factor';
import { authenticatorKeyView } from '../factors/authenticator-key-view';
import { StaffPasskey } from '../entities/staff-passkey.entity';
import { StaffRecoveryCode } from '../entities/staff-recovery-code.entity';
import type { AcceptInvitationDto } from './dto/staff.dto';
import { invitationState } from './invitation-rules';
import { passwordProblem } from './password-rule';
import { StaffErrors } from './staff-errors';

/**
 * The invitee's side: the link shows who they will be and an authenticator key; a password that
 * passes the rule and a code from that key make the account, once.
 */
@Injectable()
export class StaffInvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: StaffAuthService,
    private readonly security: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async page(code: string): Promise<InvitationPageView> {
    const em = this.em.fork();
    const invitation = await this.open(em, code);
    // One key per invitation, kept until it is used: opening the link twice shows the same key.
    invitation.totpSecret ??= this.auth.sealSecret(newTotpSecret());
    await em.flush();
    const key = this.auth.openSecret(invitation.totpSecret);
    return {
      reset: invitation.staffMember !== null,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      ...(await authenticatorKeyView(key, invitation.email)),
    };
  }

  async accept(code: string, body: AcceptInvitationDto, address: string): Promise<void> {
    const problem = passwordProblem(body.password);
    if (problem) throw StaffErrors.weakPassword(problem);
    const passwordHash = await this.auth.hashPassword(body.password);
    const used = await this.em.fork().transactional(async (tx) => {
      const invitation = await this.open(tx, code);
      if (!invitation.totpSecret) throw StaffErrors.wrongCode();
      const now = this.clock.now();
      const step = await acceptedTotpStep(this.auth.openSecret(invitation.totpSecret), body.code.trim(), now, null);
      if (step === null) throw StaffErrors.wrongCode();
      // Of two uses at once, only the one that marks it used goes on.
      if ((await tx.nativeUpdate(StaffInvitation, { id: invitation.id, usedAt: null }, { usedAt: now })) === 0) throw StaffErrors.invitationUsed();
      const account = { passwordHash, totpSecret: invitation.totpSecret, totpLastStep: step };
      if (invitation.staffMember) {
        // A reset is for someone who lost their factors, or whose factors may be in other hands: the old ones all go.
        Object.assign(invitation.staffMember, account, { factorVersion: invitation.staffMember.factorVersion + 1 });
        await tx.nativeDelete(StaffPasskey, { staffMemberId: invitation.staffMember.id });
        await tx.nativeDelete(StaffRecoveryCode, { staffMemberId: invitation.staffMember.id });
      } else {
        if ((await tx.count(StaffMember, { email: invitation.email })) > 0) throw StaffErrors.emailTaken();
        tx.create(StaffMember, { ...account, email: invitation.email, name: invitation.name, phone: invitation.phone, role: invitation.role, accountId: invitation.accountId, invitedBy: invitation.invitedBy?.id ?? null, createdAt: now });
      }
      return invitation;
    });
    await this.security.record({ kind: used.staffMember ? 'password_and_factor_reset' : 'account_created', email: used.email, staffMemberId: used.staffMember?.id, address });
  }

  private async open(em: EntityManager, code: string): Promise<StaffInvitation> {
    const invitation = await em.findOne(StaffInvitation, { codeHash: capabilityDigest(code) }, { populate: ['staffMember'] });
    if (!invitation) throw StaffErrors.invitationNotFound();
    const state = invitationState(invitation, this.clock.now());
    if (state === 'used') throw StaffErrors.invitationUsed();
    if (state !== 'open') throw StaffErrors.invitationClosed();
    return invitation;
  }
}
