import type { Language } from '../../../domain/language';
import { describeTextRules } from '../../../../test/support/sms-text-rules';
import { PUBLIC_URL } from '../../../../test/support/text-samples';
import { providerPageUrl, writeProviderPageLink } from './provider-page-texts';

const textsIn = (language: Language) => [{ name: 'provider-page', body: writeProviderPageLink(language, providerPageUrl(PUBLIC_URL, 'A'.repeat(22))) }];

describeTextRules(textsIn('en'), textsIn('es'));
