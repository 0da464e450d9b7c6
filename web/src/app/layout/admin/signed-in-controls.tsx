import { SignOutButton } from '@/features/admin-auth';
import { AdminNav } from './admin-nav';

/** The header's part for a signed-in admin: its own chunk, so the sign-in page loads none of the inbox's queries. */
export default function SignedInControls() {
  return (
    <>
      <AdminNav />
      <div className="ml-auto shrink-0">
        <SignOutButton />
      </div>
    </>
  );
}
