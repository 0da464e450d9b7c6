import { useLanguage } from '@/i18n/language-provider';
import type { CustomerRequestView } from '@contracts/request-views';
import { serviceLabelId } from '@contracts/shared-messages';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { milesText } from '@domain/distance';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { vehicleTypeLabelId } from '@/lib/vehicle-type-labels';

const vehicleText = (request: CustomerRequestView, intl: IntlShape): string | null => {
  const typeId = request.vehicleType ? vehicleTypeLabelId(request.vehicleType) : null;
  const type = typeId ? intl.formatMessage({ id: typeId }) : request.vehicleType;
  const name = [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter((part) => part != null && part !== '').join(' ');
  if (!name) return type;
  return type ? `${name} (${type})` : name;
};

export function ServiceDetailsCard({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const serviceId = serviceLabelId(request.serviceType);
  return (
    <section aria-labelledby="service-details-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:self-start">
      <h2 id="service-details-title" className="mb-4 text-lg font-semibold text-slate-900">
        {intl.formatMessage({ id: 'tracking.details.heading' })}
      </h2>
      <dl className="space-y-3 text-sm">
        <Detail term={intl.formatMessage({ id: 'tracking.details.service' })}>
          {serviceId ? intl.formatMessage({ id: serviceId }) : request.serviceType}
          {request.serviceDescription && <span className="mt-1 block text-slate-600">{request.serviceDescription}</span>}
        </Detail>
        <Detail term={intl.formatMessage({ id: 'tracking.details.vehicle' })}>{vehicleText(request, intl)}</Detail>
        <Detail term={intl.formatMessage({ id: 'tracking.details.pickup' })}>{request.locationAddress}</Detail>
        <Detail term={intl.formatMessage({ id: 'tracking.details.destination' })}>{request.destinationAddress}</Detail>
        <Detail term={intl.formatMessage({ id: 'tracking.details.distance' })}>
          {request.estimatedDistance != null ? milesText(request.estimatedDistance, language) : null}
        </Detail>
        <Detail term={intl.formatMessage({ id: 'tracking.details.submitted' })}>
          <time dateTime={request.createdAt}>
            {intl.formatDate(request.createdAt, { dateStyle: language === 'en' ? 'medium' : 'long', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE })}
          </time>
        </Detail>
      </dl>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
