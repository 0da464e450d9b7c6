import { SignOutButton as SignOut } from '@/components/sign-out-button';
import { useSignOut } from '../api/sign-out';

/** On success the session query becomes null; the admin guard then leaves for the login page. */
export function SignOutButton({ className }: { className?: string }) {
  return <SignOut signOut={useSignOut()} className={className} />;
}
