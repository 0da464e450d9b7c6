import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { businessPaths } from '@/features/business';

/** A page for the account's admins, opened by a requester from an old link or typed in. */
export function AdminsOnly({ title }: { title: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-12 text-center shadow-sm">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <LockIcon className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">Only your account’s admins can use this page. Ask one of them if you need to.</p>
      <Link to={businessPaths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
        Back to Jobs
      </Link>
    </div>
  );
}
