import type { CustomerRequestView } from '@contracts/request-views';
import { useIsMutating } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ClockIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/language-provider';
import { localizedPath } from '@/i18n/localized-paths';
import type { MessageId } from '@/i18n/messages';
import { paths } from '@/lib/paths';
import { offerMutationKey } from '../api/offer-mutation-key';
import { useRejectFinalOffer } from '../api/reject-final-offer';
import { useOfferErrorToast } from '../hooks/use-offer-error-toast';
import { customerActions } from '../lib/lifecycle-state';
import { formatUsd } from '@domain/money';
import { OFFER_MESSAGES, REJECTION_REDIRECT_MS } from '../lib/pricing-messages';
import { priceSplit } from '../lib/price-split';
import { AcceptOfferButton } from './accept-offer-button';
import { OfferAmount, OfferPanelFrame } from './offer-panel-frame';
import { PriceBreakdown } from './price-breakdown';

/** Spec §4: round 0, the dispatcher is weighing the counter-offer; round 2, a final offer awaits the customer. */
export function NegotiationPanel({ request }: { request: CustomerRequestView }) {
  const finalOfferCents = request.negotiationRound === 2 ? request.adminCounterOfferCents : null;
  return finalOfferCents == null ? <CounterOfferPending request={request} /> : <FinalOffer request={request} finalOfferCents={finalOfferCents} />;
}

function CounterOfferPending({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const counter = request.customerCounterOfferCents;
  return (
    <OfferPanelFrame
      title={intl.formatMessage({ id: 'tracking.offer.counterPending.heading' })}
      intro={
        counter != null
          ? intl.formatMessage(
              { id: 'tracking.offer.counterPending.intro' },
              { amount: formatUsd(counter), b: (chunks) => <strong className="tabular-nums">{chunks}</strong> },
            )
          : intl.formatMessage({ id: 'tracking.offer.counterPending.introNoAmount' })
      }
    >
      <p className="flex items-start gap-2 rounded-xl bg-white p-4 text-sm text-slate-700">
        <ClockIcon className="mt-0.5 size-4 shrink-0 text-amber-600" />
        {intl.formatMessage({ id: 'tracking.offer.counterPending.note' })}
      </p>
      <OfferContext request={request} />
    </OfferPanelFrame>
  );
}

function FinalOffer({ request, finalOfferCents }: { request: CustomerRequestView; finalOfferCents: number }) {
  const intl = useIntl();
  const trackingId = request.trackingId ?? '';
  const busy = useIsMutating({ mutationKey: offerMutationKey(trackingId) }) > 0;
  const actions = customerActions(request);
  const canAnswer = trackingId !== '';

  return (
    <OfferPanelFrame
      title={intl.formatMessage({ id: 'tracking.offer.final.heading' })}
      intro={intl.formatMessage({ id: 'tracking.offer.final.intro' })}
    >
      <OfferAmount label={intl.formatMessage({ id: 'tracking.offer.final.amount' })} amount={formatUsd(finalOfferCents)} />
      <OfferContext request={request} />
      <PriceBreakdown split={priceSplit(finalOfferCents, request.depositPercentage)} />
      {canAnswer && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {actions.has('accept_offer') && (
            <AcceptOfferButton
              request={request}
              trackingId={trackingId}
              offerCents={finalOfferCents}
              label={intl.formatMessage({ id: 'tracking.offer.final.accept' })}
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
  const intl = useIntl();
  const rows: Array<[MessageId, number | null]> = [
    ['tracking.offer.originalPrice', request.adminPriceCents],
    ['tracking.offer.yourCounterOffer', request.customerCounterOfferCents],
  ];
  const shown = rows.filter((row): row is [MessageId, number] => row[1] != null);
  if (shown.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {shown.map(([term, cents]) => (
        <Pair key={term} term={intl.formatMessage({ id: term })}>
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
  const intl = useIntl();
  const { language } = useLanguage();
  const showOfferError = useOfferErrorToast();
  const navigate = useNavigate();
  const reject = useRejectFinalOffer(trackingId);
  const [confirming, setConfirming] = useState(false);

  // Toasts its own failure, so the dialog starts it without waiting on it.
  async function handleConfirm() {
    try {
      await reject.mutateAsync();
      setConfirming(false);
      toast.success(intl.formatMessage({ id: OFFER_MESSAGES.offerRejected.title }), {
        description: intl.formatMessage({ id: OFFER_MESSAGES.offerRejected.description }),
      });
      // The panel unmounts as the request turns 'cancelled'; the timer, and the router, outlive it.
      const home = localizedPath(paths.home, language);
      setTimeout(() => void navigate(home), REJECTION_REDIRECT_MS);
    } catch (error) {
      showOfferError(error, OFFER_MESSAGES.rejectFailed);
    }
  }

  const rejectLabel = intl.formatMessage({ id: 'tracking.offer.reject' });
  return (
    <>
      <Button variant="outline" size="lg" className="w-full text-red-700 sm:w-auto" disabled={disabled} onClick={() => setConfirming(true)}>
        {rejectLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage({ id: 'tracking.offer.rejectConfirm.title' })}
        description={intl.formatMessage({ id: 'tracking.offer.rejectConfirm.description' })}
        confirmLabel={rejectLabel}
        pendingLabel={intl.formatMessage({ id: 'tracking.offer.rejectConfirm.pending' })}
        cancelLabel={intl.formatMessage({ id: 'tracking.offer.rejectConfirm.keep' })}
        destructive
        pending={reject.isPending}
        onConfirm={() => void handleConfirm()}
      />
    </>
  );
}
