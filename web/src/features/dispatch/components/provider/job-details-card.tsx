import { vehicleTypeLabelId } from '@/lib/vehicle-type-labels';
import { serviceLabelId } from '@contracts/shared-messages';
import type { ProviderJobView } from '@contracts/provider-views';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { CarIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { formatPhone } from '@/lib/display-format';

/** The job itself: service, vehicle, where, and the customer's number once the provider is on the way. */
export function JobDetailsCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const vehicle = [job.vehicleYear, job.vehicleMake, job.vehicleModel].filter(Boolean).join(' ');
  const serviceId = serviceLabelId(job.serviceType);
  const vehicleTypeMessage = job.vehicleType ? vehicleTypeLabelId(job.vehicleType) : null;
  return (
    <CardSection title={intl.formatMessage({ id: 'provider.details.title' })} icon={<CarIcon className="size-5 text-brand-700" />}>
      <dl className="space-y-3 text-base">
        <Detail term={intl.formatMessage({ id: 'provider.details.service' })}>
          {serviceId ? intl.formatMessage({ id: serviceId }) : job.serviceType}
        </Detail>
        {job.serviceDescription && <Detail term={intl.formatMessage({ id: 'provider.details.problem' })}>{job.serviceDescription}</Detail>}
        <Detail term={intl.formatMessage({ id: 'provider.details.vehicle' })}>
          {vehicle || intl.formatMessage({ id: 'provider.details.notGiven' })}
          {job.vehicleType && (
            <span className="text-slate-600"> ({vehicleTypeMessage ? intl.formatMessage({ id: vehicleTypeMessage }) : job.vehicleType})</span>
          )}
        </Detail>
        {job.vehiclePlate && <Detail term={intl.formatMessage({ id: 'provider.details.plate' })}>{job.vehiclePlate}</Detail>}
        {job.status !== 'completed' && (
          <Detail term={intl.formatMessage({ id: 'provider.details.location' })}>
            {job.locationAddress ?? intl.formatMessage({ id: 'provider.details.gpsLocation' })}
          </Detail>
        )}
        <Detail term={intl.formatMessage({ id: 'provider.details.customer' })}>
          {job.customerPhone ? (
            <span className="mt-1 flex flex-wrap gap-3">
              <a href={`tel:${job.customerPhone}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
                <PhoneIcon className="size-4" />
                {intl.formatMessage({ id: 'provider.details.call' }, { phone: formatPhone(job.customerPhone) })}
              </a>
              <a href={`sms:${job.customerPhone}`} className="inline-flex items-center gap-1 font-semibold text-brand-700 underline">
                <MessageIcon className="size-4" />
                {intl.formatMessage({ id: 'provider.details.text' })}
              </a>
            </span>
          ) : (
            <span className="text-slate-700">
              {intl.formatMessage({ id: job.status === 'completed' ? 'provider.details.contactRemoved' : 'provider.details.phoneLater' })}
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
