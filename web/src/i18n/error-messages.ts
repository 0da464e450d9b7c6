import { ERROR_CODES, type ErrorCode } from '@contracts/error-codes';
import type { MessageId } from './messages';

/**
 * The reader's words for each coded refusal a customer or provider can meet. A code not listed here
 * shows the server's own English message, so every code a customer or provider can see belongs here.
 *
 * Each English message is the server's sentence for its code. Where the server writes a number into
 * it (a wait in seconds or minutes, the latest vehicle year, the app's address, the arrival code's
 * tries left) or has several sentences for one code, the message says the same without the number, or
 * is the sentence the app's own pages meet (photo_required says both of its sentences at once; the job
 * page shows the one its step needs). Left out: the admin's codes (sign-in, roster, inbox,
 * reports, payment links, refunds, phone requests, re-offers, arrival verification), the webhooks'
 * (bad_signature, missing_field), wrong_actor, which the public routes never cause (each fixes its actor),
 * and file_link_expired, which answers an image's own link, never a page's request (the page reads the
 * photo list again instead).
 */
export const ERROR_MESSAGE_IDS: Partial<Record<ErrorCode, MessageId>> = {
  // Links: unknown, expired or moved on (404, 410), and the lookups' rate limits
  [ERROR_CODES.trackingNotFound]: 'errors.trackingNotFound',
  [ERROR_CODES.trackingExpired]: 'errors.trackingExpired',
  [ERROR_CODES.jobNotFound]: 'errors.jobNotFound',
  [ERROR_CODES.jobExpired]: 'errors.jobExpired',
  [ERROR_CODES.jobReassigned]: 'errors.jobReassigned',
  [ERROR_CODES.requestNotFound]: 'errors.requestNotFound',
  [ERROR_CODES.receiptNotFound]: 'errors.receiptNotFound',
  [ERROR_CODES.receiptExpired]: 'errors.receiptExpired',
  [ERROR_CODES.locationShareNotFound]: 'errors.locationShareNotFound',
  [ERROR_CODES.locationShareExpired]: 'errors.locationShareExpired',
  [ERROR_CODES.locationShareClosed]: 'errors.locationShareClosed',
  [ERROR_CODES.alreadyApplied]: 'errors.alreadyApplied',
  [ERROR_CODES.alreadyOnRoster]: 'errors.alreadyOnRoster',
  [ERROR_CODES.applicationsThrottled]: 'errors.applicationsThrottled',
  [ERROR_CODES.notADocument]: 'errors.notADocument',
  [ERROR_CODES.documentTooLarge]: 'errors.documentTooLarge',
  [ERROR_CODES.lookupThrottled]: 'errors.lookupThrottled',
  [ERROR_CODES.tooManyRequests]: 'errors.tooManyRequests',

  // Request intake
  [ERROR_CODES.missingInformation]: 'errors.missingInformation',
  [ERROR_CODES.missingDestination]: 'errors.missingDestination',
  [ERROR_CODES.invalidPhone]: 'errors.invalidPhone',
  [ERROR_CODES.invalidEmail]: 'errors.invalidEmail',
  [ERROR_CODES.invalidYear]: 'errors.invalidYear',
  [ERROR_CODES.textsToNumberLimited]: 'errors.textsToNumberLimited',
  [ERROR_CODES.textsFromAddressLimited]: 'errors.textsFromAddressLimited',
  [ERROR_CODES.invalidIdempotencyKey]: 'errors.invalidIdempotencyKey',
  [ERROR_CODES.idempotencyKeyReused]: 'errors.idempotencyKeyReused',

  // The offer, the counter-offer and the final offer
  [ERROR_CODES.agreementRequired]: 'errors.agreementRequired',
  [ERROR_CODES.invalidCounterOffer]: 'errors.invalidCounterOffer',
  [ERROR_CODES.counterOfferAlreadyUsed]: 'errors.counterOfferAlreadyUsed',
  [ERROR_CODES.noFinalOffer]: 'errors.noFinalOffer',
  [ERROR_CODES.noAdminPrice]: 'errors.noAdminPrice',
  [ERROR_CODES.illegalTransition]: 'errors.illegalTransition',

  // Location and checkout
  [ERROR_CODES.invalidLocation]: 'errors.invalidLocation',
  [ERROR_CODES.locationRequired]: 'errors.locationRequired',
  [ERROR_CODES.priceNotAgreed]: 'errors.priceNotAgreed',
  [ERROR_CODES.noDepositDue]: 'errors.noDepositDue',
  [ERROR_CODES.alreadyPaid]: 'errors.alreadyPaid',
  [ERROR_CODES.paymentProviderUnavailable]: 'errors.paymentProviderUnavailable',

  // The payment session and the test checkout
  [ERROR_CODES.paymentSessionNotFound]: 'errors.paymentSessionNotFound',
  [ERROR_CODES.paymentSessionClosed]: 'errors.paymentSessionClosed',
  [ERROR_CODES.cardDeclined]: 'errors.cardDeclined',
  [ERROR_CODES.cardNeedsConfirmation]: 'errors.cardNeedsConfirmation',
  [ERROR_CODES.invalidCard]: 'errors.invalidCard',

  // The balance by card, from the link texted at completion
  [ERROR_CODES.balanceNotFound]: 'errors.balanceNotFound',
  [ERROR_CODES.balancePaid]: 'errors.balancePaid',
  [ERROR_CODES.invalidTip]: 'errors.invalidTip',
  [ERROR_CODES.noSavedCard]: 'errors.noSavedCard',

  // Rating
  [ERROR_CODES.missingRating]: 'errors.missingRating',
  [ERROR_CODES.invalidReview]: 'errors.invalidReview',
  [ERROR_CODES.alreadyRated]: 'errors.alreadyRated',

  // The provider's job page: steps and agreement
  [ERROR_CODES.invalidStep]: 'errors.invalidStep',
  [ERROR_CODES.jobWithdrawn]: 'errors.jobWithdrawn',
  [ERROR_CODES.onAnotherJob]: 'errors.onAnotherJob',
  // Arrived, with the customer's arrival code
  [ERROR_CODES.arrivalCodeRequired]: 'errors.arrivalCodeRequired',
  [ERROR_CODES.wrongArrivalCode]: 'errors.wrongArrivalCode',
  [ERROR_CODES.arrivalLocked]: 'errors.arrivalLocked',
  // Photos at the car, and the steps that wait for them
  [ERROR_CODES.photoRequired]: 'errors.photoRequired',
  [ERROR_CODES.notAPhoto]: 'errors.notAPhoto',
  [ERROR_CODES.photoTooLarge]: 'errors.photoTooLarge',
  [ERROR_CODES.photoTooManyPixels]: 'errors.photoTooManyPixels',
  [ERROR_CODES.photosNotNow]: 'errors.photosNotNow',
  [ERROR_CODES.invalidPhotoStage]: 'errors.invalidPhotoStage',
  // Extra charges: proposed at the car with a photo, answered once by the customer
  [ERROR_CODES.invalidExtra]: 'errors.invalidExtra',
  [ERROR_CODES.extraPhotoRequired]: 'errors.extraPhotoRequired',
  [ERROR_CODES.extraNotFound]: 'errors.extraNotFound',
  [ERROR_CODES.extraAnswered]: 'errors.extraAnswered',
  [ERROR_CODES.extrasNotNow]: 'errors.extrasNotNow',
  [ERROR_CODES.extrasTooManyOpen]: 'errors.extrasTooManyOpen',
  [ERROR_CODES.extrasTooMany]: 'errors.extrasTooMany',

  // The tracking page's answer to a late provider
  [ERROR_CODES.notRunningLate]: 'errors.notRunningLate',
  [ERROR_CODES.cancellationChanged]: 'errors.cancellationChanged',
  [ERROR_CODES.notHereUnavailable]: 'errors.notHereUnavailable',
  [ERROR_CODES.notAwaitingHere]: 'errors.notAwaitingHere',
  [ERROR_CODES.invalidLateChoice]: 'errors.invalidLateChoice',

  // The provider page: a revoked or mistyped link, and a paused roster entry going on duty
  [ERROR_CODES.providerPageNotFound]: 'errors.providerPageNotFound',
  [ERROR_CODES.providerPaused]: 'errors.providerPaused',
  [ERROR_CODES.accountSuspended]: 'errors.accountSuspended',
  // The offer page: a provider still on another job
  [ERROR_CODES.providerBusy]: 'errors.providerBusy',

  // Bodies, transport and the server itself
  [ERROR_CODES.malformedBody]: 'errors.malformedBody',
  [ERROR_CODES.bodyTooLarge]: 'errors.bodyTooLarge',
  [ERROR_CODES.unsupportedBody]: 'errors.unsupportedBody',
  [ERROR_CODES.unstorableText]: 'errors.unstorableText',
  [ERROR_CODES.foreignOrigin]: 'errors.foreignOrigin',
  [ERROR_CODES.concurrentChange]: 'errors.concurrentChange',
  [ERROR_CODES.internalError]: 'errors.internalError',
  [ERROR_CODES.serviceUnavailable]: 'errors.serviceUnavailable',
};
