import { formatLatLngFallback } from '@domain/geo';
import { useCallback, useState } from 'react';
import { toast } from '@/lib/toast';
import { useReverseGeocode } from '../api/reverse-geocode';
import { getCurrentPosition, isGeolocationSupported, LOCATION_MESSAGES, locationErrorMessage } from '../lib/current-position';

export type LocatedPlace = { address: string; lat: number; lng: number };

/** The device's position turned into an address (or 'Lat: x, Lng: y'), with the spec's toasts. */
export function useCurrentLocation() {
  const lookupAddress = useReverseGeocode();
  const [locating, setLocating] = useState(false);

  /** `announceFound: false` when the caller confirms with its own toast once the place is saved. */
  const locate = useCallback(async ({ announceFound = true } = {}): Promise<LocatedPlace | null> => {
    if (!isGeolocationSupported()) {
      toast.error(LOCATION_MESSAGES.notAvailable.title, { description: LOCATION_MESSAGES.notAvailable.description });
      return null;
    }
    setLocating(true);
    try {
      let position: GeolocationPosition;
      try {
        position = await getCurrentPosition();
      } catch (error) {
        toast.error(LOCATION_MESSAGES.errorTitle, { description: locationErrorMessage(error) });
        return null;
      }
      const { latitude: lat, longitude: lng } = position.coords;
      const address = await lookupAddress(lat, lng).then(
        (result) => result.address?.trim() || null,
        () => null,
      );
      if (address) {
        if (announceFound) toast.success(LOCATION_MESSAGES.found.title, { description: LOCATION_MESSAGES.found.description });
        return { address, lat, lng };
      }
      toast.warning(LOCATION_MESSAGES.coordinatesOnly.title, { description: LOCATION_MESSAGES.coordinatesOnly.description });
      return { address: formatLatLngFallback(lat, lng), lat, lng };
    } finally {
      setLocating(false);
    }
  }, [lookupAddress]);

  return { locate, locating };
}
