import type { StaffAccess } from '@domain/staff-roles';
import { paths } from '@/lib/paths';

/** Each link shows to the roles that may use its page (the server's table, @domain/staff-roles). */
export const adminNavItems: readonly { label: string; to: string; access: StaffAccess }[] = [
  { label: 'Dashboard', to: paths.admin, access: 'read' },
  { label: 'Insights', to: paths.adminInsights, access: 'read' },
  { label: 'Providers', to: paths.adminProviders, access: 'read' },
  { label: 'Messages', to: paths.adminMessages, access: 'desk' },
  { label: 'Rates', to: paths.adminRates, access: 'read' },
  { label: 'Accounts', to: `${paths.admin}/accounts`, access: 'desk' },
  { label: 'Staff', to: paths.adminStaff, access: 'owner' },
];
