import type { ProviderPageOfferView } from '@contracts/offer-views';
import { milesText } from '@domain/distance';
import { formatUsd } from '@domain/money';
import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { BellIcon } from '@/components/ui/icons';
import { useLanguage } from '@/i18n/language-provider';
import { paths } from '@/lib/paths';
import { formatCountdown, useOfferCountdown } from '@/lib/use-offer-countdown';
import { serviceText } from './job-labels';

type OffersCardProps = {
  offers: ProviderPageOfferView[];
  onDuty: boolean;
  /** When the page's data arrived: each offer's `secondsLeft` counts from then, whatever the phone's clock says. */
  receivedAt: number;
  /** An offer's window closed on screen: the page reads itself again. */
  onExpired: () => void;
};

/** The open job offers, each with the time left to answer and the way to its offer page. */
export function OffersCard({ offers, onDuty, receivedAt, onExpired }: OffersCardProps) {
  const intl = useIntl();
  return (
    <CardSection
      title={intl.formatMessage({ id: 'providerPage.offers.title' })}
      icon={<BellIcon className="size-5 text-brand-700" />}
      className={offers.length > 0 ? 'border-brand-300 ring-2 ring-brand-100' : undefined}
    >
      {offers.length === 0 ? (
        <p className="text-base text-slate-700">
          {intl.formatMessage({ id: onDuty ? 'providerPage.offers.emptyOnDuty' : 'providerPage.offers.emptyOffDuty' })}
        </p>
      ) : (
        <ul className="space-y-3">
          {offers.map((offer) => (
            <OfferRow key={offer.offerCode} offer={offer} receivedAt={receivedAt} onExpired={onExpired} />
          ))}
        </ul>
      )}
    </CardSection>
  );
}

type OfferRowProps = { offer: ProviderPageOfferView; receivedAt: number; onExpired: () => void };

function OfferRow({ offer, receivedAt, onExpired }: OfferRowProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const secondsLeft = useOfferCountdown(offer.secondsLeft, receivedAt) ?? 0;
  const open = secondsLeft > 0;
  const expired = useEffectEvent(onExpired);
  useEffect(() => {
    if (!open) expired();
  }, [open]);
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">
          {intl.formatMessage({ id: 'providerPage.offers.jobNumber' }, { jobNumber: offer.jobNumber })} · {serviceText(intl, offer.serviceType)}
        </p>
        {open ? (
          <p className="text-sm font-semibold text-amber-900">
            {intl.formatMessage({ id: 'providerPage.offers.timeLeft' }, { time: <span role="timer" key="timer" className="tabular-nums">{formatCountdown(secondsLeft)}</span> })}
          </p>
        ) : (
          <p className="text-sm font-semibold text-slate-600">{intl.formatMessage({ id: 'providerPage.offers.expired' })}</p>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {offer.pickupArea
          ? intl.formatMessage({ id: 'providerPage.offers.near' }, { area: offer.pickupArea })
          : intl.formatMessage({ id: 'provider.details.gpsLocation' })}
        {offer.distanceMiles != null && (
          <>
            {' · '}
            {intl.formatMessage({ id: 'providerPage.offers.distance' }, { distance: milesText(offer.distanceMiles, language) })}
          </>
        )}
      </p>
      {offer.payoutCents != null && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          {intl.formatMessage({ id: 'providerPage.offers.payout' }, { amount: formatUsd(offer.payoutCents) })}
        </p>
      )}
      {open && (
        <Link
          to={paths.offer(offer.offerCode)}
          aria-label={intl.formatMessage({ id: 'providerPage.offers.viewFor' }, { jobNumber: offer.jobNumber })}
          className={buttonClasses('primary', 'md', 'mt-3 w-full')}
        >
          {intl.formatMessage({ id: 'providerPage.offers.view' })}
        </Link>
      )}
    </li>
  );
}
