import type { CustomerRequestView } from '@contracts/request-views';
import { useIsMutating } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { offerMutationKey } from '../api/offer-mutation-key';
import { customerActions } from '../lib/lifecycle-state';
import { formatUsd } from '@domain/money';
import { priceSplit } from '../lib/price-split';
import { AcceptOfferButton } from './accept-offer-button';
import { CounterOfferForm } from './counter-offer-form';
import { OfferAmount, OfferPanelFrame } from './offer-panel-frame';
import { PriceBreakdown } from './price-breakdown';

/** The dispatcher's price: accept it (terms, then payment) or counter it once. */
export function PriceOfferPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const formId = useId();
  const counterButtonRef = useRef<HTMLButtonElement>(null);
  const [countering, setCountering] = useState(false);
  const trackingId = request.trackingId ?? '';
  const busy = useIsMutating({ mutationKey: offerMutationKey(trackingId) }) > 0;
  const offerCents = request.adminPriceCents;
  if (offerCents == null) return null;

  const actions = customerActions(request);
  const canAnswer = trackingId !== '';
  const canCounter = canAnswer && actions.has('counter_offer');

  function closeCounterForm() {
    setCountering(false);
    counterButtonRef.current?.focus();
  }

  return (
    <OfferPanelFrame
      title={intl.formatMessage({ id: 'tracking.offer.priceOffer.heading' })}
      intro={intl.formatMessage({ id: 'tracking.offer.priceOffer.intro' })}
    >
      <OfferAmount label={intl.formatMessage({ id: 'tracking.offer.priceOffer.amount' })} amount={formatUsd(offerCents)} />
      <PriceBreakdown split={priceSplit(offerCents, request.depositPercentage)} />
      {canAnswer && actions.has('accept_offer') && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <AcceptOfferButton
            request={request}
            trackingId={trackingId}
            offerCents={offerCents}
            label={intl.formatMessage({ id: 'tracking.offer.priceOffer.accept' })}
            disabled={busy}
          />
          {canCounter && (
            <Button
              ref={counterButtonRef}
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
              aria-expanded={countering}
              aria-controls={countering ? formId : undefined}
              disabled={busy}
              onClick={() => setCountering((open) => !open)}
            >
              {intl.formatMessage({ id: 'tracking.offer.priceOffer.counter' })}
            </Button>
          )}
        </div>
      )}
      {canCounter && countering && (
        <CounterOfferForm id={formId} trackingId={trackingId} offerCents={offerCents} disabled={busy} onCancel={closeCounterForm} />
      )}
    </OfferPanelFrame>
  );
}
