import { LINK_LIFETIME_MS, RETENTION_MONTHS, isLinkExpired, linkExpiresAt, retentionCutoff } from './link-expiry';

const COMPLETED_AT = new Date('2025-06-01T15:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('linkExpiresAt', () => {
  it('is five minutes after service completion', () => {
    expect(LINK_LIFETIME_MS).toBe(300_000);
    expect(linkExpiresAt(COMPLETED_AT)).toEqual(at('2025-06-01T15:05:00.000Z'));
  });

  it('accepts an ISO string from the API', () => {
    expect(linkExpiresAt('2025-06-01T15:00:00.000Z')).toEqual(at('2025-06-01T15:05:00.000Z'));
  });

  it('has no expiry before the service is completed', () => {
    expect(linkExpiresAt(null)).toBeNull();
  });

  it('has no expiry for an unreadable date', () => {
    expect(linkExpiresAt('not a date')).toBeNull();
  });
});

describe('isLinkExpired', () => {
  it('keeps the link alive just before five minutes', () => {
    expect(isLinkExpired(COMPLETED_AT, at('2025-06-01T15:04:59.999Z'))).toBe(false);
  });

  it('expires the link at exactly five minutes', () => {
    expect(isLinkExpired(COMPLETED_AT, at('2025-06-01T15:05:00.000Z'))).toBe(true);
  });

  it('keeps the link alive while the service is not completed', () => {
    expect(isLinkExpired(null, at('2030-01-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('retentionCutoff', () => {
  it('keeps completed requests for two months', () => {
    expect(RETENTION_MONTHS).toBe(2);
  });

  it.each([
    ['2025-06-15T10:30:00.000Z', '2025-04-15T10:30:00.000Z'],
    ['2025-01-31T23:59:59.999Z', '2024-11-30T23:59:59.999Z'],
    ['2025-02-10T00:00:00.000Z', '2024-12-10T00:00:00.000Z'],
    ['2025-04-30T12:00:00.000Z', '2025-02-28T12:00:00.000Z'],
    ['2024-04-30T12:00:00.000Z', '2024-02-29T12:00:00.000Z'],
  ])('goes back two calendar months in UTC from %s to %s', (now, cutoff) => {
    expect(retentionCutoff(at(now))).toEqual(at(cutoff));
  });
});
