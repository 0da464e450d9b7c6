import type { Language } from '../../../domain/language';
import { textCatalogue, withOptOut } from '../../notifications';
import en from './messages/provider-page.en.json';
import es from './messages/provider-page.es.json';

const writerIn = textCatalogue({ en, es });

/** The provider page; its code is the provider's standing capability. */
export const providerPageUrl = (publicUrl: string, pageCode: string): string => `${publicUrl}/p/${pageCode}`;

/** The provider's standing page, texted when they join the roster or a dispatcher re-issues it. */
export function writeProviderPageLink(language: Language, url: string): string {
  const w = writerIn(language);
  return withOptOut(w, w.say('sms.providerPage', { url }));
}
