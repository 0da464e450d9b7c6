import type { FixProblem } from '../domain/position-fix';

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
  paymentSessionNotFound: 'payment_session_not_found',
  paymentSessionClosed: 'payment_session_closed',
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
  // The lifecycle table's refusals (domain/lifecycle-types), sent as the code of a 409
  illegalTransition: 'illegal_transition',
  wrongActor: 'wrong_actor',
  counterOfferAlreadyUsed: 'counter_offer_already_used',
  noCounterOffer: 'no_counter_offer',
  noFinalOffer: 'no_final_offer',
  noAdminPrice: 'no_admin_price',
  paymentNotReceived: 'payment_not_received',
  providerAlreadyAssigned: 'provider_already_assigned',
  noProvider: 'no_provider',
  linksPresent: 'links_present',
  alreadyRated: 'already_rated',
  alreadyPaid: 'already_paid',
  // Completed jobs report (periods, paging, sorting)
  invalidPeriod: 'invalid_period',
  missingDateRange: 'missing_date_range',
  invalidDate: 'invalid_date',
  reversedDateRange: 'reversed_date_range',
  dateRangeTooLong: 'date_range_too_long',
  invalidPage: 'invalid_page',
  invalidPageSize: 'invalid_page_size',
  invalidSort: 'invalid_sort',
  invalidSortOrder: 'invalid_sort_order',
  // Lookups by capability
  trackingNotFound: 'tracking_not_found',
  trackingExpired: 'tracking_expired',
  jobNotFound: 'job_not_found',
  jobExpired: 'job_expired',
  jobReassigned: 'job_reassigned',
  requestNotFound: 'request_not_found',
  paidJobOpen: 'paid_job_open',
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
  idempotencyKeyReused: 'idempotency_key_reused',
  // Dispatcher inbox
  invalidReply: 'invalid_reply',
  numberOptedOut: 'number_opted_out',
  // Provider availability
  invalidHomeBase: 'invalid_home_base',
  // Offers and the provider page
  offerNotFound: 'offer_not_found',
  offerExpired: 'offer_expired',
  offerAnswered: 'offer_answered',
  jobAlreadyTaken: 'job_already_taken',
  invalidEta: 'invalid_eta',
  invalidOfferChoice: 'invalid_offer_choice',
  noEligibleProviders: 'no_eligible_providers',
  providerNotEligible: 'provider_not_eligible',
  alreadyOffered: 'already_offered',
  providerPageNotFound: 'provider_page_not_found',
  providerPaused: 'provider_paused',
  providerBusy: 'provider_busy',
  providerOffDuty: 'provider_off_duty',
  autoDispatchNotRunning: 'auto_dispatch_not_running',
  // Honest ETAs
  notRunningLate: 'not_running_late',
  invalidLateChoice: 'invalid_late_choice',
  onAnotherJob: 'on_another_job',
  notReofferable: 'not_reofferable',
  // A provider page's position the checks refuse, one code per check (domain/position-fix)
  positionMalformed: 'position_malformed',
  positionImprecise: 'position_imprecise',
  positionFuture: 'position_future',
  positionTooOld: 'position_too_old',
  positionOutOfOrder: 'position_out_of_order',
  positionTooFrequent: 'position_too_frequent',
  positionImplausibleJump: 'position_implausible_jump',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The code a refused position answers with, so a page tells the provider which check failed. */
export const POSITION_PROBLEM_CODES: Record<FixProblem, ErrorCode> = {
  malformed: ERROR_CODES.positionMalformed,
  imprecise: ERROR_CODES.positionImprecise,
  future: ERROR_CODES.positionFuture,
  too_old: ERROR_CODES.positionTooOld,
  out_of_order: ERROR_CODES.positionOutOfOrder,
  too_frequent: ERROR_CODES.positionTooFrequent,
  implausible_jump: ERROR_CODES.positionImplausibleJump,
};
