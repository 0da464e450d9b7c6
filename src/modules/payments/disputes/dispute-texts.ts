import type { Language } from '../../../domain/language';
import { textCatalogue, withOptOut } from '../../notifications';
import en from './messages/disputes.en.json';
import es from './messages/disputes.es.json';

const writerIn = textCatalogue({ en, es });

export const DISPUTE_OPENED_TEMPLATE = 'dispute-opened';
export const DISPUTE_CLOSED_TEMPLATE = 'dispute-closed';

/** To the desk's phones, in English: the desk works in English. */
export function writeDisputeOpened(amountCents: number, reason: string, due: Date | null, url: string): string {
  const w = writerIn('en');
  return w.say('sms.disputeOpened', { amount: w.usd(amountCents), reason: reason.replace(/_/g, ' '), due: due ? w.dateTime(due) : 'the deadline', url });
}

export function writeDisputeClosed(language: Language, amountCents: number, won: boolean): string {
  const w = writerIn(language);
  return withOptOut(w, w.say(won ? 'sms.disputeWon' : 'sms.disputeLost', { amount: w.usd(amountCents) }));
}
