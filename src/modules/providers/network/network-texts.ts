import type { Language } from '../../../domain/language';
import type { ExpiringDocument } from '../../../domain/provider-credentials';
import { textCatalogue, withOptOut, type LanguageWriter } from '../../notifications';
import en from './messages/network.en.json';
import es from './messages/network.es.json';

type NetworkWriter = LanguageWriter<keyof typeof en>;
const writerIn = textCatalogue({ en, es });

/** What the network tells a provider or an applicant about their standing, by name, with the values each takes. */
type NetworkNotices = {
  'application-received': { company: string };
  'application-approved': { company: string };
  'application-rejected': { reason: string; supportPhone: string };
  'document-reminder': { document: ExpiringDocument; expiresOn: string; days: number };
  'provider-suspended': { document: ExpiringDocument; expiresOn: string; supportPhone: string };
  'provider-reinstated': Record<string, never>;
};
export type NetworkNotice = keyof NetworkNotices;

const DOCUMENT_NAMES = { insurance: 'sms.network.document.insurance', licence: 'sms.network.document.licence' } as const satisfies Record<ExpiringDocument, keyof typeof en>;

/** A document's expiry date as people write it: 'March 1, 2027', '1 de marzo de 2027'. */
const writtenDate = (w: NetworkWriter, on: string): string => w.date(new Date(`${on}T12:00:00Z`));

const NETWORK_NOTICES: { [N in NetworkNotice]: (w: NetworkWriter, values: NetworkNotices[N]) => string } = {
  'application-received': (w, { company }) => w.say('sms.network.applicationReceived', { company }),
  'application-approved': (w, { company }) => w.say('sms.network.approved', { company }),
  'application-rejected': (w, { reason, supportPhone }) => w.say('sms.network.rejected', { reason, supportPhone }),
  'document-reminder': (w, { document, expiresOn, days }) =>
    w.say('sms.network.reminder', { document: w.say(DOCUMENT_NAMES[document]), date: writtenDate(w, expiresOn), days }),
  'provider-suspended': (w, { document, expiresOn, supportPhone }) =>
    w.say('sms.network.suspended', { document: w.say(DOCUMENT_NAMES[document]), date: writtenDate(w, expiresOn), supportPhone }),
  'provider-reinstated': (w) => w.say('sms.network.reinstated'),
};

/** A text about an applicant's or provider's standing in the network, in their language, with the opt-out hint. */
export function writeNetworkNotice<N extends NetworkNotice>(language: Language, notice: N, values: NetworkNotices[N]): string {
  const w = writerIn(language);
  const write = NETWORK_NOTICES[notice] as (w: NetworkWriter, values: NetworkNotices[N]) => string;
  return withOptOut(w, write(w, values));
}
