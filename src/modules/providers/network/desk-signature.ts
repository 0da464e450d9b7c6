import { actingStaff } from '../../../common/staff/acting-staff';

/** The member of staff behind a decision, for its audit line ('Reinstated by Dana R.'); nulls outside a desk request. */
export function deskSignature(): { staffMemberId: string | null; staffName: string | null } {
  const staff = actingStaff();
  return { staffMemberId: staff?.id ?? null, staffName: staff?.name ?? null };
}
