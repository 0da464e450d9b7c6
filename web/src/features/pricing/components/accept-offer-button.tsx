import type { CustomerRequestView } from '@contracts/request-views';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useAcceptOffer } from '../api/accept-offer';
import { useOfferErrorToast } from '../hooks/use-offer-error-toast';
import { formatUsd } from '@domain/money';
import { OFFER_MESSAGES } from '../lib/pricing-messages';
import { hasAcceptedTerms, rememberTermsAccepted } from '../lib/terms-acceptance';
import { TermsDialog } from './terms-dialog';

type AcceptOfferButtonProps = {
  request: CustomerRequestView;
  trackingId: string;
  /** The amount being accepted, for the toast should the answer lack a final price. */
  offerCents: number;
  label: string;
  disabled?: boolean;
};

/** Accepting goes through the terms modal once per request on this device, then to payment. */
export function AcceptOfferButton({ request, trackingId, offerCents, label, disabled = false }: AcceptOfferButtonProps) {
  const intl = useIntl();
  const showOfferError = useOfferErrorToast();
  const navigate = useNavigate();
  const accept = useAcceptOffer(trackingId);
  const [termsOpen, setTermsOpen] = useState(false);

  async function submit() {
    try {
      const accepted = await accept.mutateAsync();
      const amount = formatUsd(accepted.finalPriceCents ?? offerCents);
      toast.success(intl.formatMessage({ id: OFFER_MESSAGES.offerAccepted.title }), {
        description: intl.formatMessage({ id: OFFER_MESSAGES.offerAccepted.description }, { amount }),
      });
      // The panel is gone by now (the cache says 'approved'); the router navigates regardless.
      void navigate(paths.payment(accepted.id, accepted.trackingId ?? trackingId));
    } catch (error) {
      showOfferError(error, OFFER_MESSAGES.acceptFailed);
    }
  }

  function start() {
    if (hasAcceptedTerms(request.id)) void submit();
    else setTermsOpen(true);
  }

  function handleTermsAccepted() {
    rememberTermsAccepted(request.id);
    setTermsOpen(false);
    void submit();
  }

  function handleTermsDeclined() {
    setTermsOpen(false);
    toast.error(intl.formatMessage({ id: OFFER_MESSAGES.agreementRequired.title }), {
      description: intl.formatMessage({ id: OFFER_MESSAGES.agreementRequired.description }),
    });
  }

  return (
    <>
      <Button size="lg" className="w-full sm:w-auto" disabled={disabled || accept.isPending} onClick={start}>
        {accept.isPending ? intl.formatMessage({ id: 'tracking.offer.accepting' }) : label}
      </Button>
      <TermsDialog open={termsOpen} onAccept={handleTermsAccepted} onDecline={handleTermsDeclined} />
    </>
  );
}
