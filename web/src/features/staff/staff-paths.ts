import { paths } from '@/lib/paths';

/** The owner's page of one member of staff; the router's pattern for it is `${paths.adminStaff}/:id`. */
export const staffPaths = {
  member: (id: string) => `${paths.adminStaff}/${encodeURIComponent(id)}`,
} as const;
