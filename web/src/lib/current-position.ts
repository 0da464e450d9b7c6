import type { MessageId, TitledMessage } from '@/i18n/messages';

/** Spec §9: the request form asks for a fresh, precise fix, accepting one up to a minute old; so does the one-tap location page. */
export const FORM_POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** The spec's location toasts, as message ids. */
export const LOCATION_MESSAGES = {
  notAvailable: { title: 'request.location.notAvailable.title', description: 'request.location.notAvailable.description' },
  errorTitle: 'request.location.error.title',
  found: { title: 'request.location.found.title', description: 'request.location.found.description' },
  coordinatesOnly: { title: 'request.location.coordinatesOnly.title', description: 'request.location.coordinatesOnly.description' },
} as const satisfies Record<string, MessageId | TitledMessage>;

export const isGeolocationSupported = (): boolean => typeof navigator !== 'undefined' && 'geolocation' in navigator;

export function getCurrentPosition(options: PositionOptions = FORM_POSITION_OPTIONS): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));
}

// GeolocationPositionError codes; the constants are not on every runtime's global.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** Why the device gave no position, as a message id. */
export function locationErrorMessage(error: unknown): MessageId {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  switch (code) {
    case PERMISSION_DENIED:
      return 'request.location.error.permissionDenied';
    case POSITION_UNAVAILABLE:
      return 'request.location.error.unavailable';
    case TIMEOUT:
      return 'request.location.error.timeout';
    default:
      return 'request.location.error.failed';
  }
}
