import type { AdminRequestView } from '@contracts/request-views';
import type { RequestAction } from '@domain/request-lifecycle';
import { useCan } from '@/features/admin-auth';
import { adminActions } from '../lib/lifecycle-state';

const NONE: ReadonlySet<RequestAction> = new Set();

/** What the lifecycle lets the desk do now, for a role that may act on requests; nothing for one that may only look. */
export function useAdminActions(request: AdminRequestView): ReadonlySet<RequestAction> {
  const mayAct = useCan('desk');
  return mayAct ? adminActions(request) : NONE;
}
