import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AdminRequestSummary } from '@contracts/request-views';
import { buttonClasses } from '@/components/ui/button';
import { CarIcon, ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { paths } from '@/lib/paths';
import { requestCode, requestTypeLabel, vehicleLabel } from '../lib/request-display';
import { ArrivalBadges } from './arrival-badges';
import { RequestStatusBadge } from './request-status-badge';
import { serviceTypeLabel } from '@/lib/service-type-label';

export function RequestCard({ request }: { request: AdminRequestSummary }) {
  const headingId = useId();
  const vehicle = [vehicleLabel(request), request.vehicleType].filter((part) => part && part !== '—').join(' · ');

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold text-slate-900">
            {serviceTypeLabel(request.serviceType)}
          </h3>
          <p className="text-xs font-medium tracking-wide text-slate-500">
            #{requestCode(request)}
            {request.requestType === 'sms' && (
              <Badge tone="neutral" className="ml-2 align-middle">
                {requestTypeLabel(request.requestType)}
              </Badge>
            )}
            {request.onBehalfOf && (
              <Badge tone="neutral" className="ml-2 align-middle">
                {request.onBehalfOf}
              </Badge>
            )}
            {request.language === 'es' && (
              <Badge tone="info" className="ml-2 align-middle">
                <span lang="es">Español</span>
              </Badge>
            )}
          </p>
        </div>
        <RequestStatusBadge status={request.status} />
      </div>
      <ArrivalBadges request={request} />

      <dl className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
        <Detail icon={<CarIcon />} label="Vehicle">
          {vehicle || '—'}
        </Detail>
        <Detail icon={<MapPinIcon />} label="Location">
          {request.locationAddress ?? '—'}
        </Detail>
        <Detail icon={<PhoneIcon />} label="Phone">
          <a href={`tel:${request.phone}`} className="font-medium text-brand-700 hover:underline">
            {formatPhone(request.phone)}
          </a>
        </Detail>
        <Detail icon={<ClockIcon />} label="Created">
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </Detail>
      </dl>

      <Link to={paths.adminRequest(request.id)} className={buttonClasses('outline', 'sm', 'mt-4 self-end')}>
        View Details
      </Link>
    </article>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-slate-400 [&>svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
