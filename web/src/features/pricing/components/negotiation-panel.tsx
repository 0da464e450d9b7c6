import { formatUsd } from '@domain/money';
import type { CustomerRequestView } from '@contracts/request-views';
import { useIsMutating } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ClockIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { offerMutationKey } from '../api/offer-mutation-key';
import { useRejectFinalOffer } from '../api/reject-final-offer';
import { customerActions } from '../lib/lifecycle-state';
import { PRICING_MESSAGES, REJECTION_REDIRECT_MS } from '../lib/pricing-messages';
import { priceSplit } from '../lib/price-split';
import { showPricingError } from '../lib/show-pricing-error';
import { AcceptOfferButton } from './accept-offer-button';
import { OfferAmount, OfferPanelFrame } from './offer-panel-frame';
import { PriceBreakdown } from './price-breakdown';

/** Spec §4: round 0, the dispatcher is weighing the counter-offer; round 2, a final offer awaits the customer. */
export function NegotiationPanel({ request }: { request: CustomerRequestView }) {
  const finalOfferCents = request.negotiationRound === 2 ? request.adminCounterOfferCents : null;
  return finalOfferCents == null ? <CounterOfferPending request={request} /> : <FinalOffer request={request} finalOfferCents={finalOfferCents} />;
}

function CounterOfferPending({ request }: { request: CustomerRequestView }) {
  const counter = request.customerCounterOfferCents;
  return (
    <OfferPanelFrame
      title="Counter-Offer Sent"
      intro={
        counter != null ? (
          <>
            Your counter-offer of <strong className="tabular-nums">{formatUsd(counter)}</strong> is with the dispatcher.
          </>
        ) : (
          'Your counter-offer is with the dispatcher.'
        )
      }
    >
      <p className="flex items-start gap-2 rounded-xl bg-white p-4 text-sm text-slate-700">
        <ClockIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
        They will accept it or reply with one final offer. This page updates as soon as they answer.
      </p>
      <OfferContext request={request} />
    </OfferPanelFrame>
  );
}

function FinalOffer({ request, finalOfferCents }: { request: CustomerRequestView; finalOfferCents: number }) {
  const trackingId = request.trackingId ?? '';
  const busy = useIsMutating({ mutationKey: offerMutationKey(trackingId) }) > 0;
  const actions = customerActions(request);
  const canAnswer = trackingId !== '';

  return (
    <OfferPanelFrame
      title="Final Offer"
      intro="The dispatcher has answered your counter-offer with a final offer. You can accept it, or reject it and cancel your request."
    >
      <OfferAmount label="Final offer" amount={formatUsd(finalOfferCents)} />
      <OfferContext request={request} />
      <PriceBreakdown split={priceSplit(finalOfferCents, request.depositPercentage)} />
      {canAnswer && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {actions.has('accept_offer') && (
            <AcceptOfferButton
              request={request}
              trackingId={trackingId}
              offerCents={finalOfferCents}
              label="Accept Final Offer"
              disabled={busy}
            />
          )}
          {actions.has('reject_final_offer') && <RejectOfferButton trackingId={trackingId} disabled={busy} />}
        </div>
      )}
    </OfferPanelFrame>
  );
}

function OfferContext({ request }: { request: CustomerRequestView }) {
  const rows: Array<[string, number | null]> = [
    ['Original price', request.adminPriceCents],
    ['Your counter-offer', request.customerCounterOfferCents],
  ];
  const shown = rows.filter((row): row is [string, number] => row[1] != null);
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {shown.map(([term, cents]) => (
        <Pair key={term} term={term}>
          {formatUsd(cents)}
        </Pair>
      ))}
    </dl>
  );
}

function Pair({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function RejectOfferButton({ trackingId, disabled }: { trackingId: string; disabled: boolean }) {
  const navigate = useNavigate();
  const reject = useRejectFinalOffer(trackingId);
  const [confirming, setConfirming] = useState(false);

  async function handleConfirm() {
    try {
      await reject.mutateAsync();
      setConfirming(false);
      toast.success(PRICING_MESSAGES.offerRejected.title, { description: PRICING_MESSAGES.offerRejected.description });
      // The panel unmounts as the request turns 'cancelled'; the timer, and the router, outlive it.
      setTimeout(() => void navigate(paths.home), REJECTION_REDIRECT_MS);
    } catch (error) {
      showPricingError(error, PRICING_MESSAGES.rejectFailed);
    }
  }

  return (
    <>
      <Button variant="outline" size="lg" className="w-full text-red-700 sm:w-auto" disabled={disabled} onClick={() => setConfirming(true)}>
        Reject Offer
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reject Final Offer"
        description="Rejecting the final offer cancels your request. This cannot be undone."
        confirmLabel="Reject Offer"
        pendingLabel="Rejecting..."
        cancelLabel="Keep Offer"
        destructive
        pending={reject.isPending}
        onConfirm={handleConfirm}
      />
    </>
  );
}
