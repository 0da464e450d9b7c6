import { formatUsd } from '@domain/money';
import { ERROR_CODES } from '@contracts/error-codes';
import type { AdminRequestView } from '@contracts/request-views';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DollarIcon } from '@/components/ui/icons';
import { useAcceptCounterOffer, useRejectCounterOffer } from '../../api/decide-counter-offer';
import { useSendFinalOffer } from '../../api/send-final-offer';
import { PRICING_MESSAGES, type ToastText } from '../../lib/pricing-messages';
import { showPricingError } from '../../lib/show-pricing-error';
import { AmountForm } from './amount-form';

type CounterOfferCardProps = { request: AdminRequestView; counterCents: number; disabled: boolean };

/** Spec §2/§4: the customer's counter-offer awaits a decision (round 0): accept, reject, or one final offer. */
export function CounterOfferCard({ request, counterCents, disabled }: CounterOfferCardProps) {
  const accept = useAcceptCounterOffer(request.id);
  const reject = useRejectCounterOffer(request.id);
  const finalOffer = useSendFinalOffer(request.id);
  const [confirmingReject, setConfirmingReject] = useState(false);
  const busy = disabled || accept.isPending || reject.isPending || finalOffer.isPending;

  // Toasts its own failure, so the buttons start it without waiting on it.
  async function decide(run: () => Promise<void>, success: ToastText, failure: ToastText): Promise<boolean> {
    try {
      await run();
      toast.success(success.title, { description: success.description });
      return true;
    } catch (error) {
      showPricingError(error, failure);
      return false;
    }
  }

  async function handleReject() {
    if (await decide(() => reject.mutateAsync(), PRICING_MESSAGES.counterRejected, PRICING_MESSAGES.decisionFailed)) {
      setConfirmingReject(false);
    }
  }

  return (
    <CardSection title="Customer Counter-Offer" icon={<DollarIcon className="size-5 text-brand-700" />} className="border-sky-300">
      <dl className="grid grid-cols-2 gap-3">
        <Amount term="Your price" cents={request.adminPriceCents} />
        <Amount term="Customer's counter-offer" cents={counterCents} highlight />
      </dl>

      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          disabled={busy}
          onClick={() => void decide(() => accept.mutateAsync(), PRICING_MESSAGES.counterAccepted, PRICING_MESSAGES.decisionFailed)}
        >
          {accept.isPending ? 'Accepting...' : 'Accept'}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => setConfirmingReject(true)}>
          Reject &amp; Cancel
        </Button>
      </div>

      <div className="mt-6 border-t border-slate-100 pt-4">
        <AmountForm
          label="Final counter-offer"
          submitLabel="Send Final Offer"
          pendingLabel="Sending..."
          pending={finalOffer.isPending}
          disabled={busy}
          invalid={PRICING_MESSAGES.invalidFinalOffer}
          invalidCode={ERROR_CODES.invalidFinalOffer}
          failed={PRICING_MESSAGES.finalOfferFailed}
          onSubmit={async (cents) => {
            await finalOffer.mutateAsync(cents);
            toast.success(PRICING_MESSAGES.finalOfferSent.title, { description: PRICING_MESSAGES.finalOfferSent.description });
          }}
        />
        <p className="mt-2 text-sm text-slate-600">One final offer only: the customer can then accept it or reject it.</p>
      </div>

      <ConfirmDialog
        open={confirmingReject}
        onOpenChange={setConfirmingReject}
        title="Reject Counter-Offer"
        description={`Reject the customer's counter-offer of ${formatUsd(counterCents)}? This cancels the request and cannot be undone.`}
        confirmLabel="Reject & Cancel"
        pendingLabel="Rejecting..."
        destructive
        pending={reject.isPending}
        onConfirm={() => void handleReject()}
      />
    </CardSection>
  );
}

function Amount({ term, cents, highlight = false }: { term: string; cents: number | null; highlight?: boolean }) {
  return (
    <div className={highlight ? 'rounded-lg bg-sky-50 p-3' : 'rounded-lg bg-slate-50 p-3'}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{cents == null ? '—' : formatUsd(cents)}</dd>
    </div>
  );
}
