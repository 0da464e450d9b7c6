import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { businessPaths, NewJobForm } from '@/features/business';
import { useSignedInMember } from './business-layout';

/** A job for one of the account's drivers: no deposit, it goes on the month's invoice. */
export function BusinessNewJobPage() {
  const me = useSignedInMember();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <title>New Job | DFW Roadside Assistance</title>
      <Link to={businessPaths.home} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Jobs
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">New Job</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">Billed to {me.account.name}: the driver pays nothing and is texted a link to follow the help.</p>
      <NewJobForm onCreated={(job) => void navigate(businessPaths.job(job.id))} />
    </div>
  );
}
