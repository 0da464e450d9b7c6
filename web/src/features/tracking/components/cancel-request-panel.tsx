import type { CustomerRequestView } from '@contracts/request-views';
import { formatUsd } from '@domain/money';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InfoIcon } from '@/components/ui/icons';
import type { MessageId } from '@/i18n/messages';
import { useErrorText } from '@/i18n/use-error-text';
import { toast } from '@/lib/toast';
import { useCancelRequest } from '../api/cancel-request';
import { cancelCostMessage } from '../lib/cancel-cost';

/** The customer's own 'Cancel Request' at any step before service, stating the cost by the published ladder before they confirm. */
export function CancelRequestPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const cancel = useCancelRequest(request.trackingId ?? '');
  const [confirming, setConfirming] = useState(false);
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const cancellation = request.cancellation;
  if (!cancellation) return null;

  const cost = say(cancelCostMessage(cancellation), { deposit: formatUsd(cancellation.depositCents ?? 0) });
  // At the car the customer's cancel is their refusal of the service, with the same fee.
  const atCar = cancellation.step === 'at_the_car';

  async function confirm() {
    try {
      const view = await cancel.mutateAsync({ step: cancellation!.step });
      setConfirming(false);
      const refunded = view.paymentStatus === 'refunded';
      toast.success(say('tracking.cancel.done.title'), { description: say(refunded ? 'tracking.cancel.done.refunded' : 'tracking.cancel.done.description') });
    } catch (error) {
      setConfirming(false);
      toast.error(say('tracking.cancel.failed.title'), { description: errorText(error, say('tracking.cancel.failed.description')) });
    }
  }

  const label = say(atCar ? 'tracking.cancel.refuse.button' : 'tracking.cancel.button');
  return (
    <CardSection title={say(atCar ? 'tracking.cancel.refuse.heading' : 'tracking.cancel.heading')} icon={<InfoIcon className="size-5 text-slate-600" />}>
      <p className="text-sm text-slate-700">{cost}</p>
      <Button variant="outline" size="lg" className="mt-4 w-full text-red-700 sm:w-auto" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={say(atCar ? 'tracking.cancel.refuse.confirmTitle' : 'tracking.cancel.confirm.title')}
        description={`${cost} ${say('tracking.cancel.confirm.final')}`}
        confirmLabel={label}
        pendingLabel={say('tracking.cancel.confirm.pending')}
        cancelLabel={say('tracking.cancel.confirm.back')}
        destructive
        pending={cancel.isPending}
        onConfirm={() => void confirm()}
      />
    </CardSection>
  );
}
