import type { ReactNode } from 'react';
import type { AdminRequestView } from '@contracts/request-views';
import { mailtoHref } from '@domain/email';
import { LANGUAGE_NAMES } from '@domain/language';
import { CardSection } from '@/components/ui/card';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { requestTypeLabel, vehicleLabel } from '../lib/request-display';
import { serviceTypeLabel } from '@/lib/service-type-label';

const linkClass = 'font-medium text-brand-700 hover:underline break-all';

export function RequestInformationCard({ request }: { request: AdminRequestView }) {
  return (
    <CardSection title="Request Information">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Customer Phone">
          <a href={`tel:${request.phone}`} className={linkClass}>
            {formatPhone(request.phone)}
          </a>
        </Field>
        <Field label="Email">
          <EmailValue email={request.email} />
        </Field>
        <Field label="Service">
          {serviceTypeLabel(request.serviceType)}
          {request.serviceDescription && (
            <span className="mt-1 block text-sm whitespace-pre-line text-slate-600">{request.serviceDescription}</span>
          )}
        </Field>
        <Field label="Request Type">{requestTypeLabel(request.requestType)}</Field>
        <Field label="Language">
          <span lang={request.language}>{LANGUAGE_NAMES[request.language]}</span>
          {request.language === 'es' && <span className="mt-1 block text-sm text-slate-600">Texts go in Spanish; speak Spanish when calling.</span>}
        </Field>
        <Field label="Vehicle">
          {vehicleLabel(request)}
          <span className="mt-1 block text-sm text-slate-600">
            Type: {request.vehicleType ?? '—'} · Plate: {request.vehiclePlate ?? '—'}
          </span>
        </Field>
        <Field label="Created">
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </Field>
        <Field label="Location">{request.locationAddress ?? '—'}</Field>
        <Field label="Destination">{request.destinationAddress ?? '—'}</Field>
      </dl>
    </CardSection>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Only an address that can carry nothing but itself becomes a link; anything else is shown as text. */
function EmailValue({ email }: { email: string | null }) {
  if (!email) return 'Not provided';
  const href = mailtoHref(email);
  return href ? (
    <a href={href} className={linkClass}>
      {email}
    </a>
  ) : (
    <span className="break-all">{email}</span>
  );
}
