import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { StaffAction } from '../../contracts/staff-views';
import { ActivityLogEntry } from './entities/activity-log-entry.entity';

/** Reads a request's activity; entries are written by the change they describe, in its transaction. */
@Injectable()
export class ActivityLogService {
  constructor(private readonly em: EntityManager) {}

  forRequest(requestId: string): Promise<ActivityLogEntry[]> {
    return this.em.fork().find(ActivityLogEntry, { request: requestId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** What a member of staff did last, newest first, across every request. */
  async byStaffMember(staffMemberId: string, limit: number): Promise<StaffAction[]> {
    const entries = await this.em.fork().find(ActivityLogEntry, { staffMemberId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, fields: ['action', 'createdAt', 'request'] });
    return entries.map((entry) => ({ requestId: entry.request.id, action: entry.action, createdAt: entry.createdAt.toISOString() }));
  }
}
