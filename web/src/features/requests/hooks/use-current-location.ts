import { formatLatLngFallback } from '@domain/geo';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/messages';
import { toast } from '@/lib/toast';
import { useReverseGeocode } from '../api/reverse-geocode';
import { getCurrentPosition, isGeolocationSupported, LOCATION_MESSAGES, locationErrorMessage } from '@/lib/current-position';

export type LocatedPlace = { address: string; lat: number; lng: number };

/** The device's position turned into an address (or 'Lat: x, Lng: y'), with the spec's toasts in the reader's language. */
export function useCurrentLocation() {
  const intl = useIntl();
  const lookupAddress = useReverseGeocode();
  const [locating, setLocating] = useState(false);

  /** `announceFound: false` when the caller confirms with its own toast once the place is saved. */
  const locate = useCallback(async ({ announceFound = true } = {}): Promise<LocatedPlace | null> => {
    const say = (id: MessageId) => intl.formatMessage({ id });
    if (!isGeolocationSupported()) {
      toast.error(say(LOCATION_MESSAGES.notAvailable.title), { description: say(LOCATION_MESSAGES.notAvailable.description) });
      return null;
    }
    setLocating(true);
    try {
      let position: GeolocationPosition;
      try {
        position = await getCurrentPosition();
      } catch (error) {
        toast.error(say(LOCATION_MESSAGES.errorTitle), { description: say(locationErrorMessage(error)) });
        return null;
      }
      const { latitude: lat, longitude: lng } = position.coords;
      const address = await lookupAddress(lat, lng).then(
        (result) => result.address?.trim() || null,
        () => null,
      );
      if (address) {
        if (announceFound) toast.success(say(LOCATION_MESSAGES.found.title), { description: say(LOCATION_MESSAGES.found.description) });
        return { address, lat, lng };
      }
      toast.warning(say(LOCATION_MESSAGES.coordinatesOnly.title), { description: say(LOCATION_MESSAGES.coordinatesOnly.description) });
      return { address: formatLatLngFallback(lat, lng), lat, lng };
    } finally {
      setLocating(false);
    }
  }, [intl, lookupAddress]);

  return { locate, locating };
}
