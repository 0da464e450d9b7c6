import type { ProviderJobView } from '@contracts/provider-views';
import { ERROR_CODES } from '@contracts/error-codes';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { MapPinIcon } from '@/components/ui/icons';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBeforeDeadline } from '@/lib/use-before-deadline';
import { useJobPhotos } from '../../api/job-photos';
import { useReportNotHere } from '../../api/provider-job-actions';
import { usePhotoUploads } from '../../hooks/use-photo-uploads';
import { CAMERA_COPY, cameraInput } from '../../lib/photo-copy';
import { CameraButton } from './camera-button';
import { PhotoUploadList } from './photo-upload-list';

/**
 * 'Customer Not Here', at the pickup after Arrived: once the provider has waited 10 minutes within
 * 150 m of the pickup and photographed the spot, the customer is texted and has 10 minutes to answer.
 * The server decides by the GPS fix and its clock; the page says what is still missing.
 */
export function NotHereCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const report = useReportNotHere(job.jobId);
  const uploads = usePhotoUploads(job.jobId);
  const photos = useJobPhotos(job.jobId, job.status);
  const hintId = useId();
  const waiting = useBeforeDeadline(job.notHere?.availableAt);
  const notHere = job.notHere;
  if (!notHere) return null;
  const clock = (iso: string) => intl.formatTime(iso, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE });
  const hasPhoto = (photos.data ?? []).some((photo) => photo.stage === 'not_here');

  async function press() {
    try {
      await report.mutateAsync();
      toast.success(intl.formatMessage({ id: 'provider.notHere.reported.title' }), { description: intl.formatMessage({ id: 'provider.notHere.reported.description' }) });
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.photoRequired) {
        toast.error(intl.formatMessage({ id: 'provider.photos.required.title' }), { description: intl.formatMessage({ id: CAMERA_COPY.not_here.required }) });
        cameraInput('not_here')?.focus();
        return;
      }
      toast.error(intl.formatMessage({ id: 'provider.notHere.failed' }), { description: errorText(error) });
    }
  }

  return (
    <CardSection title={intl.formatMessage({ id: 'provider.notHere.heading' })} icon={<MapPinIcon className="size-5 text-amber-700" />}>
      {notHere.reportedAt ? (
        <p role="status" className="text-base text-slate-800">
          {notHere.customerHere
            ? intl.formatMessage({ id: 'provider.notHere.customerHere' })
            : intl.formatMessage({ id: 'provider.notHere.waitingForReply' }, { reported: clock(notHere.reportedAt), replyBy: clock(notHere.replyBy ?? notHere.reportedAt) })}
        </p>
      ) : (
        <div className="space-y-3">
          <p id={hintId} className="text-base text-slate-700">
            {intl.formatMessage({ id: 'provider.notHere.rules' }, { meters: notHere.withinMeters, time: clock(notHere.availableAt) })}
          </p>
          <CameraButton stage="not_here" multiple={false} describedBy={hintId} onChoose={(files) => uploads.add(files, 'not_here')} />
          <PhotoUploadList uploads={uploads} onDismissed={() => cameraInput('not_here')?.focus()} />
          <Button variant="outline" size="lg" className="h-14 w-full text-lg" disabled={waiting || report.isPending} aria-describedby={hintId} onClick={() => void press()}>
            {intl.formatMessage({ id: report.isPending ? 'provider.notHere.sending' : 'provider.notHere.button' })}
          </Button>
          {waiting && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'provider.notHere.availableAt' }, { time: clock(notHere.availableAt) })}</p>}
          {!waiting && !hasPhoto && <p className="text-sm text-slate-600">{intl.formatMessage({ id: CAMERA_COPY.not_here.needed })}</p>}
        </div>
      )}
    </CardSection>
  );
}
