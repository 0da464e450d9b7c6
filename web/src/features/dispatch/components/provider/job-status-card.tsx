import { useState } from 'react';
import type { ProviderJobView } from '@contracts/provider-views';
import { directionsUrl, navigationTarget, nextProviderStep, providerCanNavigate, providerStatusDescription } from '@domain/provider-job';
import { statusLabel } from '@domain/request-status';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RouteIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-client';
import { useProviderStep } from '../../api/provider-job-actions';
import { PROVIDER_JOB_MESSAGES } from '../../lib/dispatch-messages';

const isAppleDevice = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

/** The job's status, what to do now, and one large button for the next step (spec §2). */
export function JobStatusCard({ job }: { job: ProviderJobView }) {
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

  async function takeStep() {
    if (!next || step.isPending) return;
    try {
      const updated = await step.mutateAsync(next.action);
      toast.success(PROVIDER_JOB_MESSAGES.statusUpdated, { description: `This job is now ${statusLabel(updated.status)}.` });
    } catch (error) {
      // A refused step carries the reason (pressed twice, or the job moved on elsewhere).
      if (isApiError(error, 409)) toast.error(PROVIDER_JOB_MESSAGES.updateFailed.description, { description: error.message });
      else toast.error(PROVIDER_JOB_MESSAGES.updateFailed.title, { description: PROVIDER_JOB_MESSAGES.updateFailed.description });
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
          Job status
        </h2>
        <Badge tone={job.status === 'completed' ? 'success' : 'brand'} className="px-3 py-1 text-sm">
          {statusLabel(job.status)}
        </Badge>
      </div>
      <p className="mt-2 text-base text-slate-800">{providerStatusDescription(job.status)}</p>
      {(next || target) && (
        <div className="mt-4 grid gap-3">
          {next && (
            <Button size="lg" className="h-14 w-full text-xl" disabled={step.isPending} onClick={pressNextStep}>
              {step.isPending ? 'Updating...' : next.label}
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
              Navigate
            </a>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmingCompletion}
        onOpenChange={setConfirmingCompletion}
        title="Complete this job? The customer will be asked to rate it."
        description={null}
        confirmLabel="Complete Job"
        pendingLabel="Updating..."
        pending={step.isPending}
        onConfirm={() => void confirmCompletion()}
      />
    </section>
  );
}
