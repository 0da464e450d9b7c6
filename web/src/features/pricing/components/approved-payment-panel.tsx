import type { CustomerRequestView } from '@contracts/request-views';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { priceSplit } from '../lib/price-split';
import { OfferPanelFrame } from './offer-panel-frame';
import { PriceBreakdown } from './price-breakdown';

/** The agreed price and the deposit still to pay (status approved or customer_accepted). */
export function ApprovedPaymentPanel({ request }: { request: CustomerRequestView }) {
  const total = request.finalPriceCents;
  const split = total == null ? null : priceSplit(total, request.depositPercentage, request.depositAmountCents);

  return (
    <OfferPanelFrame
      title="Payment Required"
      intro={
        split
          ? `Your price is agreed. Pay the ${split.depositPercent}% deposit by card to confirm your service; the rest is paid to the provider on site.`
          : 'Your price is agreed. Pay the deposit by card to confirm your service.'
      }
    >
      {split && <PriceBreakdown split={split} showTotal />}
      {request.trackingId && (
        <Link to={paths.payment(request.id, request.trackingId)} className={buttonClasses('accent', 'lg', 'w-full sm:w-auto')}>
          Proceed to Payment
          <ArrowRightIcon className="size-5" />
        </Link>
      )}
    </OfferPanelFrame>
  );
}
