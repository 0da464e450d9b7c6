import type { PartnerJobView } from '@contracts/account-views';
import { formatUsd } from '@domain/money';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { CopyableLink } from '@/components/ui/copyable-link';
import { DescriptionItem } from '@/components/ui/description-item';
import { CarIcon, MapPinIcon, TruckIcon } from '@/components/ui/icons';
import { formatBusinessDateTime, formatClockTime, formatPhone } from '@/lib/display-format';
import { isCancellable, isOpenJob, JOB_STATUS_WORDS, placeWords, vehicleWords } from '../lib/job-words';
import { CancelJobButton } from './cancel-job-button';
import { JobStatusBadge } from './job-status-badge';

/** One job as the account sees it: where it stands, who is coming and when, the driver's tracking page, and Cancel while it may be. */
export function JobDetails({ job }: { job: PartnerJobView }) {
  const open = isOpenJob(job);
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{job.service}</h1>
            <JobStatusBadge status={job.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {JOB_STATUS_WORDS[job.status].detail} Sent {formatBusinessDateTime(job.createdAt)}.
          </p>
        </div>
        {isCancellable(job) && <CancelJobButton job={job} />}
      </div>
      <div className="mt-6 space-y-6">
        <CardSection title="Help on the Way" icon={<TruckIcon className="size-5 text-brand-700" />}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <DescriptionItem term="Provider">{job.provider?.name ?? (open ? 'Not assigned yet' : 'None')}</DescriptionItem>
            {open && <DescriptionItem term="Arriving">{job.etaAt ? `About ${formatClockTime(job.etaAt)} (Dallas time)` : 'Not known yet'}</DescriptionItem>}
            <DescriptionItem term="Price">{job.priceCents !== null ? formatUsd(job.priceCents) : 'Being priced by a dispatcher'}</DescriptionItem>
            {job.cancellationFeeCents !== null && <DescriptionItem term="Cancellation fee">{formatUsd(job.cancellationFeeCents)}</DescriptionItem>}
            {job.completedAt && <DescriptionItem term="Completed">{formatBusinessDateTime(job.completedAt)}</DescriptionItem>}
          </dl>
          {job.status === 'completed' && (
            <div className="mt-5">
              <a href={`/api/business/jobs/${job.id}/receipt`} download className={buttonClasses('outline', 'sm')}>
                Download Receipt (PDF)
              </a>
            </div>
          )}
          {open && job.trackingUrl && (
            <div className="mt-5">
              <p className="mb-2 text-sm text-slate-700">The driver was texted this page; it shows the provider coming on a map.</p>
              <CopyableLink label="Driver’s tracking page" url={job.trackingUrl} />
            </div>
          )}
        </CardSection>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <CardSection title="Driver and Vehicle" icon={<CarIcon className="size-5 text-brand-700" />}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DescriptionItem term="Driver’s mobile">
                <a href={`tel:${job.driverPhone}`} className="text-brand-700 underline">
                  {formatPhone(job.driverPhone)}
                </a>
              </DescriptionItem>
              <DescriptionItem term="Vehicle">{vehicleWords(job.vehicle)}</DescriptionItem>
              {job.vehicle.plate && <DescriptionItem term="License plate">{job.vehicle.plate}</DescriptionItem>}
              {job.reference && <DescriptionItem term="Your reference">{job.reference}</DescriptionItem>}
            </dl>
          </CardSection>
          <CardSection title="Where" icon={<MapPinIcon className="size-5 text-brand-700" />}>
            <dl className="grid gap-4">
              <DescriptionItem term="Pickup">{placeWords(job.pickup)}</DescriptionItem>
              {job.destination && <DescriptionItem term="Destination">{placeWords(job.destination)}</DescriptionItem>}
            </dl>
          </CardSection>
        </div>
      </div>
    </>
  );
}
