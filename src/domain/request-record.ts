import type { BalanceMethod } from './card-balance';
import type { ArrivalVerifier } from './arrival-code';
import type { CancellationCause } from './cancellation-ladder';
import type { ArrivalBasis, LateChoice, NotProgressing } from './arrival-promise';
import type { Language } from './language';
import type { NetworkStatus } from './provider-credentials';
import type { PaymentStatus, RequestStatus } from './request-status';

/** How the request reached us: the web form, a dispatcher taking a call, a conversation by text, or a business account (its portal or the partner API). */
export type RequestType = 'online' | 'phone' | 'sms' | 'partner';

/** A provider on the roster, as the modules that do not own the roster see one. */
export interface ProviderRecord {
  readonly id: string;
  name: string;
  /** The person texts and pages greet, when the business name is not a person's. */
  contactName: string | null;
  /** E.164. */
  phone: string;
  email: string | null;
  vehicleInfo: string | null;
  /** The language the provider's texts are written in. */
  language: Language;
  active: boolean;
  agreementAcceptedAt: Date | null;
  /** Taking job offers now. */
  onDuty: boolean;
  /** Only an active provider takes jobs; a lapsed document suspends them. */
  networkStatus: NetworkStatus;
  /** The TDLR tow company licence and the insurer on file, for receipts and job pages; null before they were asked. */
  companyLicence: string | null;
  insuranceCarrier: string | null;
  /** Whether the customer pays this provider the balance at the car, or by card through the platform. */
  balanceMethod: BalanceMethod;
}

/** The provider's latest fix for a job. */
export interface PositionRecord {
  lat: number;
  lng: number;
  recordedAt: Date;
}

/**
 * A request as every module but its owner sees it: the fields a use case reads, and changes inside
 * the engine's plans. Money in integer cents, distances in miles.
 */
export interface RequestRecord {
  readonly id: string;
  status: RequestStatus;
  requestType: RequestType;
  customerTrackingId: string | null;
  providerJobId: string | null;
  createdAt: Date;
  updatedAt: Date;
  readonly version: number;

  phone: string;
  email: string | null;
  /** The language the customer chose; their texts are written in it. */
  language: Language;
  /** The customer asked (TEXT ONLY) for every step described in full in the texts, with no page to open. */
  textOnly: boolean;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehiclePlate: string | null;
  vehicleType: string | null;
  serviceType: string;
  serviceDescription: string | null;

  locationAddress: string | null;
  destinationAddress: string | null;
  useGps: boolean;
  customerLat: number | null;
  customerLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
  estimatedDistance: number | null;

  adminPriceCents: number | null;
  /** The rate card version the price was set beside, and what it suggested. */
  rateCardVersion: number | null;
  suggestedPriceCents: number | null;
  adminCounterOfferCents: number | null;
  customerCounterOfferCents: number | null;
  negotiationRound: number | null;
  finalPriceCents: number | null;
  customerFinalDecision: 'accepted' | 'rejected' | null;
  depositPercentage: number;
  depositAmountCents: number | null;
  depositPaid: boolean;
  depositPaidAt: Date | null;
  paymentStatus: PaymentStatus | null;
  paymentLinkId: string | null;
  paymentLinkSentAt: Date | null;
  termsAcceptedAt: Date | null;

  provider: ProviderRecord | null;
  /** When the current provider was given the job, by a dispatcher or by accepting an offer. */
  assignedAt: Date | null;
  position: PositionRecord | null;
  providerEtaMinutes: number | null;
  providerEtaAt: Date | null;

  promisedArrivalAt: Date | null;
  predictedArrivalAt: Date | null;
  predictedBasis: ArrivalBasis | null;
  runningLateSince: Date | null;
  lateChoice: LateChoice | null;
  /** Once cancelled: why, by the ladder's causes, and what the deposit became (null while open, or cancelled unpaid). */
  cancellationCause: CancellationCause | null;
  cancellationFeeCents: number | null;
  providerCreditCents: number | null;
  /** When the customer was asked (no provider in time) to keep waiting or take their refund, and their WAIT. */
  noProviderAskedAt: Date | null;
  noProviderChoice: 'wait' | null;
  /** The provider's 'Customer Not Here': when, how far from the pickup by GPS, the photo of the spot; and the customer's HERE. */
  notHereAt: Date | null;
  notHereMeters: number | null;
  notHerePhotoId: string | null;
  customerHereAt: Date | null;
  slipTextedAt: Date | null;
  slipTextedFor: Date | null;
  notProgressingSince: Date | null;
  notProgressingReason: NotProgressing | null;
  progressMiles: number | null;
  progressAt: Date | null;
  setOffAt: Date | null;
  arrivedAt: Date | null;
  arrivalCode: string | null;
  arrivalCodeFailures: number;
  arrivalLockedUntil: Date | null;
  arrivalVerifiedAt: Date | null;
  arrivalVerifiedBy: ArrivalVerifier | null;
  arrivalVerifyReason: string | null;

  serviceCompletedAt: Date | null;
  customerRating: number | null;
  customerReview: string | null;

  /** The business account billed for the job (no deposit); null for a walk-in customer. */
  accountId: string | null;
  /** The account's name as the driver reads it: 'on behalf of {account}'. */
  onBehalfOf: string | null;
  /** The account's own reference for the job (a claim or work-order number). */
  partnerReference: string | null;
}
