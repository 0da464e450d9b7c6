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
  }
}

export type AdminSession = FastifySessionObject;

/** A request, or a socket's handshake, with the session its cookie named; none outside the staff area. */
export interface SessionHolder {
  session?: AdminSession | null;
}

export type { AdminRequest, SignedInAdmin } from '../../common/staff/staff-request';

/** Ties a session to the password and the factor it was opened with: changing either ends it. */
export const credentialTag = (admin: StaffMember): string => admin.passwordHash.slice(-16) + (admin.totpSecret?.slice(-8) ?? '');

export async function startAdminSession(request: FastifyRequest, admin: StaffMember): Promise<void> {
  // A fresh session id on sign-in defeats session fixation.
  await request.session.regenerate();
  request.session.adminId = admin.id;
  request.session.credentialTag = credentialTag(admin);
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
