import type { Language } from '../../../domain/language';
import { textCatalogue, withOptOut } from '../../notifications';
import en from './messages/balance.en.json';
import es from './messages/balance.es.json';

const writerIn = textCatalogue({ en, es });

/** The page a card balance is paid on; its code is the balance's only capability. */
export const balancePageUrl = (publicUrl: string, balanceCode: string): string => `${publicUrl}/balance/${balanceCode}`;

export const BALANCE_DUE_TEMPLATE = 'balance-due';
export const BALANCE_REMINDER_TEMPLATE = 'balance-reminder';
export const BALANCE_PAID_TEMPLATE = 'balance-paid';
export const PROVIDER_BALANCE_PAID_TEMPLATE = 'provider-balance-paid';
export const PROVIDER_CLAWBACK_TEMPLATE = 'provider-clawback';

/** Texted at completion instead of the receipt: the receipt follows once the balance is paid. */
export function writeBalanceDue(language: Language, url: string, balanceCents: number): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.balanceDue', { balance: w.usd(balanceCents), url }));
}

export function writeBalanceReminder(language: Language, url: string, balanceCents: number): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.balanceReminder', { balance: w.usd(balanceCents), url }));
}

export function writeBalancePaid(language: Language, receiptUrl: string, totalCents: number, tipCents: number): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.balancePaid', { total: w.usd(totalCents), tip: tipCents > 0 ? w.usd(tipCents) : 'none', url: receiptUrl }));
}

export function writeProviderBalancePaid(language: Language, balanceCents: number, tipCents: number): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.providerBalancePaid', { balance: w.usd(balanceCents), tip: tipCents > 0 ? w.usd(tipCents) : 'none' }));
}

/** A refund to the customer after the provider's money was on its way: what was refunded, and what came back from the provider. */
export function writeProviderClawback(language: Language, refundCents: number, takenCents: number): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.providerClawback', { refund: w.usd(refundCents), taken: w.usd(takenCents) }));
}

/** What the card page and the card statement call a balance's payment, in the customer's language. */
export function writeBalanceDescription(language: Language, tipCents: number): string {
  const w = writerIn(language);
  return w.say('checkout.balanceDescription', { tip: tipCents > 0 ? w.usd(tipCents) : 'none' });
}
