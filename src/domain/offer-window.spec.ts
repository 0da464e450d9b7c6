import { expiryDelayMs, isOfferOpen, offerExpiresAt, offerStatusAt, secondsLeft } from './offer-window';

const sentAt = new Date('2026-11-25T18:00:00.000Z');
const expiresAt = offerExpiresAt(sentAt, 180);
const at = (ms: number) => new Date(sentAt.getTime() + ms);

describe('offer window', () => {
  it('lasts the configured seconds from the send', () => {
    expect(expiresAt.toISOString()).toBe('2026-11-25T18:03:00.000Z');
  });

  it('takes an answer up to the millisecond before expiry and none at or after it', () => {
    expect(isOfferOpen({ status: 'open', expiresAt }, at(179_999))).toBe(true);
    expect(isOfferOpen({ status: 'open', expiresAt }, at(180_000))).toBe(false);
    expect(isOfferOpen({ status: 'open', expiresAt }, at(180_001))).toBe(false);
  });

  it('is closed once answered or withdrawn, whatever the time', () => {
    for (const status of ['accepted', 'declined', 'expired', 'withdrawn'] as const) {
      expect(isOfferOpen({ status, expiresAt }, at(1))).toBe(false);
    }
  });

  it('reads as expired past its window before the expiry job has run', () => {
    expect(offerStatusAt({ status: 'open', expiresAt }, at(180_000))).toBe('expired');
    expect(offerStatusAt({ status: 'open', expiresAt }, at(1_000))).toBe('open');
    expect(offerStatusAt({ status: 'withdrawn', expiresAt }, at(500_000))).toBe('withdrawn');
  });

  it('counts whole seconds left, rounded up, never below zero', () => {
    expect(secondsLeft(expiresAt, at(0))).toBe(180);
    expect(secondsLeft(expiresAt, at(179_001))).toBe(1);
    expect(secondsLeft(expiresAt, at(180_000))).toBe(0);
    expect(secondsLeft(expiresAt, at(200_000))).toBe(0);
  });

  it('schedules the expiry job for the remaining time, at once when already due', () => {
    expect(expiryDelayMs(expiresAt, at(30_000))).toBe(150_000);
    expect(expiryDelayMs(expiresAt, at(190_000))).toBe(0);
  });
});
