import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ActivityLogEntry } from './entities/activity-log-entry.entity';

/** Reads a request's activity; entries are written by the change they describe, in its transaction. */
@Injectable()
export class ActivityLogService {
  constructor(private readonly em: EntityManager) {}

  forRequest(requestId: string): Promise<ActivityLogEntry[]> {
    return this.em.fork().find(ActivityLogEntry, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
