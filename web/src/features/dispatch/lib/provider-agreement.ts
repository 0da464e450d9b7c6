import { PLATFORM_FEE_PERCENT } from '@domain/money';
import type { AgreementText } from '@/components/ui/agreement-dialog';

const PAYOUT_PERCENT = 100 - PLATFORM_FEE_PERCENT;

/** The Provider Service Agreement a provider accepts before working a job (spec §2, §9). */
export const PROVIDER_AGREEMENT: AgreementText = {
  title: 'Provider Service Agreement',
  intro: 'Please review this agreement before you start this job. In summary:',
  summary: [
    `The platform's service fee is ${PLATFORM_FEE_PERCENT}% of the final price, already paid by the customer as a deposit.`,
    `You collect the remaining ${PAYOUT_PERCENT}% from the customer on site.`,
    'You carry at least $500,000 in liability insurance and hold every license your work requires.',
    'You respond to a job within 5 minutes and verify payment within 1 hour.',
    'Any change of more than 10% to the agreed price needs the platform’s approval first.',
    'You delete customer data within 24 hours of completing the job.',
  ],
  full: [
    {
      heading: '1. Independent Provider',
      paragraphs: [
        'You are an independent, licensed provider, not an employee or agent of the platform. You are responsible for the quality of your service, for any damage you cause, and for your own licensing and insurance.',
      ],
    },
    {
      heading: '2. Fees and Payment',
      paragraphs: [
        `The platform charges a service fee of ${PLATFORM_FEE_PERCENT}% of the final price, which the customer pays by card as a deposit before the job is assigned.`,
        `You collect the remaining ${PAYOUT_PERCENT}% directly from the customer on site. Payment must be verified within 1 hour of completing the job.`,
        'Any variation of more than 10% from the agreed price must be approved by the platform before the work is done.',
      ],
    },
    {
      heading: '3. Insurance',
      paragraphs: ['You maintain liability insurance of at least $500,000 for the whole time you take jobs through the platform.'],
    },
    {
      heading: '4. Service Standards',
      paragraphs: [
        'You respond to a job within 5 minutes of receiving it and keep the job page up to date: Start Job when you set off, Arrived, Start Service and Complete Job.',
      ],
    },
    {
      heading: '5. Customer Data',
      paragraphs: ['You use the customer’s details only for this job and delete them within 24 hours of completing it.'],
    },
    {
      heading: '6. Termination',
      paragraphs: [
        'The platform may end this agreement after 3 or more unverified payments, or when your average rating falls below 2.5 out of 5 after 10 or more jobs.',
        'You may end this agreement at any time with 14 days’ notice.',
      ],
    },
    {
      heading: '7. Changes and Governing Law',
      paragraphs: [
        'Amendments to this agreement take effect after 30 days’ notice.',
        'This agreement is governed by the laws of the State of Texas; disputes are resolved in the courts of Dallas County, Texas.',
      ],
    },
  ],
  checkboxLabel: 'I have read and agree',
};
