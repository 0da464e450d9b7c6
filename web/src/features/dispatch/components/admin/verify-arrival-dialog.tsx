import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVerifyArrival } from '../../api/verify-arrival';

const REASON_MIN = 3;
const REASON_MAX = 300;

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
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending) return;
    const given = reason.trim();
    if (given.length < REASON_MIN) {
      setProblem(`Say why you are verifying the arrival (at least ${REASON_MIN} characters).`);
      reasonRef.current?.focus();
      return;
    }
    try {
      await verify.mutateAsync({ reason: given });
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
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <FormField
        id={`${id}-reason`}
        label="Reason"
        required
        hint="Why you are vouching for the provider without the customer's code, e.g. the customer cannot be reached."
        error={problem ?? undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={reasonRef}
            name="reason"
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (problem) setProblem(null);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <FormDialogClose asChild>
          <Button variant="outline" disabled={verify.isPending}>
            Cancel
          </Button>
        </FormDialogClose>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify Arrival'}
        </Button>
      </div>
    </form>
  );
}
