import { ERROR_CODES } from '@contracts/error-codes';
import { isApiError } from '@/lib/api-error';
import type { LocationShareState } from '../api/get-location-share';

/** What the one-tap location page shows as a whole; a failed fix or a refused position is shown on 'open' itself. */
export type LocateScreen =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'loadFailed'; throttled: boolean }
  | { kind: 'open' }
  /** `address` is null when the place could not be put in words. */
  | { kind: 'received'; address: string | null }
  | { kind: 'alreadyReceived' };

type LocateInputs = {
  token: string;
  link: LocationShareState | undefined;
  loadError: unknown;
  /** The last share's refusal: a 404 or 410 there means the same as on the link itself. */
  shareError: unknown;
};

export function locateScreen({ token, link, loadError, shareError }: LocateInputs): LocateScreen {
  const refused = (status: number) => isApiError(loadError, status) || isApiError(shareError, status);
  if (token === '' || refused(404)) return { kind: 'notFound' };
  if (refused(410)) return { kind: 'expired' };
  if (link) {
    if (link.status === 'open') return { kind: 'open' };
    return link.sharedAddress !== undefined ? { kind: 'received', address: link.sharedAddress } : { kind: 'alreadyReceived' };
  }
  if (loadError) return { kind: 'loadFailed', throttled: isApiError(loadError, 429) };
  return { kind: 'loading' };
}

/** A refused share the page answers with a screen of its own rather than a problem under the button. */
export const isShareSettled = (error: unknown): boolean =>
  isApiError(error, 404) || isApiError(error, 410) || (isApiError(error, 409) && error.code === ERROR_CODES.locationShareClosed);
