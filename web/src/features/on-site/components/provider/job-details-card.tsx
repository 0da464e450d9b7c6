import { vehicleTypeLabelId } from '@/lib/vehicle-type-labels';
import { serviceLabelId } from '@contracts/shared-messages';
import type { ProviderJobView } from '@contracts/provider-views';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { CarIcon, MessageIcon, PhoneIcon } from '@/components/ui/icons';
import { formatPhone } from '@/lib/display-format';
import { DescriptionItem } from '@/components/ui/description-item';
import type { MessageId } from '@/i18n/messages';

/** Why the customer's number is not shown: not yet, or no longer. */
const CONTACT_NOTE: Partial<Record<string, MessageId>> = {
  completed: 'provider.details.contactRemoved',
  cancelled: 'provider.details.contactCancelled',
};

/** The job itself: service, vehicle, where, and the customer's number once the provider is on the way. */
export function JobDetailsCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const vehicle = [job.vehicleYear, job.vehicleMake, job.vehicleModel].filter(Boolean).join(' ');
  const serviceId = serviceLabelId(job.serviceType);
  const vehicleTypeMessage = job.vehicleType ? vehicleTypeLabelId(job.vehicleType) : null;
  return (
    <CardSection title={intl.formatMessage({ id: 'provider.details.title' })} icon={<CarIcon className="size-5 text-brand-700" />}>
      <dl className="space-y-3 text-base">
        <DescriptionItem term={intl.formatMessage({ id: 'provider.details.service' })}>
          {serviceId ? intl.formatMessage({ id: serviceId }) : job.serviceType}
        </DescriptionItem>
        {job.serviceDescription && <DescriptionItem term={intl.formatMessage({ id: 'provider.details.problem' })}>{job.serviceDescription}</DescriptionItem>}
        <DescriptionItem term={intl.formatMessage({ id: 'provider.details.vehicle' })}>
          {vehicle || intl.formatMessage({ id: 'provider.details.notGiven' })}
          {job.vehicleType && (
            <span className="text-slate-600"> ({vehicleTypeMessage ? intl.formatMessage({ id: vehicleTypeMessage }) : job.vehicleType})</span>
          )}
        </DescriptionItem>
        {job.vehiclePlate && <DescriptionItem term={intl.formatMessage({ id: 'provider.details.plate' })}>{job.vehiclePlate}</DescriptionItem>}
        {job.status !== 'completed' && (
          <DescriptionItem term={intl.formatMessage({ id: 'provider.details.location' })}>
            {job.locationAddress ?? intl.formatMessage({ id: 'provider.details.gpsLocation' })}
          </DescriptionItem>
        )}
        {(job.providerLicence || job.providerInsurer) && (
          <DescriptionItem term={intl.formatMessage({ id: 'provider.details.credentials' })}>
            {job.providerLicence && <span className="block">{intl.formatMessage({ id: 'provider.details.licence' }, { licence: job.providerLicence })}</span>}
            {job.providerInsurer && <span className="block">{intl.formatMessage({ id: 'provider.details.insurer' }, { insurer: job.providerInsurer })}</span>}
          </DescriptionItem>
        )}
        <DescriptionItem term={intl.formatMessage({ id: 'provider.details.customer' })}>
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
              {intl.formatMessage({ id: CONTACT_NOTE[job.status] ?? 'provider.details.phoneLater' })}
            </span>
          )}
        </DescriptionItem>
      </dl>
    </CardSection>
  );
}
