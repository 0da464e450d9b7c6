import type { ProviderApplicationView } from '@contracts/network-views';
import type { VehicleClass } from '@domain/provider-matching';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { DescriptionItem } from '@/components/ui/description-item';
import { formatDateTime, formatPhone } from '@/lib/display-format';
import { ApplicationDecision } from './application-decision';
import { CredentialsDetails } from './credentials-details';
import { DocumentLinks } from './document-links';
import { TitledPart } from './titled-part';

const VEHICLE_CLASS_NAMES: Record<VehicleClass, string> = { light: 'Light duty', medium: 'Medium duty', heavy: 'Heavy duty' };

type ApplicationCardProps = {
  application: ProviderApplicationView;
  fallbackFocus: () => HTMLElement | null;
  /** A document thumbnail would not load: its signed link lapsed. */
  onBrokenLink: () => void;
};

/** One application as the dispatcher vets it: who applied, their credentials and the documents that should show them. */
export function ApplicationCard({ application, fallbackFocus, onBrokenLink }: ApplicationCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {application.companyName}
          </h3>
          <p className="text-sm text-slate-600">
            Submitted <time dateTime={application.submittedAt}>{formatDateTime(application.submittedAt)}</time>
          </p>
        </div>
        {application.language === 'es' && (
          <Badge tone="info">
            <span className="sr-only">Texts in </span>
            <span lang="es">Español</span>
          </Badge>
        )}
      </header>

      <div className="mt-4 grid gap-5 lg:grid-cols-2">
        <TitledPart heading="h4" title="Applicant">
          <dl className="grid gap-3 sm:grid-cols-2">
            <DescriptionItem term="Contact">{application.contactName}</DescriptionItem>
            <DescriptionItem term="Phone">
              <a href={`tel:${application.phone}`} className="underline">
                {formatPhone(application.phone)}
              </a>
            </DescriptionItem>
            <DescriptionItem term="Email">
              <a href={`mailto:${application.email}`} className="underline">
                {application.email}
              </a>
            </DescriptionItem>
            <DescriptionItem term="Vehicles">{application.vehicleClasses.map((vehicleClass) => VEHICLE_CLASS_NAMES[vehicleClass]).join(', ')}</DescriptionItem>
            <DescriptionItem term="Services">{application.services.join(', ')}</DescriptionItem>
            <DescriptionItem term="Home base">
              {application.homeAddress} · within {application.serviceRadiusMiles} mi
            </DescriptionItem>
          </dl>
        </TitledPart>
        <TitledPart heading="h4" title="Credentials">
          <CredentialsDetails credentials={application.credentials} />
        </TitledPart>
      </div>

      <TitledPart heading="h4" title="Documents" className="mt-5">
        <DocumentLinks documents={application.documents} onBroken={onBrokenLink} />
      </TitledPart>

      <div className="mt-5 border-t border-slate-100 pt-4">
        <ApplicationDecision application={application} fallbackFocus={fallbackFocus} />
      </div>
    </article>
  );
}

