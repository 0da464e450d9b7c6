import type { FixProblem, PositionFix } from '../domain/position-fix';
import type { OfferSource, OfferStatus } from '../domain/offer-window';
import type { AutoDispatchOutcome, FleetProviderView } from './offer-views';
import type { ExtraHeldEvent } from './extra-views';
import type { PaymentReceivedEvent } from './payment-views';
import type { ProviderJobView } from './provider-views';
import type { AdminRequestSummary, CustomerRequestView } from './request-views';

/** Socket namespaces per audience. */
export const NAMESPACES = {
  track: '/track',
  provider: '/provider',
  admin: '/admin',
  /** Offer pages and provider pages: a signal to read the page again, joined with the page's code. */
  offers: '/offers',
} as const;

/** What clients send. */
export const CLIENT_EVENTS = {
  position: 'position',
} as const;

export const EVENTS = {
  requestCreated: 'request.created',
  requestChanged: 'request.changed',
  requestDeleted: 'request.deleted',
  providerLocation: 'provider.location',
  linkExpired: 'link.expired',
  paymentReceived: 'payment.received',
  extraHeld: 'extra.held',
  textReceived: 'text.received',
  offerChanged: 'offer.changed',
  autoDispatchChanged: 'auto-dispatch.changed',
  fleetProvider: 'fleet.provider',
  offersChanged: 'offers.changed',
  providerDeclined: 'provider.declined',
} as const;

/** The provider's latest position, as every watcher receives it. */
export interface ProviderLocationEvent {
  lat: number;
  lng: number;
  /** When the phone took the fix (ISO 8601). */
  recordedAt: string;
}

/** Why a fix was not passed on: a problem with the fix itself, or with the job or the server. */
export type PositionRefusal = FixProblem | 'job_not_found' | 'not_active' | 'unavailable';

/** `reason` lets the page say it in the provider's language; `message` is the server's English. */
export type PositionAck = { ok: true } | { ok: false; reason: PositionRefusal; message: string };

/** What the provider's job page sends. */
export interface ProviderClientEvents {
  /** One fix from the phone, answered through the acknowledgement. */
  position: (fix: PositionFix, ack: (answer: PositionAck) => void) => void;
}

/** What the customer's tracking page receives. */
export interface TrackSocketEvents {
  'request.changed': CustomerRequestView;
  'link.expired': { trackingId: string };
  'provider.location': ProviderLocationEvent;
}

export type JobLinkClosedReason = 'expired' | 'reassigned';

/** What the provider's job page receives. */
export interface ProviderSocketEvents {
  'request.changed': ProviderJobView;
  /** The job link stopped working: expired after completion, or (`reassigned`) the job went to another provider. */
  'link.expired': { jobId: string; reason: JobLinkClosedReason };
}

/** What the dispatch board receives. */
export interface AdminSocketEvents {
  'request.created': AdminRequestSummary;
  'request.changed': { id: string; status: string };
  'request.deleted': { id: string };
  'payment.received': PaymentReceivedEvent;
  /** A provider's extra charge above the job's price waits for a dispatcher before the customer is asked. */
  'extra.held': ExtraHeldEvent;
  'provider.location': ProviderLocationEvent & { id: string };
  /** An inbound text that needs a person: it went to the dispatchers' inbox. */
  'text.received': InboundTextEvent;
  /** An offer was sent, seen, answered, expired or withdrawn. */
  'offer.changed': OfferChangedEvent;
  /** The cascade on a request started or stopped, and why. */
  'auto-dispatch.changed': AutoDispatchChangedEvent;
  /** An on-duty provider moved, or went on or off duty (then `onDuty` says which). */
  'fleet.provider': FleetProviderView & { onDuty: boolean };
  /** The assigned provider turned the job down on their job page: it waits for another provider. */
  'provider.declined': ProviderDeclinedEvent;
}

export interface ProviderDeclinedEvent {
  requestId: string;
  providerName: string;
  /** A job dropped after it was accepted (rather than an agreement declined): the reason in words, and whether it went back to offers. */
  dropped?: { reason: string; reoffered: boolean };
}

export interface OfferChangedEvent {
  requestId: string;
  offerId: string;
  providerName: string;
  status: OfferStatus;
  source: OfferSource;
  jobNumber: string;
  etaMinutes: number | null;
  declineReason: string | null;
}

export interface AutoDispatchChangedEvent {
  requestId: string;
  /** Null when it started; otherwise why it stopped. */
  outcome: AutoDispatchOutcome | null;
}

/** What offer pages and provider pages receive: a change they should read again (the server sends no offer data over the socket). */
export interface OffersSocketEvents {
  'offers.changed': { reason: 'offer' | 'duty' | 'job' };
}

export interface InboundTextEvent {
  id: string;
  /** E.164 of the sender: the conversation it belongs to. */
  from: string;
  body: string;
  requestId: string | null;
  receivedAt: string;
  /** The sender texted CALL: they ask a dispatcher to phone them back. */
  callbackRequested: boolean;
}
