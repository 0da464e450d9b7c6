import { formatUsd } from '@domain/money';
import type { CustomerRequestView } from '@contracts/request-views';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { AlertIcon, LockIcon } from '@/components/ui/icons';
import { hasAcceptedTerms, rememberTermsAccepted, TermsDialog } from '@/features/pricing';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { usePageExit } from '../hooks/use-page-exit';
import { useStartCheckout } from '../api/start-checkout';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';
import { hasSharedLocation } from '../lib/payment-state';

type PayDepositCardProps = { request: CustomerRequestView; trackingId: string; depositCents: number };

/** Terms first, then the checkout (hosted, or the built-in test page). */
export function PayDepositCard({ request, trackingId, depositCents }: PayDepositCardProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const checkout = useStartCheckout(trackingId);
  const [termsOpen, setTermsOpen] = useState(false);
  // 'Save my card for the balance': the customer's consent, off until they tick it.
  const [saveCard, setSaveCard] = useState(false);
  const saveCardId = useId();
  const { leaving, leave } = usePageExit();
  const shared = hasSharedLocation(request);
  const busy = checkout.isPending || leaving;

  // Accepted on the offer or on an earlier visit (this device or, by the server's record, another): not asked again.
  const termsAccepted = request.termsAcceptedAt !== null || hasAcceptedTerms(request.id);

  function acceptTermsAndPay() {
    rememberTermsAccepted(request.id);
    void pay();
  }

  /** Only ever reached with the terms accepted, which the server then keeps with its time. */
  async function pay() {
    setTermsOpen(false);
    try {
      const { url } = await checkout.mutateAsync({ termsAccepted: true, saveCard });
      leave(url);
    } catch (error) {
      // A refusal the server explains (e.g. already paid) is shown as it says it, in the reader's language.
      const title = intl.formatMessage({ id: PAYMENT_MESSAGES.paymentError.title });
      if (isApiError(error, 409)) toast.error(title, { description: errorText(error) });
      else toast.error(title, { description: intl.formatMessage({ id: PAYMENT_MESSAGES.paymentError.description }) });
    }
  }

  return (
    <div className="space-y-3">
      {!shared && (
        <p role="note" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {intl.formatMessage({ id: PAYMENT_MESSAGES.locationRequired })}
        </p>
      )}
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-3">
        <Checkbox
          id={saveCardId}
          checked={saveCard}
          onCheckedChange={(checked) => setSaveCard(checked === true)}
          disabled={busy}
          aria-describedby={`${saveCardId}-hint`}
          className="mt-0.5"
        />
        <div className="min-w-0">
          <label htmlFor={saveCardId} className="block text-sm font-semibold text-slate-900">
            {intl.formatMessage({ id: 'payment.deposit.saveCard' })}
          </label>
          <p id={`${saveCardId}-hint`} className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'payment.deposit.saveCardHint' })}
          </p>
        </div>
      </div>
      {/* The step after sharing the location: its toast keeps off this button. */}
      <Button data-toast-keep-clear variant="accent" size="lg" className="w-full" disabled={!shared || busy} onClick={() => (termsAccepted ? void pay() : setTermsOpen(true))}>
        <LockIcon className="size-5" />
        {!shared
          ? intl.formatMessage({ id: PAYMENT_MESSAGES.shareLocationFirst })
          : busy
            ? intl.formatMessage({ id: 'payment.deposit.opening' })
            : intl.formatMessage(
                { id: 'payment.deposit.pay' },
                { amount: formatUsd(depositCents) },
              )}
      </Button>
      <p className="text-center text-xs text-slate-600">{intl.formatMessage({ id: 'payment.deposit.secureNote' })}</p>
      <p className="text-center text-xs text-slate-600">{intl.formatMessage({ id: 'payment.deposit.cancelLadder' }, { amount: formatUsd(depositCents) })}</p>
      <TermsDialog beforePaying open={termsOpen} onAccept={acceptTermsAndPay} onDecline={() => setTermsOpen(false)} />
    </div>
  );
}
