import type { CustomerRequestView } from '@contracts/request-views';
import type { PhotoStage } from '@domain/job-photos';
import { useIntl } from 'react-intl';
import { PhotoGrid, PhotoThumbnail } from '@/components/photo-thumbnail';
import { CardSection } from '@/components/ui/card';
import { CameraIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n/messages';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { useTrackingPhotos } from '../api/get-tracking-photos';
import { CHICAGO } from '../lib/chicago-time';

const ALT_IDS: Record<PhotoStage, MessageId> = {
  pickup: 'tracking.photos.alt.pickup',
  completion: 'tracking.photos.alt.completion',
  extra: 'tracking.photos.alt.extra',
};

const STAGE_IDS: Record<PhotoStage, MessageId> = {
  pickup: 'tracking.photos.stage.pickup',
  completion: 'tracking.photos.stage.completion',
  extra: 'tracking.photos.stage.extra',
};

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
          const time = intl.formatTime(photo.takenAt, { timeStyle: 'short', timeZone: CHICAGO });
          return (
            <PhotoThumbnail
              key={photo.id}
              photo={photo}
              alt={intl.formatMessage({ id: ALT_IDS[photo.stage] }, { time })}
              newTabNote={intl.formatMessage({ id: 'tracking.photos.newTab' })}
              onBroken={onBroken}
            >
              <span aria-hidden="true">
                {intl.formatMessage({ id: STAGE_IDS[photo.stage] })} · <span className="whitespace-nowrap">{time}</span>
              </span>
            </PhotoThumbnail>
          );
        })}
      </PhotoGrid>
    </CardSection>
  );
}
