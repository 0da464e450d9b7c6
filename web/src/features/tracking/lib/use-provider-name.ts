import type { CustomerRequestView } from '@contracts/request-views';
import { providerTrustName } from '@domain/provider-details';
import { useLanguage } from '@/i18n/language-provider';

/** The provider as the texts name them, in the reader's language: 'Maria from Trinity Tow LLC', or the business alone. */
export function useProviderName(provider: CustomerRequestView['provider']): string | null {
  const { language } = useLanguage();
  return provider ? providerTrustName({ name: provider.name, contactName: provider.contactFirstName }, language) : null;
}
