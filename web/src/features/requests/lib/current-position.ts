/** Spec §9: the request form asks for a fresh, precise fix, accepting one up to a minute old. */
export const FORM_POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export const LOCATION_MESSAGES = {
  notAvailable: { title: 'Location Not Available', description: "Your device doesn't support location services" },
  errorTitle: 'Location Error',
  found: { title: 'Location Found', description: 'Your current location has been set' },
  coordinatesOnly: { title: 'Location Set', description: 'Location coordinates saved (address lookup failed)' },
} as const;

export const isGeolocationSupported = (): boolean => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export function getCurrentPosition(options: PositionOptions = FORM_POSITION_OPTIONS): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));
}

// GeolocationPositionError codes; the constants are not on every runtime's global.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function locationErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  switch (code) {
    case PERMISSION_DENIED:
      return 'Please allow location access and try again';
    case POSITION_UNAVAILABLE:
      return 'Location information unavailable';
    case TIMEOUT:
      return 'Location request timed out';
    default:
      return 'Failed to get location';
  }
}
