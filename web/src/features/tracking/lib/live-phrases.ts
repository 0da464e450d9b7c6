import type { MessageId } from '@/i18n/messages';

/** A phrase to format: its message and its arguments. */
export type Phrase = { id: MessageId; values: Record<string, number> };

/** An ETA in whole minutes, as formatEta (@domain/geo) words it: '12 min', '1h 5min'. */
export function etaPhrase(minutes: number): Phrase {
  const whole = Math.ceil(minutes);
  if (whole < 60) return { id: 'tracking.eta.minutes', values: { minutes: whole } };
  return { id: 'tracking.eta.hours', values: { hours: Math.floor(whole / 60), minutes: whole % 60 } };
}

/** How old the provider's last position is, as formatAge (@domain/position-age) words it: '12 s ago', '1 h 5 min ago'. */
export function agePhrase(ageMs: number): Phrase {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 60) return { id: 'tracking.age.seconds', values: { seconds } };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { id: 'tracking.age.minutes', values: { minutes } };
  return { id: 'tracking.age.hours', values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
}
