import type { CustomerRequestView } from '@contracts/request-views';
import type { ReactNode } from 'react';
import { serviceTypeLabel } from '@/lib/service-type-label';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const vehicleText = (request: CustomerRequestView): string | null => {
  const name = [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter((part) => part != null && part !== '').join(' ');
  if (!name) return request.vehicleType;
  return request.vehicleType ? `${name} (${request.vehicleType})` : name;
};

export function ServiceDetailsCard({ request }: { request: CustomerRequestView }) {
  return (
    <section aria-labelledby="service-details-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 md:self-start">
      <h2 id="service-details-title" className="mb-4 text-lg font-semibold text-slate-900">
        Service Details
      </h2>
      <dl className="space-y-3 text-sm">
        <Detail term="Service">
          {serviceTypeLabel(request.serviceType)}
          {request.serviceDescription && <span className="mt-1 block text-slate-600">{request.serviceDescription}</span>}
        </Detail>
        <Detail term="Vehicle">{vehicleText(request)}</Detail>
        <Detail term="Pickup">{request.locationAddress}</Detail>
        <Detail term="Destination">{request.destinationAddress}</Detail>
        <Detail term="Distance">{request.estimatedDistance != null ? `${request.estimatedDistance.toFixed(1)} miles` : null}</Detail>
        <Detail term="Submitted">
          <time dateTime={request.createdAt}>{dateTime.format(new Date(request.createdAt))}</time>
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
