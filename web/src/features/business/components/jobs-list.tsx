import type { PartnerJobView } from '@contracts/account-views';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { formatBusinessDateTime, formatClockTime, formatPhone } from '@/lib/display-format';
import { businessPaths } from '../business-paths';
import { isOpenJob, placeWords, vehicleWords } from '../lib/job-words';
import { JobStatusBadge } from './job-status-badge';

/** Each job as a card: where it stands, who is coming and when, and the driver's tracking page. */
export function JobsList({ jobs, label }: { jobs: readonly PartnerJobView[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}

function JobCard({ job }: { job: PartnerJobView }) {
  const open = isOpenJob(job);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`job-${job.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`job-${job.id}`} className="min-w-0 text-base font-semibold text-slate-900">
          <Link to={businessPaths.job(job.id)} className="break-words text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {job.service} · {vehicleWords(job.vehicle)}
          </Link>
        </h3>
        <JobStatusBadge status={job.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Item term="Pickup">{placeWords(job.pickup)}</Item>
        <Item term="Driver">{formatPhone(job.driverPhone)}</Item>
        {job.reference && <Item term="Your reference">{job.reference}</Item>}
        {open ? (
          <>
            <Item term="Provider">{job.provider?.name ?? 'Not assigned yet'}</Item>
            <Item term="Arriving">{job.etaAt ? `About ${formatClockTime(job.etaAt)}` : 'Not known yet'}</Item>
          </>
        ) : (
          <Item term={job.status === 'completed' ? 'Completed' : 'Sent'}>{formatBusinessDateTime(job.completedAt ?? job.createdAt)}</Item>
        )}
      </dl>
      {open && job.trackingUrl && (
        <a href={job.trackingUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-2">
          <ExternalLinkIcon className="size-4" />
          Driver’s tracking page
        </a>
      )}
    </article>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
