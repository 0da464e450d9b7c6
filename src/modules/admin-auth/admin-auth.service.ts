import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { Session, SessionData } from 'express-session';
import { AppError } from '../../common/errors/app-error';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { credentialTag, endAdminSession, SignedInAdmin } from './admin-session';
import { AdminUser } from './entities/admin-user.entity';
import { LoginThrottleService } from './login-throttle.service';

const ARGON2_OPTIONS = { type: argon2.argon2id } as const;

@Injectable()
export class AdminAuthService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly realtime: RealtimeService,
  ) {}

  async verifyCredentials(email: string, password: string, address: string): Promise<AdminUser> {
    const normalized = email.trim().toLowerCase();
    await this.throttle.reserveAttempt(normalized, address);
    const admin = await this.em.fork().findOne(AdminUser, { email: normalized });
    // Verify against a dummy hash for unknown emails, so timing does not reveal which exist.
    const hash = admin?.passwordHash ?? (await this.getDummyHash());
    const valid = await argon2.verify(hash, password).catch(() => false);
    if (!admin || !valid) {
      throw new AppError('unauthorized', 'invalid_credentials', 'Invalid email or password');
    }
    await this.throttle.recordSuccess(normalized, address);
    return admin;
  }

  async resolveSession(session: (Session & Partial<SessionData>) | undefined): Promise<SignedInAdmin | null> {
    if (!session?.adminId) return null;
    const admin = await this.em.fork().findOne(AdminUser, { id: session.adminId });
    if (!admin || credentialTag(admin) !== session.credentialTag) return null;
    return { id: admin.id, email: admin.email };
  }

  async signOut(session: Session & Partial<SessionData>): Promise<void> {
    const sessionId = session.id;
    await endAdminSession(session);
    this.realtime.disconnectAdminSession(sessionId);
  }

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  verifyPassword(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hashPassword('not-a-real-password');
    return this.dummyHash;
  }
}
