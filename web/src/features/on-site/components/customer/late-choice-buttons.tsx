import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { toast } from '@/lib/toast';
import { useLateChoice } from '../../api/late-choice';

type LateChoiceButtonsProps = {
  trackingId: string;
  /** After 'Keep Waiting' is saved, so the panel can move focus to what replaced the buttons. */
  onWaitChosen: () => void;
  /** False once the customer chose to wait and only the refund is left to offer. */
  offerWait?: boolean;
  /** What the confirmation says: a late provider, or no provider yet. */
  confirmDescription?: MessageId;
};

/**
 * The customer's two answers to a broken promise (a late provider, or no provider yet); cancelling
 * refunds the deposit, so it is confirmed first.
 */
export function LateChoiceButtons({ trackingId, onWaitChosen, offerWait = true, confirmDescription = 'tracking.arrival.late.confirm.description' }: LateChoiceButtonsProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const choice = useLateChoice(trackingId);
  const [confirming, setConfirming] = useState(false);
  const say = (id: MessageId) => intl.formatMessage({ id });
  const pending = choice.isPending ? choice.variables : null;

  const showFailure = (error: unknown) =>
    toast.error(say('tracking.arrival.late.failed.title'), { description: errorText(error, say('tracking.arrival.late.failed.description')) });

  async function keepWaiting() {
    try {
      await choice.mutateAsync('wait');
      onWaitChosen();
    } catch (error) {
      showFailure(error);
    }
  }

  async function cancelAndRefund() {
    try {
      await choice.mutateAsync('refund');
      setConfirming(false);
      toast.success(say('tracking.arrival.late.cancelled.title'), { description: say('tracking.arrival.late.cancelled.description') });
    } catch (error) {
      setConfirming(false);
      showFailure(error);
    }
  }

  const cancelLabel = say('tracking.arrival.late.cancelRefund');
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {offerWait && (
        <Button size="lg" className="w-full sm:w-auto" disabled={pending !== null} onClick={() => void keepWaiting()}>
          {say(pending === 'wait' ? 'tracking.arrival.late.saving' : 'tracking.arrival.late.keepWaiting')}
        </Button>
      )}
      <Button variant="outline" size="lg" className="w-full text-red-700 sm:w-auto" disabled={pending !== null} onClick={() => setConfirming(true)}>
        {cancelLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={say('tracking.arrival.late.confirm.title')}
        description={say(confirmDescription)}
        confirmLabel={cancelLabel}
        pendingLabel={say('tracking.arrival.late.confirm.pending')}
        cancelLabel={say('tracking.arrival.late.confirm.back')}
        destructive
        pending={pending === 'refund'}
        onConfirm={() => void cancelAndRefund()}
      />
    </div>
  );
}
