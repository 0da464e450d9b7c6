import type { PhotoView } from '@contracts/provider-views';
import type { AdminRequestView } from '@contracts/request-views';
import { PhotoGrid, PhotoThumbnail } from '@/components/photo-thumbnail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { CameraIcon, ExternalLinkIcon } from '@/components/ui/icons';
import { formatClockTime } from '@/lib/display-format';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useAdminRequestPhotos } from '../../api/get-request-photos';
import { PHOTO_LABELS } from '../../lib/photo-labels';

/** From arrival on the provider photographs the vehicle; before, the card is shown only if photos exist. */
const PHOTO_STATUSES: readonly string[] = ['arrived', 'in_progress', 'completed'];

const mapsUrl = ({ lat, lng }: { lat: number; lng: number }) => `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;

/** The provider's photos at the car: what each shows, when it was taken, and where the phone was then. */
export function RequestPhotosCard({ request }: { request: AdminRequestView }) {
  const photos = useAdminRequestPhotos(request.id);
  const onBroken = useExpiredLinkRefetch(photos.refetch);
  const list = photos.data ?? [];
  if (list.length === 0 && !PHOTO_STATUSES.includes(request.status)) return null;

  return (
    <CardSection title="Photos" icon={<CameraIcon className="size-5 text-brand-700" />}>
      {photos.isError && !photos.data ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-red-800">
            Failed to load photos
          </p>
          <Button variant="outline" size="sm" onClick={() => void photos.refetch()} disabled={photos.isFetching}>
            Retry
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{photos.isPending ? 'Loading photos…' : 'No photos yet. The provider takes them at the car.'}</p>
      ) : (
        <PhotoGrid>
          {list.map((photo) => (
            <AdminPhoto key={photo.id} photo={photo} onBroken={onBroken} />
          ))}
        </PhotoGrid>
      )}
    </CardSection>
  );
}

function AdminPhoto({ photo, onBroken }: { photo: PhotoView; onBroken: () => void }) {
  const label = PHOTO_LABELS[photo.stage];
  const time = formatClockTime(photo.takenAt);
  const where = photo.lat != null && photo.lng != null ? { lat: photo.lat, lng: photo.lng } : null;
  return (
    <PhotoThumbnail photo={photo} alt={`${label} taken at ${time}`} newTabNote="(opens in a new tab)" onBroken={onBroken}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1" aria-hidden="true">
        <Badge tone={photo.stage === 'completion' ? 'success' : 'brand'}>{label}</Badge>
        <span className="tabular-nums">{time}</span>
      </div>
      {/* The phone's position when it was taken, only as a link: bare coordinates tell a dispatcher nothing. */}
      {where && (
        <a
          href={mapsUrl(where)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          Open in Google Maps
          <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only">{` where the ${label.toLowerCase()} of ${time} was taken (opens in a new tab)`}</span>
        </a>
      )}
    </PhotoThumbnail>
  );
}
