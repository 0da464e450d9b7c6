import { paths } from '@/lib/paths';

export const adminNavItems = [
  { label: 'Dashboard', to: paths.admin },
  { label: 'Providers', to: paths.adminProviders },
  { label: 'Messages', to: paths.adminMessages },
  { label: 'Rates', to: paths.adminRates },
] as const;
