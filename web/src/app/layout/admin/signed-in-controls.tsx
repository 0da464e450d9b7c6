import { SignOutButton } from '@/features/admin-auth';
import { AccountLink } from './account-link';
import { AdminNav } from './admin-nav';
import { FactorGate } from './factor-gate';

/** The header's part for a signed-in admin: its own chunk, so the sign-in page loads none of the inbox's queries. */
export default function SignedInControls() {
  return (
    <>
      <FactorGate />
      <AdminNav />
      {/* On a phone the person's own link goes under Sign Out, within the brand's row. */}
      <div className="ml-auto flex shrink-0 flex-col-reverse items-end gap-0.5 sm:flex-row sm:items-center sm:gap-2">
        <AccountLink />
        <SignOutButton className="max-sm:h-9 max-sm:px-3 max-sm:text-sm" />
      </div>
    </>
  );
}
