import { Link, useParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin-auth';
import { StaffMemberDetails, useStaffMember } from '@/features/staff/admin';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { LoadError } from '@/components/load-error';
import { NotForYourRole } from './not-for-your-role';
import { useLoadErrorToast } from './use-load-error-toast';

const LOAD_FAILED = 'Failed to load the staff member';

/** Owners only: one member of staff, how they sign in, where they are signed in and what they did last. */
export function AdminStaffMemberPage() {
  const { id = '' } = useParams();
  const isOwner = useCan('owner');
  const member = useStaffMember(id, isOwner);
  const notFound = isApiError(member.error, 404);
  useLoadErrorToast({ error: notFound ? null : member.error, errorUpdatedAt: member.errorUpdatedAt }, LOAD_FAILED);

  let body;
  if (!isOwner) body = <NotForYourRole title="Staff" message="Only owners can manage the staff." />;
  else if (member.data) body = <StaffMemberDetails page={member.data} />;
  else if (notFound)
    body = (
      <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Staff member not found</h1>
      </div>
    );
  else if (member.isError) body = <LoadError message={LOAD_FAILED} onRetry={() => member.refetch()} retrying={member.isFetching} />;
  else
    body = (
      <div role="status" aria-label="Loading the staff member" className="space-y-4">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>{`${member.data?.member.name ?? 'Staff member'} | Staff | Admin | DFW Roadside Assistance`}</title>
      <Link to={paths.adminStaff} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Staff
      </Link>
      {body}
    </div>
  );
}
