import type { ExtraChargeView } from '@contracts/extra-views';
import { formatUsd } from '@domain/money';
import { ReasonForm } from '@/components/reason-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useVoidExtra } from '../../api/request-extras';

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
  async function send(reason: string) {
    try {
      await voiding.mutateAsync({ extraId, reason });
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
    <ReasonForm
      hint="The provider and the customer see it, e.g. the winch-out was not needed."
      askWhy="Say why you are voiding the charge"
      submitLabel="Void Charge"
      pendingLabel="Voiding..."
      danger
      pending={voiding.isPending}
      onSubmit={send}
    />
  );
}
