import type { ProviderJobView } from '@contracts/provider-views';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { MapPinIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { positionAgeMessage } from '@/features/providers';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import type { PositionSharing } from '../../hooks/use-position-sharing';

const RouteMap = lazy(() => import('@/components/map/route-map'));

const pointOf = (lat: number | null, lng: number | null) => (lat != null && lng != null ? { lat, lng } : null);

/** Where the phone is, whether the customer can see it, and the job's places on a map. */
export function LocationSharingCard({ job, sharing }: { job: ProviderJobView; sharing: PositionSharing }) {
  const intl = useIntl();
  const now = useNow();
  const problem = sharing.status === 'denied' || sharing.status === 'unavailable' || sharing.status === 'refused';
  const { note } = sharing;
  let line: string;
  if (note) {
    line = intl.formatMessage({ id: note.id }, note.values);
  } else if (sharing.lastSentAt) {
    const age = positionAgeMessage(now - sharing.lastSentAt);
    line = intl.formatMessage({ id: 'provider.location.sharing' }, { age: intl.formatMessage({ id: age.id }, age.values) });
  } else {
    line = intl.formatMessage({ id: 'provider.location.finding' });
  }

  return (
    <CardSection title={intl.formatMessage({ id: 'provider.location.title' })} icon={<MapPinIcon className="size-5 text-brand-700" />}>
      <p role="status" className={cn('mb-3 text-base', problem ? 'rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900' : 'text-slate-700')}>
        {line}
      </p>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <RouteMap
          pickup={pointOf(job.customerLat, job.customerLng)}
          destination={pointOf(job.destinationLat, job.destinationLng)}
          provider={sharing.position}
          label={intl.formatMessage({ id: 'provider.location.mapLabel' })}
          height={256}
        />
      </Suspense>
    </CardSection>
  );
}
