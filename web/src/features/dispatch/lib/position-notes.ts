import { FIX_MESSAGES, MAX_ACCURACY_METERS, type FixProblem } from '@domain/position-fix';
import type { Message } from './provider-job-copy';

/** Why the phone's position is not reaching the customer: a message of ours, or the server's own words. */
export type PositionNote = Message | { text: string };

const FIX_PROBLEM_MESSAGES: Record<FixProblem, Message> = {
  malformed: { id: 'provider.location.refused.malformed' },
  imprecise: { id: 'provider.location.refused.imprecise', values: { meters: MAX_ACCURACY_METERS } },
  future: { id: 'provider.location.refused.future' },
  too_old: { id: 'provider.location.refused.tooOld' },
  out_of_order: { id: 'provider.location.refused.outOfOrder' },
  too_frequent: { id: 'provider.location.refused.tooFrequent' },
  implausible_jump: { id: 'provider.location.refused.implausibleJump' },
};

/**
 * The server's other refusals of a fix (ProviderPositionsService), by their words: its acknowledgement
 * carries no code. A refusal not listed here is shown as the server wrote it.
 */
const SERVICE_REFUSALS: Record<string, Message> = {
  'This job is not active, so its position is no longer shared.': { id: 'provider.location.refused.notActive' },
  'Job Not Found': { id: 'provider.state.jobNotFound.title' },
  'The position could not be saved right now. It will be sent again.': { id: 'provider.location.refused.unavailable' },
};

/** The server's refusal of a fix, as the provider reads it. */
export function refusalNote(serverMessage: string): PositionNote {
  const problem = (Object.keys(FIX_MESSAGES) as FixProblem[]).find((key) => FIX_MESSAGES[key] === serverMessage);
  if (problem) return FIX_PROBLEM_MESSAGES[problem];
  return Object.hasOwn(SERVICE_REFUSALS, serverMessage) ? SERVICE_REFUSALS[serverMessage] : { text: serverMessage };
}
