import { ReasonForm } from '@/components/reason-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVerifyArrival } from '../../api/verify-arrival';

type VerifyArrivalDialogProps = {
  requestId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The dispatcher vouches for the provider at the car without the customer's code, saying why. */
export function VerifyArrivalDialog({ requestId, open, onOpenChange }: VerifyArrivalDialogProps) {
  const verify = useVerifyArrival(requestId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Verify Arrival"
      description="The provider can then mark arrival without the customer's code."
      pending={verify.isPending}
    >
      <VerifyArrivalForm verify={verify} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function VerifyArrivalForm({ verify, onDone }: { verify: ReturnType<typeof useVerifyArrival>; onDone: () => void }) {
  async function send(reason: string) {
    try {
      await verify.mutateAsync({ reason });
      toast.success('Arrival Verified', { description: "The provider can mark arrival without the customer's code." });
      onDone();
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.isClientError) toast.error(error.title ?? 'Arrival Not Verified', { description: error.message });
      else toast.error('Arrival Not Verified', { description: 'The arrival could not be verified. Check your connection and try again.' });
      // The request moved on (already verified, or no longer on the way): nothing is left to verify here.
      if (isApiError(error, 409)) onDone();
    }
  }

  return (
    <ReasonForm
      hint="Why you are vouching for the provider without the customer's code, e.g. the customer cannot be reached."
      askWhy="Say why you are verifying the arrival"
      submitLabel="Verify Arrival"
      pendingLabel="Verifying..."
      pending={verify.isPending}
      onSubmit={send}
    />
  );
}
