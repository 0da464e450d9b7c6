import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../common/clock/clock';
import { ActivityLogEntry, ActivityUserType } from './entities/activity-log-entry.entity';
import { CustomerRequest } from './entities/customer-request.entity';

@Injectable()
export class ActivityLogService {
  private readonly logger = new Logger(ActivityLogService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Written after the change commits: a failed log line is logged and the flow goes on (spec §7). */
  async record(requestId: string, action: string, userType: ActivityUserType): Promise<void> {
    try {
      const em = this.em.fork();
      em.create(ActivityLogEntry, {
        request: em.getReference(CustomerRequest, requestId),
        action,
        userType,
        createdAt: this.clock.now(),
      });
      await em.flush();
    } catch (error) {
      this.logger.warn(`Activity "${action}" for ${requestId} not logged: ${(error as Error).message}`);
    }
  }

  forRequest(requestId: string): Promise<ActivityLogEntry[]> {
    return this.em.fork().find(ActivityLogEntry, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
