import type { RequiredEntityData } from '@mikro-orm/core';
import { actingStaff } from '../../common/staff/acting-staff';
import type { Actor } from '../../domain/lifecycle-types';
import type { RequestStatus } from '../../domain/request-status';
import type { CustomerRequest } from './entities/customer-request.entity';
import type { ActivityLogEntry } from './entities/activity-log-entry.entity';

/** A status move an entry records: from null when the request was created. */
export type StatusMove = { from: RequestStatus | null; to: RequestStatus };

/** A log entry, with the status move it made if any; one a person at the desk caused names them, shown as 'Priced at $120.00 by Dana R.'. */
export function activityEntry(
  request: CustomerRequest | string,
  action: string,
  actor: Actor,
  at: Date,
  move?: StatusMove,
): RequiredEntityData<ActivityLogEntry> {
  const staff = actor === 'admin' ? actingStaff() : null;
  return {
    request,
    action,
    userType: actor,
    staffMemberId: staff?.id ?? null,
    staffName: staff?.name ?? null,
    fromStatus: move?.from ?? null,
    toStatus: move?.to ?? null,
    createdAt: at,
  };
}
