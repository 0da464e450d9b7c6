import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../common/clock/clock';
import { capabilityDigest } from '../../../common/codes/capability-digest';
import { CodeGenerator } from '../../../common/codes/code-generator';
import { AppError } from '../../../common/errors/app-error';
import { toTextableUsNumber } from '../../../common/phone/phone-number';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ERROR_CODES } from '../../../contracts/error-codes';
import type { StaffListView, StaffMemberPageView } from '../../../contracts/staff-views';
import { ActivityLogService } from '../../request-core';
import { MEMBER_ROLE_LABELS, STAFF_ROLE_LABELS, type MemberRole, type StaffRole } from '../../../domain/staff-roles';
import { SmsOutboxService } from '../../notifications';
import type { SignedInAdmin } from '../admin-session';
import { StaffInvitation } from '../entities/staff-invitation.entity';
import { StaffMember } from '../entities/staff-member.entity';
import { SecurityLogService } from '../security-log.service';
import { StaffPasskey } from '../entities/staff-passkey.entity';
import { StaffPoliciesService } from '../factors/staff-policies.service';
import { StaffDevicesService } from '../sessions/staff-devices.service';
import type { InviteStaffDto } from './dto/staff.dto';
import { invitationExpiresAt } from './invitation-rules';
import { resetInvitation } from './reset-invitation';
import { StaffErrors } from './staff-errors';
import { invitationPageUrl, writeInvitation, writeReset } from './staff-texts';
import { toInvitationView, toStaffMemberView } from './staff-views.mapper';

/** How many of a person's actions their page lists. */
const LAST_ACTIONS = 50;

/** The owner's page of the staff: who is on it, who is invited, and their roles. */
/** Who is invited, as who: a desk role, or an account role with the account. */
export interface MemberInvitation {
  name: string;
  email: string;
  phone: string;
  role: MemberRole;
}

@Injectable()
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly codes: CodeGenerator,
    private readonly activity: ActivityLogService,
    private readonly security: SecurityLogService,
    private readonly devices: StaffDevicesService,
    private readonly policies: StaffPoliciesService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(you: SignedInAdmin): Promise<StaffListView> {
    const em = this.em.fork();
    const [members, invitations, passkeys, policies] = await Promise.all([
      em.find(StaffMember, { accountId: null }, { orderBy: { deactivatedAt: 'asc nulls first', name: 'asc' } }),
      em.find(StaffInvitation, { accountId: null, usedAt: null, revokedAt: null, staffMember: null, expiresAt: { $gt: this.clock.now() } }, { populate: ['invitedBy'], orderBy: { createdAt: 'desc' } }),
      em.find(StaffPasskey, {}, { fields: ['staffMemberId'] }),
      this.policies.read(),
    ]);
    const withPasskeys = new Set(passkeys.map(({ staffMemberId }) => staffMemberId));
    return {
      members: members.map((member) => toStaffMemberView(member, you.id, withPasskeys.has(member.id))),
      invitations: invitations.map(toInvitationView),
      policies,
    };
  }

  async page(memberId: string, you: SignedInAdmin): Promise<StaffMemberPageView> {
    const em = this.em.fork();
    const member = await em.findOne(StaffMember, memberId);
    if (!member) throw StaffErrors.notFound();
    const [actions, passkeys, devices] = await Promise.all([
      this.activity.byStaffMember(member.id, LAST_ACTIONS),
      em.count(StaffPasskey, { staffMemberId: member.id }),
      this.devices.list(member.id, null),
    ]);
    return { member: toStaffMemberView(member, you.id, passkeys > 0), actions, devices, passkeys, authenticatorApp: member.totpSecret !== null };
  }

  /** Ends every session of theirs, live feeds included; they sign in again. */
  async signOutEverywhere(memberId: string, by: SignedInAdmin): Promise<StaffMemberPageView> {
    const member = await this.em.fork().findOne(StaffMember, memberId);
    if (!member) throw StaffErrors.notFound();
    await this.devices.signOutAllBut(member.id, null);
    await this.security.record({ kind: 'signed_out_everywhere', email: member.email, staffMemberId: member.id, byName: by.name });
    return this.page(memberId, by);
  }

  /** Turning it on signs out the viewers who have no factor yet, so each sets one up at their next sign-in. */
  async setPolicies(viewersNeedSecondFactor: boolean, by: SignedInAdmin): Promise<StaffListView> {
    const before = await this.policies.read();
    if (before.viewersNeedSecondFactor !== viewersNeedSecondFactor) {
      await this.policies.setViewersNeedSecondFactor(viewersNeedSecondFactor);
      if (viewersNeedSecondFactor) for (const viewer of await this.withoutFactor('viewer')) await this.devices.signOutAllBut(viewer.id, null);
      await this.security.record({
        kind: 'policy_changed',
        email: by.email,
        staffMemberId: by.id,
        byName: by.name,
        detail: viewersNeedSecondFactor ? 'Viewers sign in with a second factor' : 'Viewers may sign in with a password alone',
      });
    }
    return this.list(by);
  }

  private async withoutFactor(role: MemberRole): Promise<StaffMember[]> {
    const em = this.em.fork();
    const members = await em.find(StaffMember, { role, totpSecret: null, deactivatedAt: null });
    const withPasskeys = new Set((await em.find(StaffPasskey, { staffMemberId: { $in: members.map(({ id }) => id) } })).map(({ staffMemberId }) => staffMemberId));
    return members.filter(({ id }) => !withPasskeys.has(id));
  }

  /** Texts the invitee a one-time link; only the link's hash is kept. */
  async invite(body: InviteStaffDto, by: SignedInAdmin): Promise<StaffListView> {
    await this.sendInvitation(body, null, by);
    return this.list(by);
  }

  /** The same invitation for a business account's person, who will sign in to the account's portal. */
  inviteToAccount(accountId: string, body: MemberInvitation, by: Pick<SignedInAdmin, 'id' | 'name'>): Promise<void> {
    return this.sendInvitation(body, accountId, by);
  }

  private async sendInvitation(body: MemberInvitation, accountId: string | null, by: Pick<SignedInAdmin, 'id' | 'name'>): Promise<void> {
    const phone = toTextableUsNumber(body.phone);
    if (!phone) throw new AppError('bad_request', ERROR_CODES.invalidPhone, 'Please enter a US mobile number we can text', undefined, undefined, { phone: 'Please enter a US mobile number we can text' });
    const email = body.email.trim().toLowerCase();
    const now = this.clock.now();
    const code = this.codes.capabilityCode();
    await this.outbox.transaction(async (tx, texts) => {
      const taken = await tx.count(StaffMember, { email }) + await tx.count(StaffInvitation, { email, usedAt: null, revokedAt: null, expiresAt: { $gt: now } });
      if (taken > 0) throw StaffErrors.emailTaken();
      const invitation = tx.create(StaffInvitation, {
        codeHash: capabilityDigest(code),
        name: body.name.trim(),
        email,
        phone,
        role: body.role,
        accountId,
        invitedBy: tx.getReference(StaffMember, by.id),
        expiresAt: invitationExpiresAt(now),
        createdAt: now,
      });
      const url = invitationPageUrl(this.config.publicUrl, code);
      texts.stage({ to: phone, body: writeInvitation(by.name, body.role, url), template: 'staff-invitation', idempotencyKey: `staff-invitation:${invitation.id}` });
    });
    await this.security.record({ kind: 'invited', email, byName: by.name, detail: `as ${MEMBER_ROLE_LABELS[body.role]}` });
  }

  /**
   * A new password and factor for someone who lost theirs: a one-time link like an invitation's,
   * texted to them. Their sessions end when they use it (the password changes).
   */
  async sendReset(memberId: string, by: SignedInAdmin): Promise<StaffListView> {
    const email = await this.outbox.transaction(async (tx, texts) => {
      const member = await tx.findOne(StaffMember, { id: memberId, deactivatedAt: null });
      if (!member?.phone) throw member ? StaffErrors.noPhone() : StaffErrors.notFound();
      const { invitation, url } = this.resetInvitation(tx, member, by.id);
      texts.stage({ to: member.phone, body: writeReset(by.name, url), template: 'staff-reset', idempotencyKey: `staff-reset:${invitation.id}` });
      return member.email;
    });
    await this.security.record({ kind: 'reset_sent', email, staffMemberId: memberId, byName: by.name });
    return this.list(by);
  }

  private resetInvitation(em: EntityManager, member: StaffMember, byId: string | null): { invitation: StaffInvitation; url: string } {
    return resetInvitation(em, { member, byId, code: this.codes.capabilityCode(), now: this.clock.now(), publicUrl: this.config.publicUrl });
  }

  async revokeInvitation(invitationId: string, by: SignedInAdmin): Promise<StaffListView> {
    const em = this.em.fork();
    const revoked = await em.nativeUpdate(StaffInvitation, { id: invitationId, usedAt: null, revokedAt: null }, { revokedAt: this.clock.now() });
    if (revoked === 0) throw StaffErrors.invitationNotFound();
    const { email } = await em.findOneOrFail(StaffInvitation, invitationId);
    await this.security.record({ kind: 'invitation_revoked', email, byName: by.name });
    return this.list(by);
  }

  async changeRole(memberId: string, role: StaffRole, by: SignedInAdmin): Promise<StaffListView> {
    const { email, before } = await this.changeMember(memberId, (member) => {
      member.role = role;
    });
    if (before.role !== role) {
      // A role that now needs a factor its holder lacks: their sessions end, and the next sign-in asks for one.
      if ((await this.policies.mustHaveFactor(role)) && (await this.withoutFactor(role)).some(({ id }) => id === memberId)) {
        await this.devices.signOutAllBut(memberId, null);
      }
      await this.security.record({ kind: 'role_changed', email, staffMemberId: memberId, byName: by.name, detail: `${MEMBER_ROLE_LABELS[before.role]} → ${STAFF_ROLE_LABELS[role]}` });
    }
    return this.list(by);
  }

  /** Signs them out at once, everywhere: their sessions stop resolving, and their live feeds are dropped. */
  async deactivate(memberId: string, by: SignedInAdmin): Promise<StaffListView> {
    const { email } = await this.changeMember(memberId, (member) => {
      member.deactivatedAt ??= this.clock.now();
    });
    await this.devices.signOutAllBut(memberId, null);
    await this.security.record({ kind: 'deactivated', email, staffMemberId: memberId, byName: by.name });
    return this.list(by);
  }

  async reactivate(memberId: string, by: SignedInAdmin): Promise<StaffListView> {
    const { email } = await this.changeMember(memberId, (member) => {
      member.deactivatedAt = null;
    });
    await this.security.record({ kind: 'reactivated', email, staffMemberId: memberId, byName: by.name });
    return this.list(by);
  }

  /** A change under a lock on the owners' rows, so two owners demoting each other at once still leave one. */
  private changeMember(memberId: string, change: (member: StaffMember) => void): Promise<{ email: string; before: { role: MemberRole } }> {
    return this.em.fork().transactional(async (tx) => {
      const owners = await tx.find(StaffMember, { role: 'owner', deactivatedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const member = await tx.findOne(StaffMember, memberId);
      if (!member) throw StaffErrors.notFound();
      const before = { role: member.role };
      change(member);
      const ownersAfter = new Set([...owners, member].filter((one) => one.role === 'owner' && !one.deactivatedAt));
      if (ownersAfter.size === 0) throw StaffErrors.lastOwner();
      return { email: member.email, before };
    });
  }
}
