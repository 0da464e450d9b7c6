import type { LateChoice } from './arrival-promise';
import type { Language } from './language';
import type { ProviderStepAction } from './provider-job';

/** What an inbound text asks for, read from the whole message (case, spaces and punctuation aside). */
export type TextCommand =
  | { kind: 'opt_out' }
  | { kind: 'opt_in' }
  | { kind: 'yes' }
  | { kind: 'help' }
  | { kind: 'status' }
  | { kind: 'cancel_request' }
  | { kind: 'late_choice'; choice: LateChoice }
  /** The customer's answer to 'Customer Not Here': they are at the pickup. */
  | { kind: 'here' }
  | { kind: 'provider_step'; action: ProviderStepAction; arrivalCode?: string }
  | { kind: 'eta'; minutes: number }
  | { kind: 'duty'; onDuty: boolean }
  | { kind: 'offer_answer'; answer: OfferAnswer }
  /** 'NO 2': a customer declining the extra charge of that number ('YES 2' reads as an offer answer, see `extraAnswerOf`). */
  | { kind: 'decline_numbered'; number: number }
  /** A customer's amount ('$95', '95.50', '1,200 dollars'); null cents when it has a $ but no readable amount. Also a rating digit. */
  | { kind: 'amount'; cents: number | null }
  /** The customer asks a dispatcher to phone them back. */
  | { kind: 'call' }
  /** Every step fully described in the texts, with no page to open. */
  | { kind: 'text_only' }
  | { kind: 'other' };

/**
 * Carriers and Twilio treat a lone CANCEL as an opt-out, so the customer's cancel is 'CANCEL REQUEST'
 * ('CANCELAR SOLICITUD'). Twilio recognises only the English opt-out words by itself; the Spanish
 * ones are honoured here (and belong in the Messaging Service's Advanced Opt-Out list).
 */
const OPT_OUT_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const SPANISH_OPT_OUT_WORDS = new Set(['PARAR', 'DETENER', 'BAJA', 'ALTO', 'CANCELAR']);
const OPT_IN_WORDS = new Set(['START', 'UNSTOP']);
const SPANISH_OPT_IN_WORDS = new Set(['COMENZAR', 'INICIAR', 'REANUDAR']);
const HELP_WORDS = new Set(['HELP', 'INFO']);
const SPANISH_HELP_WORDS = new Set(['AYUDA', 'INFORMACION']);
const SPANISH_WORDS: Record<string, TextCommand> = {
  SI: { kind: 'yes' },
  ESTADO: { kind: 'status' },
  CANCELARSOLICITUD: { kind: 'cancel_request' },
  ESPERAR: { kind: 'late_choice', choice: 'wait' },
  LLAMAR: { kind: 'call' },
  LLAMAME: { kind: 'call' },
  LLAMENME: { kind: 'call' },
  SOLOTEXTO: { kind: 'text_only' },
  REEMBOLSO: { kind: 'late_choice', choice: 'refund' },
  AQUI: { kind: 'here' },
  ESTOYAQUI: { kind: 'here' },
};

export const PROVIDER_STEP_WORDS: Record<ProviderStepAction, string> = {
  start_job: 'OMW',
  mark_arrived: 'ARRIVED',
  start_service: 'WORKING',
  complete_job: 'DONE',
};

const STEP_BY_WORD = new Map(Object.entries(PROVIDER_STEP_WORDS).map(([action, word]) => [word, action as ProviderStepAction]));

/**
 * A provider's answer to a job offer: YES with an ETA ('YES 20'), a job number ('YES 4821') or both
 * ('YES 4821 20'), or NO ('NO', 'NO 4821'). A bare YES is the plain 'yes' command: it is an answer
 * only from a provider with an open offer. Job numbers have four digits, ETAs at most three.
 */
export interface OfferAnswer {
  accept: boolean;
  jobNumber: string | null;
  etaMinutes: number | null;
}

export const JOB_NUMBER_PATTERN = /^\d{4}$/;
const ACCEPT = /^(?:YES|SI) (\d{1,4})(?: (\d{1,3}))?(?: (?:MIN|MINS|MINUTES|MINUTOS))?$/;
const DECLINE = /^NO(?: (\d{4}))?$/;
const DECLINE_NUMBERED = /^NO (\d{1,2})$/;

function offerAnswer(spaced: string): OfferAnswer | null {
  const accept = ACCEPT.exec(spaced);
  if (accept) {
    const [, first, second] = accept;
    if (second !== undefined) return JOB_NUMBER_PATTERN.test(first) ? { accept: true, jobNumber: first, etaMinutes: Number(second) } : null;
    return JOB_NUMBER_PATTERN.test(first) ? { accept: true, jobNumber: first, etaMinutes: null } : { accept: true, jobNumber: null, etaMinutes: Number(first) };
  }
  const decline = DECLINE.exec(spaced);
  return decline ? { accept: false, jobNumber: decline[1] ?? null, etaMinutes: null } : null;
}

/** What a provider's text says about an offer, if anything: a bare YES accepts without an ETA. */
export function offerAnswerOf(command: TextCommand): OfferAnswer | null {
  if (command.kind === 'offer_answer') return command.answer;
  return command.kind === 'yes' ? { accept: true, jobNumber: null, etaMinutes: null } : null;
}

/**
 * A customer's answer to an extra charge: YES or NO alone, or with the charge's number ('YES 2',
 * 'SI 2', 'NO 2'). A provider's 'YES 20' parses the same way; who sent it decides what it means.
 */
export function extraAnswerOf(command: TextCommand): { approve: boolean; number: number | null } | null {
  if (command.kind === 'yes') return { approve: true, number: null };
  if (command.kind === 'decline_numbered') return { approve: false, number: command.number };
  if (command.kind !== 'offer_answer' || command.answer.jobNumber !== null) return null;
  return command.answer.accept ? { approve: true, number: command.answer.etaMinutes } : { approve: false, number: null };
}

export const ETA_MINUTES = { min: 1, max: 180 } as const;

/** 'ETA 15', 'eta15', 'ETA: 15 min'; the minutes are range-checked by `isEtaInRange`. */
const ETA = /^ETA\s*:?\s*(\d{1,4})\s*(?:MIN|MINS|MINUTES)?$/;
/** 'ARRIVED 4821': the step with the customer's arrival code. */
const ARRIVED_WITH_CODE = /^ARRIVED\s*:?\s*(\d{4})$/;

/** The message upper-cased without accents ('sí' is 'SI'), its punctuation as spaces, and as one word. */
function normalized(body: string): { spaced: string; word: string } {
  const spaced = body
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9: ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { spaced, word: spaced.replace(/[^A-Z0-9]/g, '') };
}

/** 'es' when the text is one of the Spanish keywords (AYUDA, ESTADO, SI, PARAR…), so its answer is Spanish too. */
export function keywordLanguage(body: string): Language | null {
  const { spaced, word } = normalized(body);
  const spanish = spaced.startsWith('SI ') || SPANISH_OPT_OUT_WORDS.has(word) || SPANISH_OPT_IN_WORDS.has(word) || SPANISH_HELP_WORDS.has(word) || Object.hasOwn(SPANISH_WORDS, word);
  return spanish ? 'es' : null;
}

export function parseTextCommand(body: string): TextCommand {
  const { spaced, word } = normalized(body);
  if (OPT_OUT_WORDS.has(word) || SPANISH_OPT_OUT_WORDS.has(word)) return { kind: 'opt_out' };
  if (OPT_IN_WORDS.has(word) || SPANISH_OPT_IN_WORDS.has(word)) return { kind: 'opt_in' };
  if (HELP_WORDS.has(word) || SPANISH_HELP_WORDS.has(word)) return { kind: 'help' };
  const spanish = Object.hasOwn(SPANISH_WORDS, word) ? SPANISH_WORDS[word] : undefined;
  if (spanish) return spanish;
  if (word === 'YES') return { kind: 'yes' };
  // A provider going on or off duty for offers.
  if (word === 'ON' || word === 'OFF') return { kind: 'duty', onDuty: word === 'ON' };
  if (word === 'STATUS') return { kind: 'status' };
  if (word === 'CALL' || word === 'CALLME') return { kind: 'call' };
  if (word === 'TEXTONLY') return { kind: 'text_only' };
  if (word === 'CANCELREQUEST') return { kind: 'cancel_request' };
  if (word === 'HERE' || word === 'IMHERE') return { kind: 'here' };
  // A late customer's answer to the slip text; REFUND, because a lone CANCEL is an opt-out.
  if (word === 'WAIT' || word === 'REFUND') return { kind: 'late_choice', choice: word === 'WAIT' ? 'wait' : 'refund' };
  const action = STEP_BY_WORD.get(word);
  if (action) return { kind: 'provider_step', action };
  const arrived = ARRIVED_WITH_CODE.exec(spaced);
  if (arrived) return { kind: 'provider_step', action: 'mark_arrived', arrivalCode: arrived[1] };
  const eta = ETA.exec(spaced);
  if (eta) return { kind: 'eta', minutes: Number(eta[1]) };
  const answer = offerAnswer(spaced.replace(/:/g, ' ').replace(/\s+/g, ' '));
  if (answer) return { kind: 'offer_answer', answer };
  const declined = DECLINE_NUMBERED.exec(spaced);
  if (declined) return { kind: 'decline_numbered', number: Number(declined[1]) };
  return amountIn(body) ?? { kind: 'other' };
}

/** Whole dollars and up to two decimals, thousands grouped or not, an optional $ before or 'dollars' after. */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.(\d{1,2}))?\s*(?:DOLLARS?|DOLARES|USD|BUCKS)?$/;

function amountIn(body: string): TextCommand | null {
  const text = body.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toUpperCase();
  const match = AMOUNT.exec(text);
  if (match) {
    const [, dollars, fraction = ''] = match;
    return { kind: 'amount', cents: Number(dollars.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0')) };
  }
  // '$' and something unreadable: the customer meant an amount.
  return text.startsWith('$') ? { kind: 'amount', cents: null } : null;
}

export const isEtaInRange = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= ETA_MINUTES.min && minutes <= ETA_MINUTES.max;
