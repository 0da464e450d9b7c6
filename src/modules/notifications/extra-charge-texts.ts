import type { ExtraAnswer, ExtraKind, ExtraStatus } from '../../domain/extra-charges';
import { LOCALES, type Language } from '../../domain/language';
import type { RequestRecord } from '../../domain/request-record';
import { trackingPageUrl } from './sms-template-parts';
import { languageWriter, type LanguageWriter, type SmsMessageId } from './language-writer';

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
  const writer = languageWriter(language);
  const values = {
    ...named(writer, extra),
    total: writer.usd(dueOnSiteCents),
  };
  // Text-only customers have no page to open, so their text names no link.
  const body = request.textOnly
    ? writer.say('sms.extraProposedTextOnly', values)
    : writer.say('sms.extraProposed', { ...values, url: trackingPageUrl(publicUrl, request.customerTrackingId) });
  return `${body} ${writer.say('sms.optOut')}`;
}

/** What a customer's YES or NO came to. */
export type ExtraAnswerText =
  | { kind: 'answered'; answer: ExtraAnswer; extra: ExtraText }
  | { kind: 'which'; answer: ExtraAnswer; waiting: ExtraText[] }
  | { kind: 'settled'; extra: ExtraText & { status: ExtraStatus } }
  | { kind: 'unknown'; number: number };

export function writeExtraAnswer(language: Language, outcome: ExtraAnswerText): string {
  const writer = languageWriter(language);
  return `${answerBody(writer, outcome)} ${writer.say('sms.optOut')}`;
}

function answerBody(writer: LanguageWriter, outcome: ExtraAnswerText): string {
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

const named = (writer: LanguageWriter, extra: ExtraText) => ({
  number: extra.number,
  item: extra.kind === 'other' && extra.description ? extra.description : writer.say(`sms.extra.${extra.kind}` as SmsMessageId),
  amount: writer.usd(extra.amountCents),
});

const theItem = (writer: LanguageWriter, extra: ExtraText): string =>
  writer.say(`sms.extraThe.${extra.kind}` as SmsMessageId, { description: extra.description ?? writer.say('sms.extra.other') });
