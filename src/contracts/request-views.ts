import type { AdminCardBalanceView, DisputeView, PaymentView } from './payment-views';
import type { ArrivalVerifier } from '../domain/arrival-code';
import type { ArrivalBasis, LateChoice, NotProgressing } from '../domain/arrival-promise';
import type { CancellationCause } from '../domain/cancellation-ladder';
import type { Language } from '../domain/language';
import type { RequestType } from '../domain/request-record';

/**
 * What each audience receives for a request (the API contract, shared with the web app).
 * Money is integer cents; times are ISO 8601 strings.
 */

/** What every audience sees of a request. */
export interface RequestCoreView {
  id: string;
  trackingId: string | null;
  status: string;
  requestType: RequestType;
  createdAt: string;
  updatedAt: string;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleType: string | null;
  serviceType: string;
  locationAddress: string | null;
  adminPriceCents: number | null;
  customerCounterOfferCents: number | null;
  finalPriceCents: number | null;
  serviceCompletedAt: string | null;
  customerRating: number | null;
  /** The business account that sent the job, as the driver reads it ('on behalf of {account}'); null for a walk-in customer. */
  onBehalfOf: string | null;
}

/** The route, the negotiation and the payment: the customer's page and the admin's details. */
export interface RequestDealView {
  serviceDescription: string | null;
  destinationAddress: string | null;
  customerLat: number | null;
  customerLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
  estimatedDistance: number | null;
  adminCounterOfferCents: number | null;
  negotiationRound: number | null;
  customerFinalDecision: 'accepted' | 'rejected' | null;
  depositPercentage: number;
  depositAmountCents: number | null;
  depositPaid: boolean;
  depositPaidAt: string | null;
  /** When the customer accepted the terms (on the offer or the payment page); they are not asked again. */
  termsAcceptedAt: string | null;
  paymentStatus: string | null;
  customerReview: string | null;
}

/** The arrival the customer was promised, and how the trip is keeping it. */
export interface ArrivalView {
  /** Set when a provider is assigned with an ETA (the provider's on accepting an offer, or the dispatcher's). */
  promisedAt: string | null;
  /** The latest prediction while the provider is on the way, and what it was made from. */
  predictedAt: string | null;
  predictedBasis: ArrivalBasis | null;
  /** Since when the prediction is past the promise by more than ETA_SLIP_MINUTES; null while on time. */
  runningLateSince: string | null;
  /** The customer's answer to the slip text or the page's two buttons. */
  lateChoice: LateChoice | null;
  arrivedAt: string | null;
}

/** What dispatchers see of an arrival besides the customer's view. */
export interface AdminArrivalView extends ArrivalView {
  /** En route without a fix for 3 minutes, or no closer to the customer for 5; null while progressing. */
  notProgressingSince: string | null;
  notProgressingReason: NotProgressing | null;
  /** How the provider at the car was verified: with the customer's code, or by a dispatcher (with the reason). */
  arrivalVerifiedAt: string | null;
  arrivalVerifiedBy: ArrivalVerifier | null;
  arrivalVerifyReason: string | null;
  /** After five wrong codes, until when Arrived is locked. */
  arrivalLockedUntil: string | null;
}

export interface CustomerRequestView extends RequestCoreView, RequestDealView {
  /** The customer's own number, masked: '(•••) •••-0188'. */
  phoneMasked: string;
  /** Provider details appear once a provider is assigned. */
  provider: {
    /** The business; with the contact's first name, pages name them as the texts do ('Maria from Trinity Tow LLC'). */
    name: string;
    contactFirstName: string | null;
    phone: string | null;
    vehicleInfo: string | null;
    /** The TDLR tow company licence and the insurer on file; null when not on file. */
    licence: string | null;
    insurer: string | null;
    lat: number | null;
    lng: number | null;
    lastLocationUpdate: string | null;
    /** The provider's own estimate in minutes (texted 'ETA 15'), and when they gave it. */
    etaMinutes: number | null;
    etaAt: string | null;
  } | null;
  /** When the tracking link stops working (5 minutes after completion), else null. */
  linkExpiresAt: string | null;
  arrival: ArrivalView;
  /** While the provider is on the way: the 4 digits to give only to the driver named here, at the car. */
  arrivalCode: string | null;
  /** What cancelling now would do with the deposit, by the published ladder; null once service has started or the request is closed. */
  cancellation: CustomerCancellationView | null;
  /** No provider took the paid request in time: the customer may keep waiting or cancel with a full refund (null otherwise). */
  noProvider: NoProviderView | null;
  /** The provider at the pickup cannot find the customer: they have until `replyBy` to answer HERE (null otherwise). */
  notHere: { reportedAt: string; replyBy: string } | null;
  /** Once cancelled: why, and the fee kept from the deposit (null when it was refunded in full or nothing was paid). */
  cancelled: CancelledView | null;
}

export interface NoProviderView {
  askedAt: string;
  /** 'wait' once the customer chose to keep waiting; REFUND stays open until a provider takes the job. */
  choice: 'wait' | null;
}

export interface CancelledView {
  cause: CancellationCause | null;
  feeCents: number | null;
  /** For gone on arrival: when the provider reported the customer not here. */
  notHereReportedAt: string | null;
}

export interface CustomerCancellationView {
  /** Send it back with the cancel: if the request has moved to another step meanwhile, the cancel is refused and the page asks again. */
  step: 'before_dispatch' | 'on_the_way' | 'at_the_car';
  /** The paid deposit, or null while nothing is paid (cancelling is then free). */
  depositCents: number | null;
  refundCents: number;
  keptCents: number;
}

export interface AdminRequestSummary extends RequestCoreView {
  phone: string;
  email: string | null;
  /** The language the customer reads and is texted in: a dispatcher who calls them speaks it too. */
  language: Language;
  providerName: string | null;
  /** The business account billed for the job; null for a walk-in customer. */
  accountId: string | null;
  /** The account's own reference for the job. */
  partnerReference: string | null;
  arrival: AdminArrivalView;
  /** Since when the customer was asked (no provider took the paid job in time) and it is still unaccepted: 'No Provider Yet'. */
  noProviderSince: string | null;
  /** The provider's 'Customer Not Here' while it stands (null otherwise). */
  notHere: AdminNotHereView | null;
  /** Once cancelled with a paid deposit: why, the fee kept and the provider's trip fee from it. */
  cancellationCause: CancellationCause | null;
  cancellationFeeCents: number | null;
  providerCreditCents: number | null;
}

/** 'Customer Not Here' as dispatchers see it: the proof, and when they may confirm gone on arrival. */
export interface AdminNotHereView {
  reportedAt: string;
  /** Meters from the provider's GPS fix to the pickup when they reported. */
  meters: number | null;
  /** Minutes the provider had waited at the pickup since Arrived. */
  waitedMinutes: number | null;
  photoId: string | null;
  /** The customer's reply window; Confirm Gone on Arrival is open after it. */
  replyBy: string;
  /** The customer answered HERE since the report. */
  customerHere: boolean;
}

export interface ActivityLogView {
  id: string;
  action: string;
  userType: 'admin' | 'provider' | 'customer' | 'system';
  /** The member of staff who did it, as they were named then; null for anyone else. */
  staffName: string | null;
  createdAt: string;
}

export interface SmsMessageView {
  id: string;
  requestId: string | null;
  to: string;
  body: string;
  template: string;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'suppressed';
  attempts: number;
  lastError: string | null;
  providerSid: string | null;
  /** True when no SMS provider is configured: the text was recorded here and did not leave the machine. */
  keptInOutbox: boolean;
  createdAt: string;
  sentAt: string | null;
}

export interface AdminRequestView extends AdminRequestSummary, RequestDealView {
  vehiclePlate: string | null;
  useGps: boolean;
  paymentLinkId: string | null;
  /** When the customer was last texted the payment page, automatically or by a dispatcher. */
  paymentLinkSentAt: string | null;
  providerJobId: string | null;
  providerPhone: string | null;
  providerEmail: string | null;
  providerVehicleInfo: string | null;
  providerCurrentLat: number | null;
  providerCurrentLng: number | null;
  providerLastLocationUpdate: string | null;
  activity: ActivityLogView[];
  messages: SmsMessageView[];
  /** Checkout sessions of the deposit, newest first. */
  payments: PaymentView[];
  /** The balance paid by card through us, for a provider who takes it so; null otherwise. */
  cardBalance: AdminCardBalanceView | null;
  /** Chargebacks of the job's payments: shown as 'Disputed' with 'Submit Evidence'. */
  disputes: DisputeView[];
}

/** The dispatch board lists at most this many open requests, newest first, and says so when it does. */
export const ACTIVE_LIST_LIMIT = 500;

/** The Cancelled tab shows this many of the most recently cancelled requests. */
export const CANCELLED_LIST_LIMIT = 50;
