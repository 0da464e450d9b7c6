import { paths } from '@/lib/paths';

export const adminNavItems = [
  { label: 'Dashboard', to: paths.admin },
  { label: 'Messages', to: paths.adminMessages },
] as const;
