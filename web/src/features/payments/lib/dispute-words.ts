import type { DisputeView } from '@contracts/payment-views';

/** The bank's reason for a chargeback as Stripe names it, in the words the dispatcher reads. */
const REASON_WORDS: Readonly<Record<string, string>> = {
  fraudulent: 'Fraudulent',
  product_not_received: 'Service not received',
  duplicate: 'Duplicate',
  unrecognized: 'Unrecognized',
  credit_not_processed: 'Credit not processed',
  general: 'General',
  subscription_canceled: 'Subscription canceled',
  product_unacceptable: 'Service unacceptable',
};

/** 'Service not received' for 'product_not_received'; a reason not listed reads as its words ('bank_cannot_process' is 'Bank cannot process'). */
export function disputeReasonWords(reason: string): string {
  const known = REASON_WORDS[reason];
  if (known) return known;
  const words = reason.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Not given';
}

/** Where the dispute stands: 'Needs response', 'Evidence submitted by {name} {time}', 'Won' or 'Lost'. */
export function disputeStatusWords(dispute: Pick<DisputeView, 'status' | 'submittedBy' | 'submittedAt'>, time: (iso: string) => string): string {
  switch (dispute.status) {
    case 'needs_response':
      return 'Needs response';
    case 'submitted': {
      const by = dispute.submittedBy ? ` by ${dispute.submittedBy}` : '';
      const at = dispute.submittedAt ? ` ${time(dispute.submittedAt)}` : '';
      return `Evidence submitted${by}${at}`;
    }
    case 'won':
      return 'Won';
    case 'lost':
      return 'Lost';
  }
}

/** The confirm step's question: what is sent, and that it is sent once. */
export const SUBMIT_EVIDENCE_QUESTION =
  "Submit the job's evidence to the card network? The receipt with photos, arrival verification, approved extras, terms and GPS summary are sent. This can be done once.";
