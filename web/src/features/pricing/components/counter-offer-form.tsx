import { formatUsd } from '@domain/money';
import { ERROR_CODES } from '@contracts/error-codes';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DollarInput } from '@/components/ui/dollar-input';
import { Label } from '@/components/ui/input';
import { useSendCounterOffer } from '../api/send-counter-offer';
import { useAmountForm } from '../hooks/use-amount-form';
import { PRICING_MESSAGES } from '../lib/pricing-messages';
import { isRejectedAmount } from '../lib/rejected-amount';
import { showPricingError } from '../lib/show-pricing-error';

type CounterOfferFormProps = {
  id: string;
  trackingId: string;
  offerCents: number;
  disabled?: boolean;
  onCancel: () => void;
};

/** The customer's one counter-offer to the dispatcher's price. */
export function CounterOfferForm({ id, trackingId, offerCents, disabled = false, onCancel }: CounterOfferFormProps) {
  const inputId = useId();
  const hintId = useId();
  const counterOffer = useSendCounterOffer(trackingId);
  const { form, amountInput } = useAmountForm(PRICING_MESSAGES.invalidCounterOffer);

  const handleSubmit = form.submit(async ({ cents }) => {
    try {
      const view = await counterOffer.mutateAsync(cents);
      const { title, description } = PRICING_MESSAGES.counterOfferSent(view.customerCounterOfferCents ?? cents);
      toast.success(title, { description });
    } catch (error) {
      showPricingError(error, PRICING_MESSAGES.counterOfferFailed);
      if (isRejectedAmount(error, ERROR_CODES.invalidCounterOffer)) form.markInvalid({ amount: '' });
    }
  }, counterOffer.isPending);

  return (
    <form id={id} onSubmit={handleSubmit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>Your counter-offer</Label>
        <DollarInput
          id={inputId}
          {...amountInput}
          autoFocus
          aria-describedby={hintId}
          disabled={counterOffer.isPending}
        />
        <p id={hintId} className="text-sm text-slate-600">
          The offer is {formatUsd(offerCents)}. You can make one counter-offer; the dispatcher may accept it or reply with a final
          offer.
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={disabled || counterOffer.isPending}>
          {counterOffer.isPending ? 'Sending...' : 'Send Counter-Offer'}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={counterOffer.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
