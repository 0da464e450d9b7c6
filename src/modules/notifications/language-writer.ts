import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import sharedEn from '../../contracts/messages/shared.en.json';
import sharedEs from '../../contracts/messages/shared.es.json';
import { serviceLabelId, type SharedMessageId } from '../../contracts/shared-messages';
import { BUSINESS_TIME_ZONE } from '../../domain/business-time';
import { LANGUAGES, LOCALES, type Language } from '../../domain/language';
import { formatPhone } from '../../domain/phone-display';

type Values = Record<string, string | number>;

/**
 * Writes words in one language, for the texts and the receipt's PDF alike: its ICU messages, its money format, Dallas times, its service names.
 * `Id` is the messages of the module's own catalogue it was made from; the shared ones (service names, status copy) come with every writer.
 */
export interface LanguageWriter<Id extends string = never> {
  readonly language: Language;
  say(id: Id | SharedMessageId, values?: Values): string;
  usd(cents: number): string;
  /** A clock time in Dallas, as people say it: '3:45 PM', '3:45 p. m.'. */
  time(at: Date): string;
  /** A calendar day in Dallas, written out: 'March 1, 2027'. */
  date(at: Date): string;
  /** A day and clock time in Dallas: 'Nov 26, 2026, 3:45 PM'. */
  dateTime(at: Date): string;
  /** A stored service type by its name in this language; an unknown one as stored. */
  service(serviceType: string): string;
}

/** A module's own messages in every language, by id. */
export type TextCatalogue<Id extends string> = { readonly [L in Language]: Readonly<Record<Id, string>> };

const SHARED: Record<Language, Record<SharedMessageId, string>> = { en: sharedEn, es: sharedEs };

const cache = createIntlCache();

/** Stands in for the period of a value that ends a sentence itself ('7:36 a.m.'), so the message's own period is not added twice. */
const OWN_PERIOD = '\uE000';
const OWN_PERIOD_AND_NEXT = /\uE000\.?/g;

/** The values as a text writes them: the business line as the pages write it, and sentence-ending periods marked. */
function written(values: Values | undefined): Values | undefined {
  if (!values) return values;
  const shown: Values = {};
  for (const [name, value] of Object.entries(values)) {
    const text = name === 'supportPhone' && typeof value === 'string' ? formatPhone(value) : value;
    shown[name] = typeof text === 'string' && text.endsWith('.') ? `${text.slice(0, -1)}${OWN_PERIOD}` : text;
  }
  return shown;
}

function writerFor<Id extends string>(language: Language, messages: Record<string, string>): LanguageWriter<Id> {
  const intl: IntlShape<string> = createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages }, cache);
  return {
    language,
    say: (id, values) => intl.formatMessage({ id }, written(values)).replace(OWN_PERIOD_AND_NEXT, '.'),
    usd: (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' }),
    time: (at) => intl.formatTime(at, { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE }),
    date: (at) => intl.formatDate(at, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }),
    dateTime: (at) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }),
    service: (serviceType) => {
      const id = serviceLabelId(serviceType);
      return id ? intl.formatMessage({ id }) : serviceType;
    },
  };
}

/**
 * The writers of a module's texts, one per language, over its own catalogue (`messages/<name>.{en,es}.json`
 * beside the feature) and the shared messages. Its ids are typed: a message it lacks does not compile.
 */
export function textCatalogue<Id extends string>(catalogue: TextCatalogue<Id>): (language: Language) => LanguageWriter<Id> {
  const writers = Object.fromEntries(LANGUAGES.map((language) => [language, writerFor<Id>(language, { ...SHARED[language], ...catalogue[language] })])) as Record<Language, LanguageWriter<Id>>;
  return (language) => writers[language];
}
