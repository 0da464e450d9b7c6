import type { MessageId, TitledMessage } from '@/i18n/messages';


/** Spec §2, §5 and §8 (their English is the spec's, verbatim), as catalogue messages. */
export const PAYMENT_MESSAGES = {
  shareLocationFirst: 'payment.deposit.shareLocationFirst',
  locationRequired: 'payment.deposit.locationRequired',
  paymentError: { title: 'payment.deposit.error.title', description: 'payment.deposit.error.description' },
  locationUpdated: { title: 'payment.location.updated.title', description: 'payment.location.updated.description' },
  locationNotSaved: { title: 'payment.location.notSaved.title', description: 'payment.location.notSaved.description' },
  processing: 'payment.success.processing.title',
  successful: 'payment.success.paid.title',
  noSession: { title: 'payment.success.noSession.title', description: 'payment.success.noSession.description' },
  processingError: { title: 'payment.success.processingError.title', description: 'payment.success.processingError.description' },
} as const satisfies Record<string, MessageId | TitledMessage>;

/** Spec §2 and §8, verbatim, for the dispatcher (admin screens stay English). */
export const ADMIN_PAYMENT_MESSAGES = {
  linkCreated: { title: 'Payment Link Created', description: 'The customer has been texted the payment link.' },
  linkResent: { title: 'Payment Link Sent', description: 'The customer has been texted the payment link again.' },
  linkFailed: { title: 'Error', description: 'Failed to generate payment link. Please try again.' },
  confirmDelete: 'Are you sure you want to delete this payment link? This action cannot be undone.',
  linkDeleted: { title: 'Payment Link Deleted', description: 'The payment link and its request were deleted.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete payment link. Please try again.' },
  refunded: { title: 'Deposit Refunded', description: 'The deposit is being refunded and the request is cancelled.' },
  refundFailed: { title: 'Error', description: 'Failed to refund the deposit. Please try again.' },
} as const;
