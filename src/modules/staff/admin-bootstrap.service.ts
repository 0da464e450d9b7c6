import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RealtimeService } from '../../infra/realtime/realtime.service';
import { StaffAuthService } from './staff-auth.service';
import { StaffMember } from './entities/staff-member.entity';

const FIRST_ADMIN_EMAIL = 'admin@roadside.local';

/** Until they choose one, the first owner is named in the log by their email's first part: 'dispatch'. */
const nameFromEmail = (email: string): string => email.split('@')[0];

/** Makes sure an owner can sign in: ADMIN_EMAIL/ADMIN_PASSWORD, or a first owner with a one-time password; everyone else is invited. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly auth: StaffAuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly realtime: RealtimeService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { email, password } = this.config.admin;
    try {
      if (email && password) await this.upsertAdmin(email, password);
      else await this.createFirstAdminIfNone();
    } catch (error) {
      // Another instance did the same at the same moment.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  private async upsertAdmin(email: string, password: string): Promise<void> {
    const em = this.em.fork();
    const existing = await em.findOne(StaffMember, { email });
    if (existing && (await this.auth.verifyPassword(existing.passwordHash, password))) return;
    const passwordHash = await this.auth.hashPassword(password);
    if (existing) existing.passwordHash = passwordHash;
    else em.create(StaffMember, { email, passwordHash, name: nameFromEmail(email), role: 'owner' });
    await em.flush();
    if (existing) this.realtime.disconnectAdmin(existing.id);
    this.logger.log(`Admin ${email} ${existing ? 'password updated' : 'created'} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  }

  private async createFirstAdminIfNone(): Promise<void> {
    const em = this.em.fork();
    if ((await em.count(StaffMember)) > 0) return;
    const password = randomBytes(12).toString('base64url');
    em.create(StaffMember, { email: FIRST_ADMIN_EMAIL, passwordHash: await this.auth.hashPassword(password), name: 'Owner', role: 'owner' });
    await em.flush();
    // Printed once, on purpose: it is the only way in until ADMIN_EMAIL/ADMIN_PASSWORD are set.
    process.stdout.write(
      `\nFirst admin created. Sign in at ${this.config.publicUrl}/admin/login with\n` +
        `  email:    ${FIRST_ADMIN_EMAIL}\n  password: ${password}\n` +
        `This password is shown only once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n\n`,
    );
  }
}
