import type { TestCheckoutView } from '@contracts/payment-views';
import { formatUsd } from '@domain/money';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { AlertIcon, LockIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, useFieldBinding } from '@/lib/forms';
import { usePageExit } from '../hooks/use-page-exit';
import { usePayTestCheckout } from '../api/test-checkout';
import { formatCardNumber, formatCvc, formatExpiry } from '../lib/card-input';

type TestCheckoutFormProps = { checkout: TestCheckoutView };

/** Card fields like a hosted checkout's; the server decides by the test card number. */
export function TestCheckoutForm({ checkout }: TestCheckoutFormProps) {
  const pay = usePayTestCheckout(checkout.sessionId);
  // No check here: the server decides by the test card number.
  const form = useCheckedForm({ defaultValues: { cardNumber: '', expiry: '', cvc: '' }, check: (card) => ({ values: card }) });
  const cardNumber = useFieldBinding(form, 'cardNumber', { transform: formatCardNumber }).binding;
  const expiry = useFieldBinding(form, 'expiry', { transform: formatExpiry }).binding;
  const cvc = useFieldBinding(form, 'cvc', { transform: formatCvc }).binding;
  const { leaving, leave } = usePageExit();
  const ids = { card: useId(), expiry: useId(), cvc: useId(), error: useId() };
  const busy = pay.isPending || leaving;
  // The server's refusal, kept until the next submit (which clears the form's root errors).
  const failure = form.formState.errors.root?.payment?.message ?? null;

  const handleSubmit = form.submit(async (card) => {
    try {
      const { redirectUrl } = await pay.mutateAsync({ cardNumber: card.cardNumber.replace(/\s/g, ''), expiry: card.expiry.replace(/\s/g, ''), cvc: card.cvc });
      leave(redirectUrl);
    } catch (error) {
      form.setError('root.payment', {
        message: isApiError(error) && error.isClientError ? error.message : 'The payment could not be completed. Please try again.',
      });
    }
  }, busy);

  const invalid = failure !== null || undefined;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-describedby={failure ? ids.error : undefined}>
      <div className="space-y-1.5">
        <Label htmlFor={ids.card}>Card number</Label>
        <Input
          id={ids.card}
          {...cardNumber}
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-invalid={invalid}
          className="tabular-nums"
          required
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={ids.expiry}>Expiry</Label>
          <Input
            id={ids.expiry}
            {...expiry}
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            className="tabular-nums"
            required
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.cvc}>CVC</Label>
          <Input
            id={ids.cvc}
            {...cvc}
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            className="tabular-nums"
            required
          />
        </div>
      </div>
      {failure && (
        <p id={ids.error} role="alert" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <LockIcon className="size-5" />
        {busy ? 'Processing...' : `Pay ${formatUsd(checkout.amountCents)}`}
      </Button>
    </form>
  );
}
