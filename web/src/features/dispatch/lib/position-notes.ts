import type { PositionRefusal } from '@contracts/socket-events';
import { MAX_ACCURACY_METERS } from '@domain/position-fix';
import type { Message } from './provider-job-copy';

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
