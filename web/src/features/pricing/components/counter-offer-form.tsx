import { ERROR_CODES } from '@contracts/error-codes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { Label } from '@/components/ui/input';
import { useSendCounterOffer } from '../api/send-counter-offer';
import { useAmountForm } from '../hooks/use-amount-form';
import { useOfferErrorToast } from '../hooks/use-offer-error-toast';
import { formatUsd } from '@domain/money';
import { OFFER_MESSAGES } from '../lib/pricing-messages';
import { isRejectedAmount } from '../lib/rejected-amount';

type CounterOfferFormProps = {
  id: string;
  trackingId: string;
  offerCents: number;
  disabled?: boolean;
  onCancel: () => void;
};

/** The customer's one counter-offer to the dispatcher's price. */
export function CounterOfferForm({ id, trackingId, offerCents, disabled = false, onCancel }: CounterOfferFormProps) {
  const intl = useIntl();
  const showOfferError = useOfferErrorToast();
  const inputId = useId();
  const hintId = useId();
  const counterOffer = useSendCounterOffer(trackingId);
  const { form, amountInput } = useAmountForm({
    title: intl.formatMessage({ id: OFFER_MESSAGES.invalidCounterOffer.title }),
    description: intl.formatMessage({ id: OFFER_MESSAGES.invalidCounterOffer.description }),
  });

  const handleSubmit = form.submit(async ({ cents }) => {
    try {
      const view = await counterOffer.mutateAsync(cents);
      const amount = formatUsd(view.customerCounterOfferCents ?? cents);
      toast.success(intl.formatMessage({ id: OFFER_MESSAGES.counterOfferSent.title }), {
        description: intl.formatMessage({ id: OFFER_MESSAGES.counterOfferSent.description }, { amount }),
      });
    } catch (error) {
      showOfferError(error, OFFER_MESSAGES.counterOfferFailed);
      if (isRejectedAmount(error, ERROR_CODES.invalidCounterOffer)) form.markInvalid({ amount: '' });
    }
  }, counterOffer.isPending);

  return (
    <form id={id} onSubmit={handleSubmit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{intl.formatMessage({ id: 'tracking.offer.yourCounterOffer' })}</Label>
        <DollarInput
          id={inputId}
          {...amountInput}
          autoFocus
          aria-describedby={hintId}
          disabled={counterOffer.isPending}
        />
        <p id={hintId} className="text-sm text-slate-600">
          {intl.formatMessage({ id: 'tracking.offer.counterForm.hint' }, { amount: formatUsd(offerCents) })}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={disabled || counterOffer.isPending}>
          {intl.formatMessage({ id: counterOffer.isPending ? 'tracking.offer.counterForm.sending' : 'tracking.offer.counterForm.send' })}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={counterOffer.isPending}>
          {intl.formatMessage({ id: 'tracking.offer.counterForm.cancel' })}
        </Button>
      </div>
    </form>
  );
}
