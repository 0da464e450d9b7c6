import type { Language } from '../../domain/language';
import { textCatalogue, type LanguageWriter } from './language-writer';
import en from './messages/notifications.en.json';
import es from './messages/notifications.es.json';

/** The notifications' own words: the opt-out hint every text ends with, and the answers to STOP, START and HELP. */
const writerIn = textCatalogue({ en, es });

type Values = Record<string, string | number>;

/** A text's body with the opt-out hint carriers expect, in the writer's language. */
export const withOptOut = (writer: Pick<LanguageWriter, 'language'>, body: string): string => `${body} ${writerIn(writer.language).say('sms.optOut')}`;

/**
 * A module's answers to texts, by name: each one message of its catalogue, ending with the opt-out hint.
 * `V` names every answer with the values it takes (`undefined` for none), so a missing value does not compile.
 */
export function namedReplies<Id extends string, V extends { [N in keyof V]: Values | undefined }>(
  writer: (language: Language) => LanguageWriter<Id>,
  ids: { readonly [N in keyof V]: Id },
): <N extends keyof V>(language: Language, name: N, ...values: V[N] extends Values ? [V[N]] : []) => string {
  return (language, name, ...values) => {
    const w = writer(language);
    return withOptOut(w, w.say(ids[name], (values as [Values?])[0]));
  };
}

/** The one text sent to a number that has just opted out; it alone passes the opt-out check, and it alone has no opt-out hint. */
export const OPT_OUT_CONFIRMATION = 'opt-out-confirmation';

export const writeOptOutConfirmation = (language: Language): string => writerIn(language).say('sms.reply.optOutConfirmation');

/** The answers to START (or a YES from an opted-out number) and HELP. */
export const writeKeywordReply = namedReplies<keyof typeof en, { 'opt-in-confirmation': undefined; help: { supportPhone: string } }>(writerIn, {
  'opt-in-confirmation': 'sms.reply.optInConfirmation',
  help: 'sms.reply.help',
});
