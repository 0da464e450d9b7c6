export type ToastText = { title: string; description: string };

/** Spec §2, §5 and §8, verbatim. */
export const PAYMENT_MESSAGES = {
  shareLocationFirst: 'Share Location First',
  locationRequired: 'Location sharing is required before payment',
  paymentError: { title: 'Payment Error', description: 'Failed to open payment link. Please try again.' },
  locationUpdated: { title: 'Location Updated', description: 'Your location has been shared with the dispatcher.' },
  locationNotSaved: { title: 'Database Error', description: 'Location saved locally but failed to update database' },
  processing: 'Processing Payment...',
  successful: 'Payment Successful!',
  noSession: { title: 'Error', description: 'No payment session found' },
  processingError: {
    title: 'Payment Processing Error',
    description: 'Your payment was successful, but there was an issue updating our records. Please contact support.',
  },
  declined: 'Your card was declined.',
} as const;

/** Spec §2 and §8, verbatim, for the dispatcher. */
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
