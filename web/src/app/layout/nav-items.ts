import { paths } from '@/lib/paths';

export const navItems = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Request Service', to: paths.request, end: false },
] as const;
