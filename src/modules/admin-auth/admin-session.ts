import type { Request } from 'express';
import type { Session, SessionData } from 'express-session';
import type { AdminUser } from './entities/admin-user.entity';

declare module 'express-session' {
  interface SessionData {
    adminId?: string;
    /** Ties the session to the password it was opened with: changing the password revokes it. */
    credentialTag?: string;
  }
}

export interface SignedInAdmin {
  id: string;
  email: string;
}

export type AdminRequest = Request & { admin?: SignedInAdmin };

export const credentialTag = (admin: AdminUser): string => admin.passwordHash.slice(-16);

export function startAdminSession(request: Request, admin: AdminUser): Promise<void> {
  return new Promise((resolve, reject) => {
    // A fresh session id on sign-in defeats session fixation.
    request.session.regenerate((error) => {
      if (error) return reject(error);
      request.session.adminId = admin.id;
      request.session.credentialTag = credentialTag(admin);
      request.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

export function endAdminSession(session: Session & Partial<SessionData>): Promise<void> {
  return new Promise((resolve, reject) => session.destroy((error) => (error ? reject(error) : resolve())));
}
