import { formatUsd } from '@domain/money';
import type { TestCheckoutView } from '@contracts/payment-views';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { AlertIcon, LockIcon } from '@/components/ui/icons';
import { Input, Label } from '@/components/ui/input';
import type { MessageId } from '@/i18n/messages';
import { isApiError } from '@/lib/api-client';
import { useCheckedForm, useFieldBinding } from '@/lib/forms';
import { usePageExit } from '../hooks/use-page-exit';
import { usePayTestCheckout } from '../api/test-checkout';
import { cardRefusalId, formatCardNumber, formatCvc, formatExpiry } from '../lib/card-input';

/** How a refusal is kept on the form: a message id, shown in the language of the moment, or the server's own words. */
const BY_ID = 'message-id';

type TestCheckoutFormProps = { checkout: TestCheckoutView };

/** Card fields like a hosted checkout's; the server decides by the test card number. */
export function TestCheckoutForm({ checkout }: TestCheckoutFormProps) {
  const intl = useIntl();
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
  const refusal = form.formState.errors.root?.payment;
  const failure = refusal?.message ? (refusal.type === BY_ID ? intl.formatMessage({ id: refusal.message as MessageId }) : refusal.message) : null;

  const handleSubmit = form.submit(async (card) => {
    try {
      const { redirectUrl } = await pay.mutateAsync({ cardNumber: card.cardNumber.replace(/\s/g, ''), expiry: card.expiry.replace(/\s/g, ''), cvc: card.cvc });
      leave(redirectUrl);
    } catch (error) {
      // A refusal the server explains (declined, invalid card, session ended) is shown as it says it, in the reader's language.
      if (isApiError(error) && error.isClientError) {
        const id = cardRefusalId(error.code, error.message);
        form.setError('root.payment', id ? { type: BY_ID, message: id } : { type: 'server', message: error.message });
      } else {
        form.setError('root.payment', { type: BY_ID, message: 'payment.checkout.failed' satisfies MessageId });
      }
    }
  }, busy);

  const invalid = failure !== null || undefined;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4" aria-describedby={failure ? ids.error : undefined}>
      <div className="space-y-1.5">
        <Label htmlFor={ids.card}>{intl.formatMessage({ id: 'payment.checkout.cardNumber' })}</Label>
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
          <Label htmlFor={ids.expiry}>{intl.formatMessage({ id: 'payment.checkout.expiry' })}</Label>
          <Input
            id={ids.expiry}
            {...expiry}
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={intl.formatMessage({ id: 'payment.checkout.expiryPlaceholder' })}
            className="tabular-nums"
            required
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.cvc}>{intl.formatMessage({ id: 'payment.checkout.cvc' })}</Label>
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
        {busy
          ? intl.formatMessage({ id: 'payment.checkout.processing' })
          : intl.formatMessage({ id: 'payment.checkout.pay' }, { amount: formatUsd(checkout.amountCents) })}
      </Button>
    </form>
  );
}
