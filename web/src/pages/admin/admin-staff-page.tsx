import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ArrowLeftIcon, LockIcon, MailIcon, ShieldIcon, UserPlusIcon, UsersIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import { InviteForm, PendingInvitations, SecurityLog, StaffMembers, useStaff, ViewerPolicySwitch } from '@/features/staff/admin';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { NotForYourRole } from './not-for-your-role';
import { useLoadErrorToast } from './use-load-error-toast';

const LOAD_FAILED = 'Failed to load the staff';

/** Owners only: who works the desk, in which role, who is invited, how they sign in, and the security log. */
export function AdminStaffPage() {
  const isOwner = useCan('owner');
  const staff = useStaff(isOwner);
  useLoadErrorToast(staff, LOAD_FAILED);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Staff | Admin | DFW Roadside Assistance</title>
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      {!isOwner ? (
        <NotForYourRole title="Staff" message="Only owners can manage the staff." />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Staff</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Who works the desk and what each may do. Owners and dispatchers sign in with a second factor: a passkey or an authenticator app.
          </p>
          {staff.data ? (
            <div className="space-y-6">
              <CardSection title="Members" icon={<UsersIcon className="size-5 text-brand-700" />}>
                <StaffMembers members={staff.data.members} />
              </CardSection>
              <div className="grid items-start gap-6 lg:grid-cols-2">
                <CardSection title="Invite Someone" icon={<UserPlusIcon className="size-5 text-brand-700" />}>
                  <InviteForm />
                </CardSection>
                <CardSection title="Pending Invitations" icon={<MailIcon className="size-5 text-brand-700" />}>
                  <PendingInvitations invitations={staff.data.invitations} />
                </CardSection>
              </div>
              <CardSection title="Sign-In Policy" icon={<ShieldIcon className="size-5 text-brand-700" />}>
                <ViewerPolicySwitch policies={staff.data.policies} />
              </CardSection>
              <CardSection title="Security Log" icon={<LockIcon className="size-5 text-brand-700" />}>
                <SecurityLog />
              </CardSection>
            </div>
          ) : staff.isError ? (
            <LoadError message={LOAD_FAILED} onRetry={() => staff.refetch()} retrying={staff.isFetching} />
          ) : (
            <div role="status" aria-label="Loading the staff" className="space-y-4">
              <Skeleton className="h-64 w-full rounded-xl" />
              <Skeleton className="h-80 w-full rounded-xl" />
            </div>
          )}
        </>
      )}
    </div>
  );
}
