import { mayUse, type StaffAccess, type StaffRole } from '@domain/staff-roles';
import { useAdminSession } from '../api/get-session';

/** The signed-in member's role; null while the session loads or when nobody is signed in. */
export function useStaffRole(): StaffRole | null {
  return useAdminSession().data?.role ?? null;
}

/** Whether the signed-in member's role may use routes of this access: the server's own table, so a control shows only where it works. */
export function useCan(access: StaffAccess): boolean {
  const role = useStaffRole();
  return role !== null && mayUse(role, access);
}
