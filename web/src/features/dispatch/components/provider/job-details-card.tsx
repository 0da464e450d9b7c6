import type { ProviderJobView } from '@contracts/provider-views';
import type { ReactNode } from 'react';
import { CardSection } from '@/components/ui/card';
import { CarIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { formatPhone } from '@/lib/display-format';
import { serviceTypeLabel } from '@/lib/service-type-label';

/** The job itself: service, vehicle, where, and the customer's number once the provider is on the way. */
export function JobDetailsCard({ job }: { job: ProviderJobView }) {
  const vehicle = [job.vehicleYear, job.vehicleMake, job.vehicleModel].filter(Boolean).join(' ');
  return (
    <CardSection title="Job Details" icon={<CarIcon className="size-5 text-brand-700" />}>
      <dl className="space-y-3 text-base">
        <Detail term="Service">{serviceTypeLabel(job.serviceType)}</Detail>
        {job.serviceDescription && <Detail term="Problem">{job.serviceDescription}</Detail>}
        <Detail term="Vehicle">
          {vehicle || 'Not given'}
          {job.vehicleType && <span className="text-slate-600"> ({job.vehicleType})</span>}
        </Detail>
        {job.vehiclePlate && <Detail term="License plate">{job.vehiclePlate}</Detail>}
        {job.status !== 'completed' && <Detail term="Location">{job.locationAddress ?? 'Location shared by GPS'}</Detail>}
        <Detail term="Customer">
          {job.customerPhone ? (
            <span className="mt-1 flex flex-wrap gap-3">
              <a href={`tel:${job.customerPhone}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
                <PhoneIcon className="size-4" />
                Call {formatPhone(job.customerPhone)}
              </a>
              <a href={`sms:${job.customerPhone}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
                <MessageIcon className="size-4" />
                Text
              </a>
            </span>
          ) : (
            <span className="text-slate-700">
              {job.status === 'completed' ? 'Contact details are removed after the job.' : "The customer's number appears once you start the job."}
            </span>
          )}
        </Detail>
      </dl>
    </CardSection>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
