import type { CustomerRequestView } from '@contracts/request-views';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card';
import { MapPinIcon } from '@/components/ui/icons';
import { useCurrentLocation } from '@/features/requests';
import { isApiError } from '@/lib/api-client';
import { useShareLocation } from '../api/share-location';
import { PAYMENT_MESSAGES } from '../lib/payment-messages';
import { hasSharedLocation } from '../lib/payment-state';

type ShareLocationCardProps = { request: CustomerRequestView; trackingId: string };

/** The device's position, sent to the dispatcher so the provider can find the customer. */
export function ShareLocationCard({ request, trackingId }: ShareLocationCardProps) {
  const { locate, locating } = useCurrentLocation();
  const share = useShareLocation(trackingId);
  const shared = hasSharedLocation(request);
  const busy = locating || share.isPending;

  async function handleShare() {
    const place = await locate({ announceFound: false });
    if (!place) return;
    try {
      await share.mutateAsync({ lat: place.lat, lng: place.lng, address: place.address });
      toast.success(PAYMENT_MESSAGES.locationUpdated.title, { description: PAYMENT_MESSAGES.locationUpdated.description });
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 404) {
        toast.error(error.title ?? PAYMENT_MESSAGES.locationNotSaved.title, { description: error.message });
      } else {
        toast.error(PAYMENT_MESSAGES.locationNotSaved.title, { description: PAYMENT_MESSAGES.locationNotSaved.description });
      }
    }
  }

  return (
    <CardSection title="Your Location" icon={<MapPinIcon className="size-5 text-brand-700" />}>
      <p className="text-sm text-slate-700">
        {shared
          ? 'Your location has been shared with the dispatcher.'
          : 'Share where you are so the provider can find you.'}
      </p>
      {shared && request.locationAddress && <p className="mt-2 font-medium break-words text-slate-900">{request.locationAddress}</p>}
      <Button variant={shared ? 'outline' : 'primary'} size="lg" className="mt-4 w-full" disabled={busy} onClick={() => void handleShare()}>
        <MapPinIcon className="size-5" />
        {busy ? 'Getting Location...' : shared ? 'Update Location' : 'Share Current Location'}
      </Button>
    </CardSection>
  );
}
