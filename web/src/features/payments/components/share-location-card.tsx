import { ERROR_CODES } from '@contracts/error-codes';
import type { CustomerRequestView } from '@contracts/request-views';
import { useIntl } from 'react-intl';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { MapPinIcon } from '@/components/ui/icons';
import { useErrorText } from '@/i18n/use-error-text';
import { isApiError } from '@/lib/api-client';
import { useCurrentLocation } from '@/lib/use-current-location';
import { useShareLocation } from '../api/share-location';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';
import { hasSharedLocation } from '../lib/payment-state';

type ShareLocationCardProps = { request: CustomerRequestView; trackingId: string };

/** The device's position, sent to the dispatcher so the provider can find the customer. */
export function ShareLocationCard({ request, trackingId }: ShareLocationCardProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { locate, locating, announcePlace } = useCurrentLocation();
  const share = useShareLocation(trackingId);
  const shared = hasSharedLocation(request);
  const busy = locating || share.isPending;

  async function handleShare() {
    const place = await locate({ announce: false });
    if (!place) return;
    try {
      await share.mutateAsync({ lat: place.lat, lng: place.lng, address: place.address });
      // One confirmation: shared with its address, or 'Location Set' when only the coordinates could be sent.
      if (!place.addressFound) return announcePlace(place);
      toast.success(intl.formatMessage({ id: PAYMENT_MESSAGES.locationUpdated.title }), {
        description: intl.formatMessage({ id: PAYMENT_MESSAGES.locationUpdated.description }),
      });
    } catch (error) {
      const notSaved = intl.formatMessage({ id: PAYMENT_MESSAGES.locationNotSaved.title });
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 404) {
        // The server's title for an unreadable position ('Location Error') is the only one this route sends.
        const title = error.code === ERROR_CODES.invalidLocation ? intl.formatMessage({ id: 'payment.location.errorTitle' }) : (error.title ?? notSaved);
        toast.error(title, { description: errorText(error) });
      } else {
        toast.error(notSaved, { description: intl.formatMessage({ id: PAYMENT_MESSAGES.locationNotSaved.description }) });
      }
    }
  }

  return (
    <CardSection title={intl.formatMessage({ id: 'payment.location.title' })} icon={<MapPinIcon className="size-5 text-brand-700" />}>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: shared ? 'payment.location.shared' : 'payment.location.prompt' })}
      </p>
      {shared && request.locationAddress && <p className="mt-2 font-medium break-words text-slate-900">{request.locationAddress}</p>}
      <Button variant={shared ? 'outline' : 'primary'} size="lg" className="mt-4 w-full" disabled={busy} onClick={() => void handleShare()}>
        <MapPinIcon className="size-5" />
        {intl.formatMessage({ id: busy ? 'payment.location.locating' : shared ? 'payment.location.update' : 'payment.location.share' })}
      </Button>
    </CardSection>
  );
}
