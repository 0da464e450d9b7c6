import { ERROR_CODES } from '@contracts/error-codes';
import { ApiError } from '@/lib/api-error';
import type { LocationShareState } from '../api/get-location-share';
import { isShareSettled, locateScreen } from './locate-screen';

const open: LocationShareState = { language: 'en', status: 'open', expiresAt: '2026-01-01T00:30:00.000Z' };
const refusal = (status: number, code?: string) => new ApiError(status, 'refused', undefined, undefined, { code });
const screen = (inputs: Partial<Parameters<typeof locateScreen>[0]>) =>
  locateScreen({ token: 'tok3n', link: undefined, loadError: null, shareError: null, ...inputs });

describe('the one-tap location page', () => {
  it('waits for the link, then offers the button while it is open', () => {
    expect(screen({})).toEqual({ kind: 'loading' });
    expect(screen({ link: open })).toEqual({ kind: 'open' });
  });

  it('says the link is unknown or expired, whether the lookup or the share found out', () => {
    expect(screen({ token: '' })).toEqual({ kind: 'notFound' });
    expect(screen({ loadError: refusal(404, ERROR_CODES.locationShareNotFound) })).toEqual({ kind: 'notFound' });
    expect(screen({ loadError: refusal(410, ERROR_CODES.locationShareExpired) })).toEqual({ kind: 'expired' });
    expect(screen({ link: open, shareError: refusal(410, ERROR_CODES.locationShareExpired) })).toEqual({ kind: 'expired' });
    expect(screen({ link: open, shareError: refusal(404, ERROR_CODES.locationShareNotFound) })).toEqual({ kind: 'notFound' });
  });

  it('names the place it just received, and only says "already received" for an earlier share', () => {
    expect(screen({ link: { ...open, status: 'shared', sharedAddress: '2100 Ross Ave, Dallas, TX' } })).toEqual({
      kind: 'received',
      address: '2100 Ross Ave, Dallas, TX',
    });
    expect(screen({ link: { ...open, status: 'shared', sharedAddress: null } })).toEqual({ kind: 'received', address: null });
    expect(screen({ link: { ...open, status: 'shared' } })).toEqual({ kind: 'alreadyReceived' });
  });

  it('offers a retry when the link could not be read, and tells a rate limit apart', () => {
    expect(screen({ loadError: new ApiError(0, 'offline') })).toEqual({ kind: 'loadFailed', throttled: false });
    expect(screen({ loadError: refusal(503) })).toEqual({ kind: 'loadFailed', throttled: false });
    expect(screen({ loadError: refusal(429) })).toEqual({ kind: 'loadFailed', throttled: true });
  });

  it('answers a share refused for the link with a screen, and anything else under the button', () => {
    expect(isShareSettled(refusal(404))).toBe(true);
    expect(isShareSettled(refusal(410))).toBe(true);
    expect(isShareSettled(refusal(409, ERROR_CODES.locationShareClosed))).toBe(true);
    expect(isShareSettled(refusal(409, ERROR_CODES.concurrentChange))).toBe(false);
    expect(isShareSettled(refusal(400, ERROR_CODES.invalidLocation))).toBe(false);
    expect(isShareSettled(new ApiError(0, 'offline'))).toBe(false);
  });
});
