import type { PositionRefusal } from '@contracts/socket-events';
import { MAX_ACCURACY_METERS } from '@domain/position-fix';
import type { MessageId } from '@/i18n/messages';

type Message = { id: MessageId; values?: Record<string, string | number> };

/** '12 s ago', '3 min ago', '1 h 5 min ago' (as the domain's formatAge writes it), in the reader's language. */
export function positionAgeMessage(ageMs: number): Message {
  const seconds = Math.max(0, Math.floor(ageMs / 1000));
  if (seconds < 60) return { id: 'provider.location.age.seconds', values: { seconds } };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { id: 'provider.location.age.minutes', values: { minutes } };
  return { id: 'provider.location.age.hours', values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
}

/** Why the phone's position is not reaching the customer, as the provider reads it. */
export type PositionNote = Message;

const REFUSAL_NOTES: Record<PositionRefusal, Message> = {
  malformed: { id: 'provider.location.refused.malformed' },
  imprecise: { id: 'provider.location.refused.imprecise', values: { meters: MAX_ACCURACY_METERS } },
  future: { id: 'provider.location.refused.future' },
  too_old: { id: 'provider.location.refused.tooOld' },
  out_of_order: { id: 'provider.location.refused.outOfOrder' },
  too_frequent: { id: 'provider.location.refused.tooFrequent' },
  implausible_jump: { id: 'provider.location.refused.implausibleJump' },
  not_active: { id: 'provider.location.refused.notActive' },
  job_not_found: { id: 'provider.state.jobNotFound.title' },
  unavailable: { id: 'provider.location.refused.unavailable' },
};

/** The server's refusal of a fix, by its reason, in the provider's language. */
export const refusalNote = (reason: PositionRefusal): PositionNote => REFUSAL_NOTES[reason];
