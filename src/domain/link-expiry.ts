export const LINK_LIFETIME_MS = 5 * 60 * 1000;
export const RETENTION_MONTHS = 2;

export function linkExpiresAt(serviceCompletedAt: Date | string | null): Date | null {
  if (serviceCompletedAt == null) return null;
  const completedMs = new Date(serviceCompletedAt).getTime();
  return Number.isNaN(completedMs) ? null : new Date(completedMs + LINK_LIFETIME_MS);
}

export function isLinkExpired(serviceCompletedAt: Date | string | null, now: Date): boolean {
  const expiresAt = linkExpiresAt(serviceCompletedAt);
  return expiresAt !== null && now.getTime() >= expiresAt.getTime();
}

const daysInUtcMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

// Clamped to the month's last day so 30 April goes back to 28/29 February, not into March.
export function retentionCutoff(now: Date): Date {
  const targetMonth = now.getUTCMonth() - RETENTION_MONTHS;
  const year = now.getUTCFullYear() + Math.floor(targetMonth / 12);
  const month = ((targetMonth % 12) + 12) % 12;
  const day = Math.min(now.getUTCDate(), daysInUtcMonth(year, month));
  return new Date(
    Date.UTC(year, month, day, now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}
