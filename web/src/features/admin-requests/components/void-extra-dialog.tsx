import type { ExtraChargeView } from '@contracts/extra-views';
import { formatUsd } from '@domain/money';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogClose } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVoidExtra } from '../api/request-extras';

const REASON_MIN = 3;
const REASON_MAX = 300;

type VoidExtraDialogProps = {
  requestId: string;
  /** The extra to void, kept after closing so the closing dialog still has its words. */
  extra: (ExtraChargeView & { name: string }) | null;
  open: boolean;
  onClose: () => void;
  /** Where focus goes once the voided charge's button is gone. */
  fallbackFocus: () => HTMLElement | null;
};

/** A dispatcher takes a proposed or approved extra off the bill, saying why: the provider and the customer see the reason. */
export function VoidExtraDialog({ requestId, extra, open, onClose, fallbackFocus }: VoidExtraDialogProps) {
  const voiding = useVoidExtra(requestId);
  return (
    <FormDialog
      open={open && extra !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Void Extra Charge"
      description={extra ? `${extra.name}, ${formatUsd(extra.amountCents)}: it will no longer be due on site.` : undefined}
      pending={voiding.isPending}
      fallbackFocus={fallbackFocus}
    >
      {extra && <VoidExtraForm extraId={extra.id} voiding={voiding} onDone={onClose} />}
    </FormDialog>
  );
}

function VoidExtraForm({ extraId, voiding, onDone }: { extraId: string; voiding: ReturnType<typeof useVoidExtra>; onDone: () => void }) {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (voiding.isPending) return;
    const given = reason.trim();
    if (given.length < REASON_MIN) {
      setProblem(`Say why you are voiding the charge (at least ${REASON_MIN} characters).`);
      reasonRef.current?.focus();
      return;
    }
    try {
      await voiding.mutateAsync({ extraId, reason: given });
      toast.success('Charge Voided', { description: 'The provider no longer collects it on site.' });
      onDone();
    } catch (error) {
      if (isApiError(error, 401)) return;
      if (isApiError(error) && error.isClientError) toast.error(error.title ?? 'Charge Not Voided', { description: error.message });
      else toast.error('Charge Not Voided', { description: 'The charge could not be voided. Check your connection and try again.' });
      // Answered or voided meanwhile: the card shows where it stands now.
      if (isApiError(error, 409) || isApiError(error, 404)) onDone();
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
      <FormField id={`${id}-reason`} label="Reason" required hint="The provider and the customer see it, e.g. the winch-out was not needed." error={problem ?? undefined}>
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
          <Button variant="outline" disabled={voiding.isPending}>
            Cancel
          </Button>
        </FormDialogClose>
        <Button type="submit" variant="danger" disabled={voiding.isPending}>
          {voiding.isPending ? 'Voiding...' : 'Void Charge'}
        </Button>
      </div>
    </form>
  );
}
