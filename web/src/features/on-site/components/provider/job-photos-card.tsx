import type { PhotoView, ProviderJobView } from '@contracts/provider-views';
import { PHOTO_LABEL_IDS, PHOTO_MESSAGE_IDS } from '@contracts/shared-messages';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { PHOTO_STAGES, type PhotoStage } from '@domain/job-photos';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PhotoGrid, PhotoThumbnail } from '@/components/photo-thumbnail';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { CameraIcon } from '@/components/ui/icons';
import { useExpiredLinkRefetch } from '@/lib/use-expired-link-refetch';
import { jobHasPhotos, useJobPhotos } from '../../api/job-photos';
import { usePhotoUploads } from '../../hooks/use-photo-uploads';
import { CAMERA_COPY, cameraInput, cameraStageOf, STAGE_HEADING_IDS } from '../../lib/photo-copy';
import { CameraButton } from './camera-button';
import { PhotoUploadList } from './photo-upload-list';

/**
 * Photos at the car, from arrival on: the vehicle as found before the service starts, the finished
 * work before the job is completed, each sent as soon as it is taken, and those already sent.
 */
export function JobPhotosCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const photos = useJobPhotos(job.jobId, job.status);
  const uploads = usePhotoUploads(job.jobId);
  const onBroken = useExpiredLinkRefetch(photos.refetch);
  const hintId = useId();
  if (!jobHasPhotos(job.status)) return null;

  const camera = cameraStageOf(job.status);
  const list = photos.data ?? [];
  if (!camera && list.length === 0 && uploads.uploads.length === 0) return null;
  const earlier = PHOTO_STAGES.filter((stage) => stage !== camera && list.some((photo) => photo.stage === stage));
  const ofStage = (stage: PhotoStage) => list.filter((photo) => photo.stage === stage);

  return (
    <CardSection title={intl.formatMessage({ id: 'provider.photos.title' })} icon={<CameraIcon className="size-5 text-brand-700" />}>
      <div className="space-y-6">
        {camera ? (
          <div className="space-y-3">
            <StageHeading stage={camera} />
            <p id={hintId} className="text-base text-slate-700">
              {intl.formatMessage({ id: CAMERA_COPY[camera].hint })}
            </p>
            <CameraButton stage={camera} describedBy={hintId} onChoose={(files) => uploads.add(files, camera)} />
            <PhotoUploadList uploads={uploads} onDismissed={() => cameraInput(camera)?.focus()} />
            {photos.data && ofStage(camera).length === 0 ? (
              <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'provider.photos.none' })}</p>
            ) : (
              <StagePhotos photos={ofStage(camera)} onBroken={onBroken} />
            )}
          </div>
        ) : (
          <PhotoUploadList uploads={uploads} onDismissed={() => undefined} />
        )}
        {earlier.map((stage) => (
          <div key={stage} className="space-y-3">
            <StageHeading stage={stage} />
            <StagePhotos photos={ofStage(stage)} onBroken={onBroken} />
          </div>
        ))}
        {photos.isError && !photos.data && (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-base text-red-900">
              {intl.formatMessage({ id: 'provider.photos.loadFailed' })}
            </p>
            <Button variant="outline" onClick={() => void photos.refetch()} disabled={photos.isFetching}>
              {intl.formatMessage({ id: 'provider.photos.retry' })}
            </Button>
          </div>
        )}
      </div>
    </CardSection>
  );
}

function StageHeading({ stage }: { stage: PhotoStage }) {
  const intl = useIntl();
  return <h3 className="text-base font-semibold text-slate-900">{intl.formatMessage({ id: STAGE_HEADING_IDS[stage] })}</h3>;
}

function StagePhotos({ photos, onBroken }: { photos: readonly PhotoView[]; onBroken: () => void }) {
  const intl = useIntl();
  if (photos.length === 0) return null;
  return (
    <PhotoGrid>
      {photos.map((photo) => {
        const time = intl.formatTime(photo.takenAt, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
        return (
          <PhotoThumbnail
            key={photo.id}
            photo={photo}
            alt={intl.formatMessage({ id: PHOTO_MESSAGE_IDS.alt }, { label: intl.formatMessage({ id: PHOTO_LABEL_IDS[photo.stage] }), time })}
            newTabNote={intl.formatMessage({ id: 'provider.photos.newTab' })}
            onBroken={onBroken}
          >
            <span aria-hidden="true" className="whitespace-nowrap">
              {time}
            </span>
          </PhotoThumbnail>
        );
      })}
    </PhotoGrid>
  );
}
