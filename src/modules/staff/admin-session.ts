import type { FastifySessionObject } from '@fastify/session';
import type { FastifyRequest } from 'fastify';
import type { StaffMember } from './entities/staff-member.entity';

declare module 'fastify' {
  interface Session {
    adminId?: string;
    /** Ties the session to the password it was opened with: changing the password revokes it. */
    credentialTag?: string;
    /** Between the password and the 6-digit code: whose password was right, and when. */
    pendingStaffId?: string;
    pendingSince?: number;
    /** When the person signed in (ms): a session ends a week after, whatever happens. */
    startedAt?: number;
    /** Their last request (ms), written at most every few minutes; and the browser and address, for the devices list. */
    lastSeenAt?: number;
    device?: string;
    address?: string;
    /** Signed in with a password alone by a role that needs a second factor: nothing but setting one up is open. */
    mustAddFactor?: boolean;
    /** The WebAuthn challenge of the ceremony under way. */
    passkeyChallenge?: string;
    /** A new authenticator key (sealed) waiting for its first code. */
    pendingTotpSecret?: string;
  }
}

export type AdminSession = FastifySessionObject;

/** A request, or a socket's handshake, with the session its cookie named; none outside the staff area. */
export interface SessionHolder {
  session?: AdminSession | null;
}

export type { AdminRequest, SignedInAdmin } from '../../common/staff/staff-request';

/** Ties a session to the password and the factors it was opened with: changing any of them ends it. */
export const credentialTag = (admin: StaffMember): string =>
  `${admin.passwordHash.slice(-16)}${admin.totpSecret?.slice(-8) ?? ''}:${admin.factorVersion}`;

export interface SessionStart {
  at: Date;
  device: string;
  address: string;
  mustAddFactor: boolean;
}

export async function startAdminSession(request: FastifyRequest, admin: StaffMember, start: SessionStart): Promise<void> {
  // A fresh session id on sign-in defeats session fixation.
  await request.session.regenerate();
  request.session.adminId = admin.id;
  request.session.credentialTag = credentialTag(admin);
  request.session.startedAt = start.at.getTime();
  request.session.lastSeenAt = start.at.getTime();
  request.session.device = start.device;
  request.session.address = start.address;
  if (start.mustAddFactor) request.session.mustAddFactor = true;
  await request.session.save();
}

/** The password was right and a code is still to come: the session holds whose, and nothing it could act with. */
export async function awaitSecondFactor(request: FastifyRequest, admin: StaffMember, now: Date): Promise<void> {
  await request.session.regenerate();
  request.session.pendingStaffId = admin.id;
  request.session.pendingSince = now.getTime();
  await request.session.save();
}

export function endAdminSession(session: AdminSession): Promise<void> {
  return session.destroy();
}
