import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import type { StaffSecurityEventKind, StaffSecurityEventView } from '../../contracts/staff-views';
import { StaffSecurityEvent } from './entities/staff-security-event.entity';

/** How long the security log keeps a line. */
const KEPT_DAYS = 365;
const SHOWN = 200;

export interface SecurityFact {
  kind: StaffSecurityEventKind;
  email: string;
  staffMemberId?: string | null;
  byName?: string | null;
  address?: string | null;
  detail?: string | null;
}

/** The staff's security log, which only owners read. A line that cannot be written is logged, and the action stands. */
@Injectable()
export class SecurityLogService {
  private readonly logger = new Logger(SecurityLogService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(fact: SecurityFact): Promise<void> {
    try {
      const em = this.em.fork();
      em.create(StaffSecurityEvent, { ...fact, createdAt: this.clock.now() });
      await em.flush();
    } catch (error) {
      this.logger.error(`Security log line '${fact.kind}' for ${fact.email} not written: ${(error as Error).message}`);
    }
  }

  async latest(): Promise<StaffSecurityEventView[]> {
    const events = await this.em.fork().find(StaffSecurityEvent, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: SHOWN });
    return events.map(({ kind, email, byName, address, detail, createdAt }) => ({ kind, email, byName, address, detail, createdAt: createdAt.toISOString() }));
  }

  /** The retention rule: lines older than a year go. */
  forgetOld(): Promise<number> {
    return this.em.fork().nativeDelete(StaffSecurityEvent, { createdAt: { $lt: new Date(this.clock.now().getTime() - KEPT_DAYS * 24 * 3_600_000) } });
  }
}
