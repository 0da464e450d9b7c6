import type { ProviderJobView } from '@contracts/provider-views';
import { milesText } from '@domain/distance';
import { greatCircleMiles, googleMapsDirectionsUrl } from '@domain/geo';
import { isTowService } from '@domain/provider-job';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { ExternalLinkIcon, RouteIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/language-provider';

/** The tow: pickup, destination and the distance between them (spec §2: when the service is a tow). */
export function JobRouteCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  if (!isTowService(job.serviceType) || job.status === 'completed') return null;
  const from = job.customerLat != null && job.customerLng != null ? { lat: job.customerLat, lng: job.customerLng } : null;
  const to = job.destinationLat != null && job.destinationLng != null ? { lat: job.destinationLat, lng: job.destinationLng } : null;
  const miles = job.estimatedDistance ?? (from && to ? greatCircleMiles(from, to) : null);

  return (
    <CardSection title={intl.formatMessage({ id: 'provider.route.title' })} icon={<RouteIcon className="size-5 text-brand-700" />}>
      <dl className="space-y-3 text-base">
        <div>
          <dt className="text-sm text-slate-600">{intl.formatMessage({ id: 'provider.route.pickUp' })}</dt>
          <dd className="font-medium text-slate-900">{job.locationAddress ?? intl.formatMessage({ id: 'provider.details.gpsLocation' })}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{intl.formatMessage({ id: 'provider.route.towTo' })}</dt>
          <dd className="font-medium text-slate-900">{job.destinationAddress ?? intl.formatMessage({ id: 'provider.route.noDestination' })}</dd>
        </div>
        {miles != null && (
          <div>
            <dt className="text-sm text-slate-600">{intl.formatMessage({ id: 'provider.route.distance' })}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{milesText(miles, language)}</dd>
          </div>
        )}
      </dl>
      {from && to && (
        <a
          href={googleMapsDirectionsUrl(from, to)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-1 text-base font-medium text-brand-700 underline"
        >
          {intl.formatMessage({ id: 'provider.route.openInMaps' })}
          <ExternalLinkIcon className="size-4" />
        </a>
      )}
    </CardSection>
  );
}
