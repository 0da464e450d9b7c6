import type { Location } from 'react-router-dom';
import { paths } from '@/lib/paths';

type ReturnToState = { returnTo?: string };

export function returnToState(location: Location): ReturnToState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** Only admin pages are valid destinations after sign-in; anything else goes to the dashboard. */
export function readReturnTo(state: unknown): string {
  const returnTo = (state as ReturnToState | null)?.returnTo;
  const isAdminPage = typeof returnTo === 'string' && returnTo.startsWith(`${paths.admin}/`) && !returnTo.startsWith(paths.adminLogin);
  return isAdminPage ? returnTo : paths.admin;
}
