import { PLATFORM_FEE_PERCENT } from '@domain/money';
import type { AgreementIds } from '@/components/ui/agreement-text';
import type { TitledMessage } from '@/i18n/messages';

/**
 * The Provider Service Agreement a provider accepts before working a job (spec §2, §9), one catalogue
 * entry per heading and paragraph, in reading order. The English text governs: a translation opens
 * with `translationNotice`.
 */
export const PROVIDER_AGREEMENT = {
  title: 'provider.agreement.title',
  translationNotice: 'provider.agreement.translationNotice',
  intro: 'provider.agreement.intro',
  summary: [
    'provider.agreement.summary.fee',
    'provider.agreement.summary.payout',
    'provider.agreement.summary.insurance',
    'provider.agreement.summary.response',
    'provider.agreement.summary.priceChange',
    'provider.agreement.summary.customerData',
  ],
  full: [
    { heading: 'provider.agreement.s1.heading', paragraphs: ['provider.agreement.s1.p1'] },
    {
      heading: 'provider.agreement.s2.heading',
      paragraphs: ['provider.agreement.s2.p1', 'provider.agreement.s2.p2', 'provider.agreement.s2.p3'],
    },
    { heading: 'provider.agreement.s3.heading', paragraphs: ['provider.agreement.s3.p1'] },
    { heading: 'provider.agreement.s4.heading', paragraphs: ['provider.agreement.s4.p1'] },
    { heading: 'provider.agreement.s5.heading', paragraphs: ['provider.agreement.s5.p1'] },
    { heading: 'provider.agreement.s6.heading', paragraphs: ['provider.agreement.s6.p1', 'provider.agreement.s6.p2'] },
    { heading: 'provider.agreement.s7.heading', paragraphs: ['provider.agreement.s7.p1', 'provider.agreement.s7.p2'] },
  ],
  checkboxLabel: 'provider.agreement.checkbox',
  fullToggle: { show: 'provider.agreement.viewFull', hide: 'provider.agreement.hideFull' },
} as const satisfies AgreementIds;

/** The same agreement as the provider page asks it, once for every job it brings: its introduction names no one job. */
export const PROVIDER_PAGE_AGREEMENT = { ...PROVIDER_AGREEMENT, intro: 'providerPage.agreement.intro' } as const satisfies AgreementIds;

/** The figures the agreement's messages take: the platform's fee and the provider's share, in percent. */
export const PROVIDER_AGREEMENT_VALUES = { fee: PLATFORM_FEE_PERCENT, payout: 100 - PLATFORM_FEE_PERCENT };

/** The toasts after the provider answers the agreement, on the provider page or a job's page. */
export const PROVIDER_AGREEMENT_MESSAGES = {
  agreementDeclined: { title: 'provider.toast.agreementDeclined.title', description: 'provider.toast.agreementDeclined.description' },
  agreementAccepted: { title: 'provider.toast.agreementAccepted.title', description: 'provider.toast.agreementAccepted.description' },
} as const satisfies Record<string, TitledMessage>;
