import { useRef, useState } from 'react';
import { ERROR_CODES } from '@contracts/error-codes';
import type { ProviderJobView } from '@contracts/provider-views';
import { statusCopyIds } from '@contracts/shared-messages';
import { BUSINESS_TIME_ZONE } from '@domain/business-time';
import { photoNeededFor } from '@domain/job-photos';
import { directionsUrl, mapsAppFor, navigationTarget, nextProviderStep, providerCanNavigate } from '@domain/provider-job';
import { useHydrated } from '@/lib/use-hydrated';
import { statusLabel } from '@domain/request-status';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/i18n/use-error-text';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CameraIcon, LockIcon, RouteIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { useBeforeDeadline } from '@/lib/use-before-deadline';
import { photoCounts, useJobPhotos } from '../../api/job-photos';
import { useProviderStep } from '../../api/provider-job-actions';
import { PROVIDER_JOB_MESSAGES } from '../../lib/provider-job-messages';
import { CAMERA_COPY, cameraInput, type CameraStage } from '../../lib/photo-copy';
import { providerStatusDescriptionId, STEP_LABEL_IDS } from '../../lib/provider-job-copy';
import { ArrivalCodeDialog } from './arrival-code-dialog';

/** The job's status, what to do now, and one large button for the next step (spec §2). */
export function JobStatusCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  // The phone's own maps app, once the page runs on the phone; the server's HTML links Google Maps.
  const mapsApp = useHydrated() ? mapsAppFor(navigator.userAgent, navigator.maxTouchPoints) : 'google';
  const errorText = useErrorText();
  const step = useProviderStep(job.jobId);
  const next = nextProviderStep(job.status);
  const [confirmingCompletion, setConfirmingCompletion] = useState(false);
  const [enteringArrivalCode, setEnteringArrivalCode] = useState(false);
  const codeNeeded = next?.action === 'mark_arrived' && job.arrivalCodeNeeded;
  const arrivalLocked = useBeforeDeadline(job.arrivalLockedUntil) && codeNeeded;
  const photos = useJobPhotos(job.jobId, job.status);
  const photoNeeded = next && photos.data ? photoNeededFor(next.action, job.serviceType, photoCounts(photos.data)) : null;
  const photoNote = photoNeeded === 'pickup' || photoNeeded === 'completion' ? CAMERA_COPY[photoNeeded].needed : null;
  // A refusal for want of a photo inside the completion dialog: the dialog sends focus on as it closes.
  const photoToFocus = useRef<CameraStage | null>(null);
  const noteIds = [arrivalLocked && 'arrival-lock-note', photoNote && 'step-photo-note'].filter(Boolean).join(' ');
  const target = providerCanNavigate(job.status)
    ? navigationTarget(
        job.status,
        { lat: job.customerLat, lng: job.customerLng, address: job.locationAddress },
        { lat: job.destinationLat, lng: job.destinationLng, address: job.destinationAddress },
      )
    : null;

  /** The short status label (the customer's, shared with the server's texts); an unknown status as stored. */
  const labelOf = (status: string) => {
    const copy = statusCopyIds(status);
    return copy ? intl.formatMessage({ id: copy.label }) : statusLabel(status);
  };

  /** The next step, announced once taken; a refusal is thrown for the caller to show. */
  async function runStep(arrivalCode?: string) {
    if (!next || step.isPending) return;
    const updated = await step.mutateAsync({ action: next.action, arrivalCode });
    toast.success(intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.statusUpdated.title }), {
      description: intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.statusUpdated.description }, { status: labelOf(updated.status) }),
    });
  }

  /** The step waits for a photo: said in a toast, and the camera button it needs is focused. */
  function askForPhoto(stage: CameraStage) {
    toast.error(intl.formatMessage({ id: 'provider.photos.required.title' }), {
      description: intl.formatMessage({ id: CAMERA_COPY[stage].required }),
    });
    if (confirmingCompletion) photoToFocus.current = stage;
    else cameraInput(stage)?.focus();
  }

  async function takeStep() {
    const failed = PROVIDER_JOB_MESSAGES.updateFailed;
    const action = next?.action;
    try {
      await runStep();
    } catch (error) {
      // The page did not know yet that the provider had set off: the job, read again, now asks for the code.
      if (isApiError(error) && error.code === ERROR_CODES.arrivalCodeRequired) return setEnteringArrivalCode(true);
      if (isApiError(error) && error.code === ERROR_CODES.photoRequired) return askForPhoto(action === 'complete_job' ? 'completion' : 'pickup');
      // A refused step carries the reason (pressed twice, or the job moved on elsewhere).
      if (isApiError(error, 409)) toast.error(intl.formatMessage({ id: failed.description }), { description: errorText(error) });
      else toast.error(intl.formatMessage({ id: failed.title }), { description: intl.formatMessage({ id: failed.description }) });
    }
  }

  // Completing cannot be undone and asks the customer for a rating, so it is confirmed first; arriving
  // needs the customer's code, so it asks for that.
  function pressNextStep() {
    if (next?.action === 'complete_job') setConfirmingCompletion(true);
    else if (codeNeeded) setEnteringArrivalCode(true);
    else void takeStep();
  }

  async function confirmArrival(arrivalCode: string) {
    await runStep(arrivalCode);
    setEnteringArrivalCode(false);
  }

  async function confirmCompletion() {
    await takeStep();
    setConfirmingCompletion(false);
  }

  return (
    <section aria-labelledby="job-status-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="job-status-title" className="text-lg font-bold text-slate-900">
          {intl.formatMessage({ id: 'provider.status.heading' })}
        </h2>
        <Badge tone={job.status === 'completed' ? 'success' : 'brand'} className="px-3 py-1 text-sm">
          {labelOf(job.status)}
        </Badge>
      </div>
      <p className="mt-2 text-base text-slate-800">{intl.formatMessage({ id: providerStatusDescriptionId(job.status) })}</p>
      {(next || target) && (
        <div className="mt-4 grid gap-3">
          {next && (
            <Button
              size="lg"
              className="h-14 w-full text-xl"
              disabled={step.isPending || arrivalLocked}
              aria-describedby={noteIds || undefined}
              onClick={pressNextStep}
            >
              {intl.formatMessage({ id: step.isPending ? 'provider.status.updating' : STEP_LABEL_IDS[next.action] })}
            </Button>
          )}
          {arrivalLocked && job.arrivalLockedUntil && (
            <p id="arrival-lock-note" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-base text-amber-950">
              <LockIcon className="mt-0.5 size-5 shrink-0" />
              {intl.formatMessage(
                { id: 'provider.arrivalCode.locked' },
                { time: intl.formatTime(job.arrivalLockedUntil, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }) },
              )}
            </p>
          )}
          {photoNote && (
            <p id="step-photo-note" className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-base text-sky-950">
              <CameraIcon className="mt-0.5 size-5 shrink-0" />
              {intl.formatMessage({ id: photoNote })}
            </p>
          )}
          {target && (
            <a
              href={directionsUrl(target, mapsApp)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'lg', 'h-14 w-full text-xl')}
            >
              <RouteIcon className="size-6" />
              {intl.formatMessage({ id: 'provider.status.navigate' })}
            </a>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmingCompletion}
        onOpenChange={setConfirmingCompletion}
        title={intl.formatMessage({ id: 'provider.status.confirmComplete.title' })}
        description={null}
        confirmLabel={intl.formatMessage({ id: STEP_LABEL_IDS.complete_job })}
        pendingLabel={intl.formatMessage({ id: 'provider.status.updating' })}
        cancelLabel={intl.formatMessage({ id: 'provider.status.confirmComplete.cancel' })}
        pending={step.isPending}
        onConfirm={() => void confirmCompletion()}
        focusAfterClose={() => {
          const stage = photoToFocus.current;
          photoToFocus.current = null;
          return stage && cameraInput(stage);
        }}
      />
      <ArrivalCodeDialog
        open={enteringArrivalCode}
        onOpenChange={setEnteringArrivalCode}
        locked={arrivalLocked}
        pending={step.isPending}
        onConfirm={confirmArrival}
      />
    </section>
  );
}
