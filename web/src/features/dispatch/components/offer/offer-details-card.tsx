import type { OfferPageView } from '@contracts/offer-views';
import { serviceLabelId } from '@contracts/shared-messages';
import { milesText } from '@domain/distance';
import { useIntl } from 'react-intl';
import { CardSection } from '@/components/ui/card';
import { CarIcon } from '@/components/ui/icons';
import { vehicleTypeLabelId } from '@/lib/vehicle-type-labels';
import { DescriptionItem } from '@/components/ui/description-item';
import { useLanguage } from '@/i18n/language-provider';

/** The job as far as the provider needs it to decide: no customer name, number or house number. */
export function OfferDetailsCard({ offer }: { offer: OfferPageView }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const serviceId = serviceLabelId(offer.serviceType);
  const vehicle = [offer.vehicleYear, offer.vehicleMake, offer.vehicleModel].filter(Boolean).join(' ');
  const vehicleTypeId = offer.vehicleType ? vehicleTypeLabelId(offer.vehicleType) : null;
  return (
    <CardSection title={intl.formatMessage({ id: 'offer.details.title' })} icon={<CarIcon className="size-5 text-brand-700" />}>
      <dl className="space-y-3 text-base">
        <DescriptionItem term={intl.formatMessage({ id: 'offer.details.service' })}>
          {serviceId ? intl.formatMessage({ id: serviceId }) : offer.serviceType}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage({ id: 'offer.details.vehicle' })}>
          {vehicle || intl.formatMessage({ id: 'offer.details.notGiven' })}
          {offer.vehicleType && (
            <span className="text-slate-600"> ({vehicleTypeId ? intl.formatMessage({ id: vehicleTypeId }) : offer.vehicleType})</span>
          )}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage({ id: 'offer.details.pickup' })}>
          {offer.pickupArea ?? intl.formatMessage({ id: 'offer.details.pinned' })}
        </DescriptionItem>
        {offer.destinationArea && <DescriptionItem term={intl.formatMessage({ id: 'offer.details.destination' })}>{offer.destinationArea}</DescriptionItem>}
        {offer.distanceMiles != null && (
          <DescriptionItem term={intl.formatMessage({ id: 'offer.details.distance' })}>
            {intl.formatMessage({ id: 'offer.details.miles' }, { distance: milesText(offer.distanceMiles, language) })}
          </DescriptionItem>
        )}
      </dl>
    </CardSection>
  );
}
