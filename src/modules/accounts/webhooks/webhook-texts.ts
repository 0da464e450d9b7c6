import type { Language } from '../../../domain/language';
import { textCatalogue, withOptOut } from '../../notifications';
import en from './messages/webhooks.en.json';
import es from './messages/webhooks.es.json';

const writerIn = textCatalogue({ en, es });

export const ENDPOINT_DISABLED_TEMPLATE = 'webhook-endpoint-disabled';

/** The business portal, where an account admin sees the endpoint's deliveries and replays one. */
export const businessPortalUrl = (publicUrl: string): string => `${publicUrl}/business`;

/** To an account's admins, in English unless told (an account has no language of its own): the endpoint is off and how to turn it back on. */
export function writeEndpointDisabled(host: string, portalUrl: string, language: Language = 'en'): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.endpointDisabled', { host, url: portalUrl }));
}
