import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppError } from '../../common/errors/app-error';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { type AdminSession, credentialTag, endAdminSession, type SessionHolder, SignedInAdmin } from './admin-session';
import { AdminUser } from './entities/admin-user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { ERROR_CODES } from '../../contracts/error-codes';

const ARGON2_OPTIONS = { type: argon2.argon2id } as const;

type SignInOutcome = 'signed_in' | 'wrong_credentials' | 'throttled';

@Injectable()
export class AdminAuthService {
  private readonly logger = new Logger(AdminAuthService.name);
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly realtime: RealtimeService,
  ) {}

  async verifyCredentials(email: string, password: string, address: string): Promise<AdminUser> {
    const normalized = email.trim().toLowerCase();
    const attempt = await this.throttle.reserveAttempt(normalized, address).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'too_many_requests') {
        this.logAttempt(normalized, address, 'throttled', error.retryAfterSeconds);
      }
      throw error;
    });
    const admin = await this.em.fork().findOne(AdminUser, { email: normalized });
    // Verify against a dummy hash for unknown emails, so timing does not reveal which exist.
    const hash = admin?.passwordHash ?? (await this.getDummyHash());
    const valid = await argon2.verify(hash, password).catch(() => false);
    if (!admin || !valid) {
      this.logAttempt(normalized, address, 'wrong_credentials');
      throw new AppError('unauthorized', ERROR_CODES.invalidCredentials, 'Invalid email or password');
    }
    await this.throttle.recordSuccess(normalized, address, attempt);
    this.logAttempt(normalized, address, 'signed_in');
    return admin;
  }

  async resolveSession(session: AdminSession | null | undefined): Promise<SignedInAdmin | null> {
    if (!session?.adminId) return null;
    const admin = await this.em.fork().findOne(AdminUser, { id: session.adminId });
    if (!admin || credentialTag(admin) !== session.credentialTag) return null;
    return { id: admin.id, email: admin.email };
  }

  /**
   * Whether a live feed's session still stands: reloaded from the store, so expiry and sign-out
   * elsewhere count. Reloading puts a fresh session on the holder (the handshake's request).
   */
  async stillSignedIn(holder: SessionHolder): Promise<boolean> {
    try {
      await holder.session?.reload();
      return (await this.resolveSession(holder.session)) !== null;
    } catch {
      return false;
    }
  }

  async signOut(session: AdminSession): Promise<void> {
    const sessionId = session.sessionId;
    await endAdminSession(session);
    this.realtime.disconnectAdminSession(sessionId);
  }

  hashPassword(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  verifyPassword(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  /** One line per attempt, for the operator watching for guessing; never the password. */
  private logAttempt(email: string, address: string, outcome: SignInOutcome, retryAfterSeconds?: number): void {
    const line = { msg: 'Admin sign-in attempt', email, address, outcome, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
    if (outcome === 'signed_in') this.logger.log(line);
    else this.logger.warn(line);
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.hashPassword('not-a-real-password');
    return this.dummyHash;
  }
}
