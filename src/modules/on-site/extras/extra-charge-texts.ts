import type { ExtraAnswer, ExtraKind, ExtraStatus } from '../../../domain/extra-charges';
import { LOCALES, type Language } from '../../../domain/language';
import type { RequestRecord } from '../../../domain/request-record';
import { textCatalogue, withOptOut, type LanguageWriter } from '../../notifications';
import { trackingPageUrl } from '../../request-core';
import en from './messages/extra-charges.en.json';
import es from './messages/extra-charges.es.json';

type ExtraChargeId = keyof typeof en;
type ExtraChargeWriter = LanguageWriter<ExtraChargeId>;
const writerIn = textCatalogue({ en, es });

/** An extra charge as its texts name it: by its number on the job, what it is and what it costs. */
export interface ExtraText {
  number: number;
  kind: ExtraKind;
  description: string | null;
  amountCents: number;
}

/**
 * Asks the customer about one charge by its number, so their 'YES 2' can only mean this one. The
 * provider is 'your provider': the customer is beside them, and a name would push Spanish past three segments.
 */
export function writeExtraProposed(language: Language, request: RequestRecord, extra: ExtraText, dueOnSiteCents: number, publicUrl: string): string | null {
  if (!request.customerTrackingId) return null;
  const writer = writerIn(language);
  const values = {
    ...named(writer, extra),
    total: writer.usd(dueOnSiteCents),
  };
  // Text-only customers have no page to open, so their text names no link.
  const body = request.textOnly
    ? writer.say('sms.extraProposedTextOnly', values)
    : writer.say('sms.extraProposed', { ...values, url: trackingPageUrl(publicUrl, request.customerTrackingId) });
  return withOptOut(writer, body);
}

/** What a customer's YES or NO came to. */
export type ExtraAnswerText =
  | { kind: 'answered'; answer: ExtraAnswer; extra: ExtraText }
  | { kind: 'which'; answer: ExtraAnswer; waiting: ExtraText[] }
  | { kind: 'settled'; extra: ExtraText & { status: ExtraStatus } }
  | { kind: 'unknown'; number: number };

export function writeExtraAnswer(language: Language, outcome: ExtraAnswerText): string {
  const writer = writerIn(language);
  return withOptOut(writer, answerBody(writer, outcome));
}

function answerBody(writer: ExtraChargeWriter, outcome: ExtraAnswerText): string {
  switch (outcome.kind) {
    case 'answered':
      return writer.say(outcome.answer === 'approve' ? 'sms.reply.extraApproved' : 'sms.reply.extraDeclined', named(writer, outcome.extra));
    case 'settled':
      return writer.say('sms.reply.extraSettled', { ...named(writer, outcome.extra), status: outcome.extra.status });
    case 'unknown':
      return writer.say('sms.reply.extraUnknown', { number: outcome.number });
    case 'which': {
      const word = outcome.answer === 'decline' ? 'NO' : writer.language === 'es' ? 'SI' : 'YES';
      const choices = outcome.waiting.map((extra) => writer.say('sms.extraChoice', { word, number: extra.number, item: theItem(writer, extra), amount: writer.usd(extra.amountCents) }));
      return writer.say('sms.reply.extraWhich', { choices: new Intl.ListFormat(LOCALES[writer.language], { type: 'disjunction' }).format(choices) });
    }
  }
}

/** Each kind of charge as a text names it ('a dolly'), and as a list of choices names it ('the dolly'). */
const ITEMS: Record<ExtraKind, ExtraChargeId> = {
  winch_out: 'sms.extra.winch_out',
  extra_miles: 'sms.extra.extra_miles',
  dolly: 'sms.extra.dolly',
  wait_time: 'sms.extra.wait_time',
  other: 'sms.extra.other',
};
const THE_ITEMS: Record<ExtraKind, ExtraChargeId> = {
  winch_out: 'sms.extraThe.winch_out',
  extra_miles: 'sms.extraThe.extra_miles',
  dolly: 'sms.extraThe.dolly',
  wait_time: 'sms.extraThe.wait_time',
  other: 'sms.extraThe.other',
};

const named = (writer: ExtraChargeWriter, extra: ExtraText) => ({
  number: extra.number,
  item: extra.kind === 'other' && extra.description ? extra.description : writer.say(ITEMS[extra.kind]),
  amount: writer.usd(extra.amountCents),
});

const theItem = (writer: ExtraChargeWriter, extra: ExtraText): string =>
  writer.say(THE_ITEMS[extra.kind], { description: extra.description ?? writer.say('sms.extra.other') });
