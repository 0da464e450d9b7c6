import { paths } from '@/lib/paths';

/** The desk's business accounts; the router's patterns are built from the same addresses. */
export const accountPaths = {
  list: `${paths.admin}/accounts`,
  pattern: `${paths.admin}/accounts/:id`,
  account: (id: string) => `${paths.admin}/accounts/${encodeURIComponent(id)}`,
} as const;
