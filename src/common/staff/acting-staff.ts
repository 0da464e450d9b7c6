import { AsyncLocalStorage } from 'node:async_hooks';

/** The member of staff a request to the desk's API acts for, as the activity log signs them. */
export interface ActingStaff {
  id: string;
  name: string;
}

interface Slot {
  staff?: ActingStaff;
}

const slots = new AsyncLocalStorage<Slot>();

/** Opens a slot for one staff request; the admin guard fills it once the session is read. */
export function withStaffSlot(next: () => void): void {
  slots.run({}, next);
}

export function signStaffRequest(staff: ActingStaff): void {
  const slot = slots.getStore();
  if (slot) slot.staff = staff;
}

/** Who at the desk is acting in this call, if it came from the desk. */
export const actingStaff = (): ActingStaff | null => slots.getStore()?.staff ?? null;

/** The columns a record signed by the desk carries ('Approved by Dana R.'); nulls outside a desk request. */
export function staffSignature(): { staffMemberId: string | null; staffName: string | null } {
  const staff = actingStaff();
  return { staffMemberId: staff?.id ?? null, staffName: staff?.name ?? null };
}
