import { PLATFORM_FEE_PERCENT } from '@domain/money';
import type { AgreementSection, AgreementText } from '@/components/ui/agreement-dialog';

const PROVIDER_SHARE_PERCENT = 100 - PLATFORM_FEE_PERCENT;

const TERMS_TITLE = 'Terms of Service and Liability Agreement';
const TERMS_LAST_UPDATED = 'December 2024';
const TERMS_CHECKBOX_LABEL = 'I have read and agree to the Terms of Service and Liability Agreement';

/** The points a customer must see before accepting an offer (spec §1, §9). */
const TERMS_SUMMARY: readonly string[] = [
  'We connect you with independent, licensed roadside assistance providers. We do not perform the service ourselves.',
  `A ${PLATFORM_FEE_PERCENT}% platform fee is paid now by card as your deposit. It is non-refundable once a provider is assigned.`,
  `The remaining ${PROVIDER_SHARE_PERCENT}% is paid directly to the provider on site.`,
  'The provider is responsible for service quality, any damage, and their own licensing and insurance (at least $500,000 liability coverage).',
  'Our liability is limited to the platform fee you paid for this request.',
  'This service is for non-emergency help. In a life-threatening emergency, call 911.',
];

/** The full customer terms (spec §9 constants). */
const FULL_TERMS: readonly AgreementSection[] = [
  {
    heading: '1. Our Role',
    paragraphs: [
      'DFW Roadside Assistance is a marketplace. We connect customers in the Dallas/Fort Worth area with independent, licensed roadside assistance providers, process the platform fee, provide tracking and help you communicate with your provider.',
      'We are not a roadside assistance, towing or repair company, and providers are not our employees or agents.',
    ],
  },
  {
    heading: '2. Prices and Payment',
    paragraphs: [
      'Your price is offered by our dispatcher. You may accept it or make one counter-offer; the dispatcher may answer with one final offer, which you may accept or reject.',
      `When you accept a price, a platform fee of ${PLATFORM_FEE_PERCENT}% of the agreed price is charged to your card as a deposit. The remaining ${PROVIDER_SHARE_PERCENT}% is paid directly to the provider when they arrive.`,
      'The platform fee is non-refundable once a provider has been assigned to your request.',
    ],
  },
  {
    heading: '3. Provider Responsibility',
    paragraphs: [
      'The provider alone is responsible for the quality and safety of the service, for any damage to your vehicle or property, and for holding the licences and permits the work requires.',
      'Providers must carry liability insurance of at least $500,000. Claims about the service or any damage must be made against the provider and their insurer.',
    ],
  },
  {
    heading: '4. Limitation of Liability',
    paragraphs: [
      'We accept no liability for the outcome of the service, for delays, or for loss or damage caused by a provider.',
      'To the fullest extent permitted by law, our total liability to you for any request is capped at the platform fee you paid for that request.',
    ],
  },
  {
    heading: '5. Emergencies',
    paragraphs: [
      'This is a non-emergency service. If anyone is injured or in danger, or traffic is blocked in a way that puts people at risk, call 911 first.',
    ],
  },
  {
    heading: '6. Tracking and Your Information',
    paragraphs: [
      'We share your contact details, vehicle and location with the assigned provider so that they can reach you and perform the service, and we send tracking links by text message.',
      'Your tracking link stops working 5 minutes after the service is completed.',
    ],
  },
  {
    heading: '7. Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the State of Texas. Any dispute will be resolved in the courts of Dallas County, Texas.',
    ],
  },
  {
    heading: '8. Changes to These Terms',
    paragraphs: [
      'We will give at least 30 days’ notice before changes to these terms take effect. The terms in force when you accept an offer apply to that request.',
    ],
  },
];

export const CUSTOMER_TERMS: AgreementText = {
  title: TERMS_TITLE,
  lastUpdated: TERMS_LAST_UPDATED,
  intro: 'Please review these terms before accepting your offer. In summary:',
  summary: TERMS_SUMMARY,
  full: FULL_TERMS,
  checkboxLabel: TERMS_CHECKBOX_LABEL,
};
