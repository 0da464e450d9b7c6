import { useState } from 'react';
import type { ProviderJobView } from '@contracts/provider-views';
import { statusCopyIds } from '@contracts/shared-messages';
import { directionsUrl, navigationTarget, nextProviderStep, providerCanNavigate } from '@domain/provider-job';
import { statusLabel } from '@domain/request-status';
import { useIntl } from 'react-intl';
import { useErrorText } from '@/i18n/use-error-text';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RouteIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { useProviderStep } from '../../api/provider-job-actions';
import { PROVIDER_JOB_MESSAGES } from '../../lib/dispatch-messages';
import { providerStatusDescriptionId, STEP_LABEL_IDS } from '../../lib/provider-job-copy';

const isAppleDevice = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

/** The job's status, what to do now, and one large button for the next step (spec §2). */
export function JobStatusCard({ job }: { job: ProviderJobView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const step = useProviderStep(job.jobId);
  const next = nextProviderStep(job.status);
  const [confirmingCompletion, setConfirmingCompletion] = useState(false);
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

  async function takeStep() {
    if (!next || step.isPending) return;
    const failed = PROVIDER_JOB_MESSAGES.updateFailed;
    try {
      const updated = await step.mutateAsync(next.action);
      toast.success(intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.statusUpdated.title }), {
        description: intl.formatMessage({ id: PROVIDER_JOB_MESSAGES.statusUpdated.description }, { status: labelOf(updated.status) }),
      });
    } catch (error) {
      // A refused step carries the reason (pressed twice, or the job moved on elsewhere).
      if (isApiError(error, 409)) toast.error(intl.formatMessage({ id: failed.description }), { description: errorText(error) });
      else toast.error(intl.formatMessage({ id: failed.title }), { description: intl.formatMessage({ id: failed.description }) });
    }
  }

  // Completing cannot be undone and asks the customer for a rating, so it alone is confirmed first.
  function pressNextStep() {
    if (next?.action === 'complete_job') setConfirmingCompletion(true);
    else void takeStep();
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
            <Button size="lg" className="h-14 w-full text-xl" disabled={step.isPending} onClick={pressNextStep}>
              {intl.formatMessage({ id: step.isPending ? 'provider.status.updating' : STEP_LABEL_IDS[next.action] })}
            </Button>
          )}
          {target && (
            <a
              href={directionsUrl(target, isAppleDevice() ? 'apple' : 'google')}
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
      />
    </section>
  );
}
