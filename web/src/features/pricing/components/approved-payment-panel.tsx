import type { CustomerRequestView } from '@contracts/request-views';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/lib/paths';
import { priceSplit } from '../lib/price-split';
import { OfferPanelFrame } from './offer-panel-frame';
import { PriceBreakdown } from './price-breakdown';

/** The agreed price and the deposit still to pay (status approved or customer_accepted). */
export function ApprovedPaymentPanel({ request }: { request: CustomerRequestView }) {
  const intl = useIntl();
  const total = request.finalPriceCents;
  const split = total == null ? null : priceSplit(total, request.depositPercentage, request.depositAmountCents);

  return (
    <OfferPanelFrame
      title={intl.formatMessage({ id: 'tracking.offer.approved.heading' })}
      intro={
        split
          ? intl.formatMessage({ id: 'tracking.offer.approved.intro' }, { percent: split.depositPercent })
          : intl.formatMessage({ id: 'tracking.offer.approved.introNoPrice' })
      }
    >
      {split && <PriceBreakdown split={split} showTotal />}
      {request.trackingId && (
        <Link to={paths.payment(request.id, request.trackingId)} className={buttonClasses('accent', 'lg', 'w-full sm:w-auto')}>
          {intl.formatMessage({ id: 'tracking.offer.approved.proceed' })}
          <ArrowRightIcon className="size-5" />
        </Link>
      )}
    </OfferPanelFrame>
  );
}
