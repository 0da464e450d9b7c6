import { useRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useApplications } from '../../../api/provider-network';
import { ApplicationCard } from './application-card';

/** The Applications tab: who asked to join, oldest first, each to approve onto the roster or reject with a reason. */
export function ApplicationsPanel() {
  const applications = useApplications('pending');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshLinks = useExpiredLinkRefetch(applications.refetch);

  return (
    <div className="space-y-4">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="rounded text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          Applications waiting
        </h2>
        <p className="text-sm text-slate-600">Oldest first. Check each credential against the documents before you approve.</p>
      </div>

      {applications.isPending ? (
        <div role="status" aria-label="Loading applications" className="space-y-3">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      ) : applications.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load applications.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void applications.refetch()}>
            Retry
          </button>
        </p>
      ) : applications.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-10 text-center text-slate-700">No applications waiting.</p>
      ) : (
        <ul aria-label="Applications waiting" className="space-y-4">
          {applications.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} fallbackFocus={() => headingRef.current} onBrokenLink={refreshLinks} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
