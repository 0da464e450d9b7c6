import { CardSection } from '@/components/ui/card';
import { UserPlusIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountMembersList, InviteMemberForm } from '@/features/accounts';
import { useInvitePortalMember, usePortalMembers } from '@/features/business';
import { AdminsOnly } from './admins-only';
import { useSignedInMember } from './business-layout';
import { LoadError } from '@/components/load-error';

/** Account admins: who signs in for the account, and invitations for more. */
export function BusinessPeoplePage() {
  const me = useSignedInMember();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>People | DFW Roadside Assistance</title>
      {me.role === 'account_admin' ? <People /> : <AdminsOnly title="People" />}
    </div>
  );
}

function People() {
  const members = usePortalMembers();
  const invite = useInvitePortalMember();
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">People</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">Who signs in for your account. Each signs in with a password and an authenticator app.</p>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <CardSection title="People" icon={<UsersIcon className="size-5 text-brand-700" />}>
          {members.data ? (
            <AccountMembersList members={members.data} />
          ) : members.isError ? (
            <LoadError message="Failed to load the people" onRetry={() => members.refetch()} retrying={members.isFetching} />
          ) : (
            <div role="status" aria-label="Loading the people">
              <Skeleton className="h-20 w-full" />
            </div>
          )}
        </CardSection>
        <CardSection title="Invite Someone" icon={<UserPlusIcon className="size-5 text-brand-700" />}>
          <InviteMemberForm invite={invite.mutateAsync} pending={invite.isPending} />
        </CardSection>
      </div>
    </>
  );
}
