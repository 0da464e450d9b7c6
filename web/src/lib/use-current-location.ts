import { formatLatLngFallback } from '@domain/geo';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/i18n/messages';
import { toast } from '@/lib/toast';
import { useReverseGeocode } from '@/lib/reverse-geocode';
import { getCurrentPosition, isGeolocationSupported, LOCATION_MESSAGES, locationErrorMessage } from '@/lib/current-position';

export type LocatedPlace = {
  address: string;
  lat: number;
  lng: number;
  /** False when no address could be looked up (no geocoder, or it failed): `address` is 'Lat: x, Lng: y'. */
  addressFound: boolean;
};

/**
 * The device's position turned into an address (or 'Lat: x, Lng: y'), with the spec's toasts in the reader's
 * language. Coordinates without an address are still a location set, so that is told as a success, not a warning.
 */
export function useCurrentLocation() {
  const intl = useIntl();
  const lookupAddress = useReverseGeocode();
  const [locating, setLocating] = useState(false);

  /** 'Location Found', or 'Location Set' when only the coordinates are known. */
  const announcePlace = useCallback(
    ({ addressFound }: Pick<LocatedPlace, 'addressFound'>) => {
      const { title, description } = addressFound ? LOCATION_MESSAGES.found : LOCATION_MESSAGES.coordinatesOnly;
      toast.success(intl.formatMessage({ id: title }), { description: intl.formatMessage({ id: description }) });
    },
    [intl],
  );

  /** `announce: false` when the caller confirms with its own toast once the place is saved (`announcePlace`). */
  const locate = useCallback(async ({ announce = true } = {}): Promise<LocatedPlace | null> => {
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
      const place = address ? { address, lat, lng, addressFound: true } : { address: formatLatLngFallback(lat, lng), lat, lng, addressFound: false };
      if (announce) announcePlace(place);
      return place;
    } finally {
      setLocating(false);
    }
  }, [intl, lookupAddress, announcePlace]);

  return { locate, locating, announcePlace };
}
