import { SignOutButton } from '@/components/sign-out-button';
import { usePortalSignOut } from '../api/sign-out';

/** On success the portal's `me` becomes null and the portal shows its sign-in. */
export function PortalSignOutButton({ className }: { className?: string }) {
  return <SignOutButton signOut={usePortalSignOut()} className={className} />;
}
