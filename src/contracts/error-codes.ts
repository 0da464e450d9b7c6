/**
 * Every machine-readable reason the API gives in an error body's `code`, one code per meaning.
 * The web app's forms branch on these constants, never on bare strings.
 */
export const ERROR_CODES = {
  // Intake
  missingInformation: 'missing_information',
  missingDestination: 'missing_destination',
  invalidPhone: 'invalid_phone',
  invalidEmail: 'invalid_email',
  invalidYear: 'invalid_year',
  // Pricing
  invalidPrice: 'invalid_price',
  invalidCounterOffer: 'invalid_counter_offer',
  invalidFinalOffer: 'invalid_final_offer',
  agreementRequired: 'agreement_required',
  // Payments
  invalidLocation: 'invalid_location',
  locationRequired: 'location_required',
  priceNotAgreed: 'price_not_agreed',
  noDepositDue: 'no_deposit_due',
  depositAlreadyPaid: 'deposit_already_paid',
  paymentSessionNotFound: 'payment_session_not_found',
  cardDeclined: 'card_declined',
  invalidCard: 'invalid_card',
  noPaidDeposit: 'no_paid_deposit',
  paymentLinkPaid: 'payment_link_paid',
  paymentProviderUnavailable: 'payment_provider_unavailable',
  invalidFinalPrice: 'invalid_final_price',
  invalidDepositPercentage: 'invalid_deposit_percentage',
  invalidServiceType: 'invalid_service_type',
  // Dispatch
  providerDetailsRequired: 'provider_details_required',
  providerNameRequired: 'provider_name_required',
  providerPhoneRequired: 'provider_phone_required',
  invalidProviderPhone: 'invalid_provider_phone',
  providerEmailRequired: 'provider_email_required',
  invalidProviderEmail: 'invalid_provider_email',
  providerVehicleRequired: 'provider_vehicle_required',
  providerNotFound: 'provider_not_found',
  providerInactive: 'provider_inactive',
  providerPhoneTaken: 'provider_phone_taken',
  sameProvider: 'same_provider',
  invalidStep: 'invalid_step',
  jobWithdrawn: 'job_withdrawn',
  missingRating: 'missing_rating',
  invalidReview: 'invalid_review',
  // Lookups by capability
  trackingNotFound: 'tracking_not_found',
  trackingExpired: 'tracking_expired',
  jobNotFound: 'job_not_found',
  jobExpired: 'job_expired',
  requestNotFound: 'request_not_found',
  lookupThrottled: 'lookup_throttled',
  // Admin sign-in
  notSignedIn: 'not_signed_in',
  invalidCredentials: 'invalid_credentials',
  signInThrottled: 'sign_in_throttled',
  // Transport
  badSignature: 'bad_signature',
  missingField: 'missing_field',
  unstorableText: 'unstorable_text',
  malformedBody: 'malformed_body',
  bodyTooLarge: 'body_too_large',
  unsupportedBody: 'unsupported_body',
  foreignOrigin: 'foreign_origin',
  tooManyRequests: 'too_many_requests',
  concurrentChange: 'concurrent_change',
  internalError: 'internal_error',
  serviceUnavailable: 'service_unavailable',
  // Texts and retries of the intake
  textsToNumberLimited: 'texts_to_number_limited',
  textsFromAddressLimited: 'texts_from_address_limited',
  invalidIdempotencyKey: 'invalid_idempotency_key',
  idempotencyKeyInFlight: 'idempotency_key_in_flight',
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
