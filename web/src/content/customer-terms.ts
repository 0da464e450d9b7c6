import { PLATFORM_FEE_PERCENT } from '@domain/money';
import type { AgreementIds } from '@/components/ui/agreement-text';

const PROVIDER_SHARE_PERCENT = 100 - PLATFORM_FEE_PERCENT;

/** The values the terms' messages take: the platform fee and the provider's share, in percent. */
export const CUSTOMER_TERMS_VALUES = { fee: PLATFORM_FEE_PERCENT, providerShare: PROVIDER_SHARE_PERCENT };

/**
 * The customer terms (spec §1, §9), one message per heading and paragraph, in the order they are shown:
 * the points a customer must see before accepting an offer, then the full text. The terms dialog
 * shows them before an offer is accepted; the terms page (/terms) shows them whole.
 */
export const CUSTOMER_TERMS: AgreementIds = {
  title: 'terms.title',
  lastUpdated: 'terms.lastUpdated',
  translationNotice: 'terms.translationNotice',
  intro: 'terms.intro',
  summary: [
    'terms.summary.marketplace',
    'terms.summary.deposit',
    'terms.summary.rest',
    'terms.summary.providerResponsibility',
    'terms.summary.liability',
    'terms.summary.emergency',
  ],
  full: [
    { heading: 'terms.role.heading', paragraphs: ['terms.role.marketplace', 'terms.role.notProvider'] },
    { heading: 'terms.prices.heading', paragraphs: ['terms.prices.offers', 'terms.prices.deposit', 'terms.prices.nonRefundable'] },
    { heading: 'terms.provider.heading', paragraphs: ['terms.provider.responsibility', 'terms.provider.insurance'] },
    { heading: 'terms.liability.heading', paragraphs: ['terms.liability.exclusions', 'terms.liability.cap'] },
    { heading: 'terms.emergencies.heading', paragraphs: ['terms.emergencies.call911'] },
    { heading: 'terms.tracking.heading', paragraphs: ['terms.tracking.sharing', 'terms.tracking.linkExpiry'] },
    { heading: 'terms.law.heading', paragraphs: ['terms.law.texas'] },
    { heading: 'terms.changes.heading', paragraphs: ['terms.changes.notice'] },
  ],
  checkboxLabel: 'terms.checkboxLabel',
};

/** The same terms as the payment page asks them, before the deposit, where there may be no offer to accept. */
export const CUSTOMER_TERMS_BEFORE_PAYING: AgreementIds = { ...CUSTOMER_TERMS, intro: 'terms.introBeforePaying' };
