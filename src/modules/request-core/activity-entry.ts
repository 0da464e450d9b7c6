import type { RequiredEntityData } from '@mikro-orm/core';
import { actingStaff } from '../../common/staff/acting-staff';
import type { Actor } from '../../domain/lifecycle-types';
import type { CustomerRequest } from './entities/customer-request.entity';
import type { ActivityLogEntry } from './entities/activity-log-entry.entity';

/** A log entry; one a person at the desk caused names them, shown as 'Priced at $120.00 by Dana R.'. */
export function activityEntry(request: CustomerRequest | string, action: string, actor: Actor, at: Date): RequiredEntityData<ActivityLogEntry> {
  const staff = actor === 'admin' ? actingStaff() : null;
  return { request, action, userType: actor, staffMemberId: staff?.id ?? null, staffName: staff?.name ?? null, createdAt: at };
}
