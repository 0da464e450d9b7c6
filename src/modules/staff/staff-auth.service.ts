import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as argon2 from 'argon2';
import { AppError } from '../../common/errors/app-error';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { type AdminSession, credentialTag, endAdminSession, type SessionHolder, SignedInAdmin } from './admin-session';
import { StaffMember } from './entities/staff-member.entity';
import { LoginThrottleService } from './login-throttle.service';
import { ERROR_CODES } from '../../contracts/error-codes';
import { CLOCK, Clock } from '../../common/clock/clock';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { secretSeal, type SecretSeal } from './secret-seal';
import { SecurityLogService } from './security-log.service';
import { acceptedTotpStep } from './totp-factor';

const ARGON2_OPTIONS = { type: argon2.argon2id } as const;

type SignInOutcome = 'signed_in' | 'wrong_credentials' | 'wrong_code' | 'throttled';

const SEEN_EVERY_MS = 5 * 60_000;

/** How long after the password the 6-digit code is still taken. */
const CODE_STEP_MS = 5 * 60_000;

@Injectable()
export class StaffAuthService {
  private readonly logger = new Logger(StaffAuthService.name);
  private dummyHash: Promise<string> | null = null;

  private readonly seal: SecretSeal;
  private readonly maxAgeMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly throttle: LoginThrottleService,
    private readonly realtime: RealtimeService,
    private readonly security: SecurityLogService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.seal = secretSeal(config.staff.factorKey);
    this.maxAgeMs = config.session.maxAgeSeconds * 1000;
  }

  /** Seals an authenticator key for the database. */
  sealSecret(plain: string): string {
    return this.seal.seal(plain);
  }

  openSecret(sealed: string): string {
    return this.seal.open(sealed);
  }

  /** A key sealed under another STAFF_FACTOR_KEY (or SESSION_SECRET) cannot be opened: only a reset helps. */
  private openFactor(admin: StaffMember): string {
    try {
      return this.seal.open(admin.totpSecret!);
    } catch {
      this.logger.error(`The authenticator key of ${admin.email} cannot be opened: STAFF_FACTOR_KEY or SESSION_SECRET changed since it was set`);
      throw new AppError('unauthorized', ERROR_CODES.wrongCode, 'Your sign-in code cannot be checked at the moment. Ask an owner to send you a reset link.');
    }
  }

  async verifyCredentials(email: string, password: string, address: string): Promise<StaffMember> {
    const normalized = email.trim().toLowerCase();
    const attempt = await this.throttle.reserveAttempt(normalized, address).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'too_many_requests') {
        this.logAttempt(normalized, address, 'throttled', error.retryAfterSeconds);
      }
      throw error;
    });
    const admin = await this.em.fork().findOne(StaffMember, { email: normalized });
    // Verify against a dummy hash for unknown emails, so timing does not reveal which exist.
    const hash = admin?.passwordHash ?? (await this.getDummyHash());
    const valid = await argon2.verify(hash, password).catch(() => false);
    if (!admin || !valid || admin.deactivatedAt) {
      this.logAttempt(normalized, address, 'wrong_credentials');
      await this.security.record({ kind: 'sign_in_failed', email: normalized, staffMemberId: admin?.id, address });
      throw new AppError('unauthorized', ERROR_CODES.invalidCredentials, 'Invalid email or password');
    }
    await this.throttle.recordSuccess(normalized, address, attempt);
    this.logAttempt(normalized, address, 'signed_in');
    return admin;
  }

  async resolveSession(session: AdminSession | null | undefined): Promise<SignedInAdmin | null> {
    if (!session?.adminId || session.startedAt === undefined) return null;
    // Idle sessions expire in the store; this is the absolute limit, however busy the session.
    if (this.clock.now().getTime() - session.startedAt > this.maxAgeMs) return null;
    const admin = await this.em.fork().findOne(StaffMember, { id: session.adminId, deactivatedAt: null });
    if (!admin || credentialTag(admin) !== session.credentialTag) return null;
    return { id: admin.id, email: admin.email, name: admin.name, role: admin.role, accountId: admin.accountId };
  }

  /** Whose password was right in this session a few minutes ago, still waiting for their second factor. */
  async pendingStaff(session: AdminSession): Promise<StaffMember> {
    const pendingFor = session.pendingSince === undefined ? Infinity : this.clock.now().getTime() - session.pendingSince;
    const admin = session.pendingStaffId && pendingFor < CODE_STEP_MS ? await this.em.fork().findOne(StaffMember, { id: session.pendingStaffId, deactivatedAt: null }) : null;
    if (!admin) throw new AppError('unauthorized', ERROR_CODES.signInTimedOut, 'Your sign-in timed out. Please enter your email and password again.');
    return admin;
  }

  /**
   * The second step of signing in, whatever the factor: throttled like the password, per account and
   * address, and logged. `check` answers whether the factor was right; a wrong one throws `refusal`.
   */
  async checkSecondFactor(admin: StaffMember, address: string, check: () => Promise<boolean>, refusal: () => AppError): Promise<void> {
    const throttleKey = `code:${admin.email}`;
    const attempt = await this.throttle.reserveAttempt(throttleKey, address);
    if (!(await check())) {
      this.logAttempt(admin.email, address, 'wrong_code');
      await this.security.record({ kind: 'code_failed', email: admin.email, staffMemberId: admin.id, address });
      throw refusal();
    }
    await this.throttle.recordSuccess(throttleKey, address, attempt);
    this.logAttempt(admin.email, address, 'signed_in');
  }

  /** Whether `code` is the authenticator app's code now, taking it: a code is good once. */
  async takeTotpCode(admin: StaffMember, code: string): Promise<boolean> {
    if (!admin.totpSecret) return false;
    const step = await acceptedTotpStep(this.openFactor(admin), code.trim(), this.clock.now(), admin.totpLastStep);
    if (step === null) return false;
    // The step is written only if no other sign-in took a code of this step or a later one first.
    const taken = await this.em.fork().nativeUpdate(StaffMember, { id: admin.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }] }, { totpLastStep: step });
    return taken === 1;
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

  /** Keeps the devices list's 'last seen' within a few minutes without writing the session on every request. */
  noteSeen(session: AdminSession): void {
    const now = this.clock.now().getTime();
    if (now - (session.lastSeenAt ?? 0) > SEEN_EVERY_MS) session.lastSeenAt = now;
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
