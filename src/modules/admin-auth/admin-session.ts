import type { FastifySessionObject } from '@fastify/session';
import type { FastifyRequest } from 'fastify';
import type { AdminUser } from './entities/admin-user.entity';

declare module 'fastify' {
  interface Session {
    adminId?: string;
    /** Ties the session to the password it was opened with: changing the password revokes it. */
    credentialTag?: string;
  }
}

export type AdminSession = FastifySessionObject;

/** A request, or a socket's handshake, with the session its cookie named; none outside the staff area. */
export interface SessionHolder {
  session?: AdminSession | null;
}

export interface SignedInAdmin {
  id: string;
  email: string;
}

export type AdminRequest = FastifyRequest & { admin?: SignedInAdmin };

export const credentialTag = (admin: AdminUser): string => admin.passwordHash.slice(-16);

export async function startAdminSession(request: FastifyRequest, admin: AdminUser): Promise<void> {
  // A fresh session id on sign-in defeats session fixation.
  await request.session.regenerate();
  request.session.adminId = admin.id;
  request.session.credentialTag = credentialTag(admin);
  await request.session.save();
}

export function endAdminSession(session: AdminSession): Promise<void> {
  return session.destroy();
}
