import type { StaffRole } from '@domain/staff-roles';

/** Who is signed in, as GET /api/admin/session answers. */
export type AdminSession = { email: string; name: string; role: StaffRole };

export const adminSessionQueryKey = ['admin', 'session'] as const;
