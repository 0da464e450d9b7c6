import type { PartnerJobView } from '@contracts/account-views';
import { formatUsd } from '@domain/money';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelJob } from '../api/jobs';

/** Before the work starts; a refusal (the work began meanwhile) comes in the server's words. */
export function CancelJobButton({ job }: { job: PartnerJobView }) {
  const cancel = useCancelJob();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    cancel.mutate(job.id, {
      onSuccess: (cancelled) => {
        setConfirming(false);
        toast.success('Job Cancelled', {
          description: cancelled.cancellationFeeCents ? `A cancellation fee of ${formatUsd(cancelled.cancellationFeeCents)} goes on the invoice.` : 'The driver is texted that help is no longer coming.',
        });
      },
      onError: (error) => {
        setConfirming(false);
        if (!isApiError(error, 401)) toast.error('Job Not Cancelled', { description: isApiError(error) && error.isClientError ? error.message : 'Please try again.' });
      },
    });
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Cancel Job
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this job?"
        description={job.provider ? `${job.provider.name} is already assigned: a cancellation fee may go on the invoice.` : 'No provider is assigned yet.'}
        confirmLabel="Cancel Job"
        pendingLabel="Cancelling..."
        cancelLabel="Keep Job"
        destructive
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
