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
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../domain/staff-roles';
import { RealtimeService } from '../../../infra/realtime/realtime.service';
import { SmsOutboxService } from '../../notifications';
import type { SignedInAdmin } from '../admin-session';
import { StaffInvitation } from '../entities/staff-invitation.entity';
import { StaffMember } from '../entities/staff-member.entity';
import { SecurityLogService } from '../security-log.service';
import type { InviteStaffDto } from './dto/staff.dto';
import { invitationExpiresAt } from './invitation-rules';
import { resetInvitation } from './reset-invitation';
import { StaffErrors } from './staff-errors';
import { invitationPageUrl, writeInvitation, writeReset } from './staff-texts';
import { toInvitationView, toStaffMemberView } from './staff-views.mapper';

/** How many of a person's actions their page lists. */
const LAST_ACTIONS = 50;

/** The owner's page of the staff: who is on it, who is invited, and their roles. */
@Injectable()
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: SmsOutboxService,
    private readonly codes: CodeGenerator,
    private readonly realtime: RealtimeService,
    private readonly activity: ActivityLogService,
    private readonly security: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(you: SignedInAdmin): Promise<StaffListView> {
    const em = this.em.fork();
    const [members, invitations] = await Promise.all([
      em.find(StaffMember, {}, { orderBy: { deactivatedAt: 'asc nulls first', name: 'asc' } }),
      em.find(StaffInvitation, { usedAt: null, revokedAt: null, staffMember: null, expiresAt: { $gt: this.clock.now() } }, { populate: ['invitedBy'], orderBy: { createdAt: 'desc' } }),
    ]);
    return { members: members.map((member) => toStaffMemberView(member, you.id)), invitations: invitations.map(toInvitationView) };
  }

  async page(memberId: string, you: SignedInAdmin): Promise<StaffMemberPageView> {
    const member = await this.em.fork().findOne(StaffMember, memberId);
    if (!member) throw StaffErrors.notFound();
    return { member: toStaffMemberView(member, you.id), actions: await this.activity.byStaffMember(member.id, LAST_ACTIONS) };
  }

  /** Texts the invitee a one-time link; only the link's hash is kept. */
  async invite(body: InviteStaffDto, by: SignedInAdmin): Promise<StaffListView> {
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
        invitedBy: tx.getReference(StaffMember, by.id),
        expiresAt: invitationExpiresAt(now),
        createdAt: now,
      });
      const url = invitationPageUrl(this.config.publicUrl, code);
      texts.stage({ to: phone, body: writeInvitation(by.name, body.role, url), template: 'staff-invitation', idempotencyKey: `staff-invitation:${invitation.id}` });
    });
    await this.security.record({ kind: 'invited', email, byName: by.name, detail: `as ${STAFF_ROLE_LABELS[body.role]}` });
    return this.list(by);
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
      await this.security.record({ kind: 'role_changed', email, staffMemberId: memberId, byName: by.name, detail: `${STAFF_ROLE_LABELS[before.role]} → ${STAFF_ROLE_LABELS[role]}` });
    }
    return this.list(by);
  }

  /** Signs them out at once, everywhere: their sessions stop resolving, and their live feeds are dropped. */
  async deactivate(memberId: string, by: SignedInAdmin): Promise<StaffListView> {
    const { email } = await this.changeMember(memberId, (member) => {
      member.deactivatedAt ??= this.clock.now();
    });
    this.realtime.disconnectAdmin(memberId);
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
  private changeMember(memberId: string, change: (member: StaffMember) => void): Promise<{ email: string; before: { role: StaffRole } }> {
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
