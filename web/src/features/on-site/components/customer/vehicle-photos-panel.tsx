import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import type { CustomerRequestView } from '@contracts/request-views';
import { PHOTO_LABEL_IDS, PHOTO_MESSAGE_IDS } from '@contracts/shared-messages';
import { useIntl } from 'react-intl';
import { PhotoGrid, PhotoThumbnail } from '@/components/photo-thumbnail';
import { CardSection } from '@/components/ui/card';
import { CameraIcon } from '@/components/ui/icons';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useTrackingPhotos } from '../../api/get-tracking-photos';

/** What the provider photographed at the customer's vehicle: its state at pickup and the finished work. */
export function VehiclePhotosPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const photos = useTrackingPhotos(request.trackingId ?? '');
  const onBroken = useExpiredLinkRefetch(photos.refetch);
  if (!photos.data?.length) return null;

  return (
    <CardSection title={intl.formatMessage({ id: 'tracking.photos.heading' })} icon={<CameraIcon className="size-5 text-brand-700" />}>
      <p className="mb-3 text-slate-700">{intl.formatMessage({ id: 'tracking.photos.intro' })}</p>
      <PhotoGrid>
        {photos.data.map((photo) => {
          const time = intl.formatTime(photo.takenAt, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
          const label = intl.formatMessage({ id: PHOTO_LABEL_IDS[photo.stage] });
          return (
            <PhotoThumbnail
              key={photo.id}
              photo={photo}
              alt={intl.formatMessage({ id: PHOTO_MESSAGE_IDS.alt }, { label, time })}
              newTabNote={intl.formatMessage({ id: 'tracking.photos.newTab' })}
              onBroken={onBroken}
            >
              <span aria-hidden="true">{intl.formatMessage({ id: PHOTO_MESSAGE_IDS.caption }, { label, time })}</span>
            </PhotoThumbnail>
          );
        })}
      </PhotoGrid>
    </CardSection>
  );
}
