import { customerCancelOutcome } from '../../../domain/cancellation-ladder';
import { awaitingHere, replyWindow } from '../../../domain/gone-on-arrival';
import { noProviderRefundOpen } from '../../../domain/no-provider';
import { iso } from '../../../common/time/iso';
import { linkExpiresAt } from '../../../domain/link-expiry';
import { providerPersonName } from '../../../domain/provider-details';
import { PROVIDER_VISIBLE_STATUSES } from '../../../domain/request-status';
import type { PaymentView } from '../../../contracts/payment-views';
import type {
  ArrivalView,
  ActivityLogView,
  AdminNotHereView,
  AdminRequestSummary,
  AdminRequestView,
  CustomerRequestView,
  RequestCoreView,
  RequestDealView,
  SmsMessageView,
} from '../../../contracts/request-views';
import type { PositionRecord, ProviderRecord } from '../../../domain/request-record';
import type { ActivityLogEntry } from '../entities/activity-log-entry.entity';
import type { CustomerRequest } from '../entities/customer-request.entity';
import type { ViewProjection } from './view-projection';

/** The request's own fields the customer's view is made of; the lookup reads exactly these columns. */
const CUSTOMER_VIEW_FIELDS = [
  'id',
  'onBehalfOf',
  'customerTrackingId',
  'status',
  'requestType',
  'createdAt',
  'updatedAt',
  'phone',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleType',
  'serviceType',
  'serviceDescription',
  'locationAddress',
  'destinationAddress',
  'customerLat',
  'customerLng',
  'destinationLat',
  'destinationLng',
  'estimatedDistance',
  'adminPriceCents',
  'adminCounterOfferCents',
  'customerCounterOfferCents',
  'negotiationRound',
  'finalPriceCents',
  'customerFinalDecision',
  'depositPercentage',
  'depositAmountCents',
  'depositPaid',
  'depositPaidAt',
  'termsAcceptedAt',
  'paymentStatus',
  'providerEtaMinutes',
  'providerEtaAt',
  'promisedArrivalAt',
  'predictedArrivalAt',
  'predictedBasis',
  'runningLateSince',
  'lateChoice',
  'arrivedAt',
  'noProviderAskedAt',
  'noProviderChoice',
  'notHereAt',
  'customerHereAt',
  'cancellationCause',
  'cancellationFeeCents',
  'arrivalCode',
  'arrivalVerifiedAt',
  'serviceCompletedAt',
  'customerRating',
  'customerReview',
] as const satisfies readonly (keyof CustomerRequest)[];
const CUSTOMER_VIEW_PROVIDER_FIELDS = ['name', 'contactName', 'phone', 'vehicleInfo', 'companyLicence', 'insuranceCarrier'] as const satisfies readonly (keyof ProviderRecord)[];
const CUSTOMER_VIEW_POSITION_FIELDS = ['lat', 'lng', 'recordedAt'] as const satisfies readonly (keyof PositionRecord)[];
export const CUSTOMER_VIEW_PROJECTION: ViewProjection = {
  request: CUSTOMER_VIEW_FIELDS,
  provider: CUSTOMER_VIEW_PROVIDER_FIELDS,
  position: CUSTOMER_VIEW_POSITION_FIELDS,
};

/** What toCustomerView reads: an entity, or the lookup's row of exactly these fields. */
export type CustomerViewSource = Pick<CustomerRequest, (typeof CUSTOMER_VIEW_FIELDS)[number]> & {
  provider: Pick<ProviderRecord, (typeof CUSTOMER_VIEW_PROVIDER_FIELDS)[number]> | null;
  position: Pick<PositionRecord, (typeof CUSTOMER_VIEW_POSITION_FIELDS)[number]> | null;
};

function maskPhone(phone: string): string {
  return `(•••) •••-${phone.replace(/\D/g, '').slice(-4)}`;
}

function coreView(request: CustomerViewSource): RequestCoreView {
  return {
    id: request.id,
    trackingId: request.customerTrackingId,
    status: request.status,
    requestType: request.requestType,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleType: request.vehicleType,
    serviceType: request.serviceType,
    locationAddress: request.locationAddress,
    adminPriceCents: request.adminPriceCents,
    customerCounterOfferCents: request.customerCounterOfferCents,
    finalPriceCents: request.finalPriceCents,
    serviceCompletedAt: iso(request.serviceCompletedAt),
    customerRating: request.customerRating,
    onBehalfOf: request.onBehalfOf,
  };
}

function dealView(request: CustomerViewSource): RequestDealView {
  return {
    serviceDescription: request.serviceDescription,
    destinationAddress: request.destinationAddress,
    customerLat: request.customerLat,
    customerLng: request.customerLng,
    destinationLat: request.destinationLat,
    destinationLng: request.destinationLng,
    estimatedDistance: request.estimatedDistance,
    adminCounterOfferCents: request.adminCounterOfferCents,
    negotiationRound: request.negotiationRound,
    customerFinalDecision: request.customerFinalDecision,
    depositPercentage: request.depositPercentage,
    depositAmountCents: request.depositAmountCents,
    depositPaid: request.depositPaid,
    depositPaidAt: iso(request.depositPaidAt),
    termsAcceptedAt: iso(request.termsAcceptedAt),
    paymentStatus: request.paymentStatus,
    customerReview: request.customerReview,
  };
}

/** The customer's view: no admin-only fields, no provider job link, no other request's data. */
export function toCustomerView(request: CustomerViewSource): CustomerRequestView {
  const { provider, position } = request;
  const providerVisible = (PROVIDER_VISIBLE_STATUSES as readonly string[]).includes(request.status);
  // Object.assign rather than a literal of two spreads, which V8 builds some 40 µs slower: in a paired
  // bench run the tracking lookup took 0.43 ms of server CPU this way and 0.50 ms with the literal.
  return Object.assign(coreView(request), dealView(request), {
    phoneMasked: maskPhone(request.phone),
    provider:
      provider && providerVisible
      ? {
          name: provider.name,
          contactFirstName: providerPersonName(provider),
          phone: provider.phone,
          vehicleInfo: provider.vehicleInfo,
          licence: provider.companyLicence,
          insurer: provider.insuranceCarrier,
          lat: position?.lat ?? null,
          lng: position?.lng ?? null,
          lastLocationUpdate: iso(position?.recordedAt ?? null),
          etaMinutes: request.providerEtaMinutes,
          etaAt: iso(request.providerEtaAt),
        }
      : null,
    linkExpiresAt: iso(linkExpiresAt(request.serviceCompletedAt)),
    arrival: arrivalView(request),
    arrivalCode: request.status === 'en_route' && request.arrivalVerifiedAt === null ? request.arrivalCode : null,
    cancellation: customerCancelOutcome(request.status, request.depositPaid ? request.depositAmountCents : null),
    noProvider: noProviderRefundOpen(request) ? { askedAt: iso(request.noProviderAskedAt)!, choice: request.noProviderChoice } : null,
    notHere: request.status === 'arrived' && awaitingHere(request) ? { reportedAt: iso(request.notHereAt)!, replyBy: replyWindow(request.notHereAt!).replyBy.toISOString() } : null,
    cancelled:
      request.status === 'cancelled'
        ? { cause: request.cancellationCause, feeCents: request.cancellationFeeCents || null, notHereReportedAt: request.cancellationCause === 'gone_on_arrival' ? iso(request.notHereAt) : null }
        : null,
  });
}

type ArrivalSource = Pick<
  CustomerRequest,
  'promisedArrivalAt' | 'predictedArrivalAt' | 'predictedBasis' | 'runningLateSince' | 'lateChoice' | 'arrivedAt'
>;

function arrivalView(request: ArrivalSource): ArrivalView {
  return {
    promisedAt: iso(request.promisedArrivalAt),
    predictedAt: iso(request.predictedArrivalAt),
    predictedBasis: request.predictedBasis,
    runningLateSince: iso(request.runningLateSince),
    lateChoice: request.lateChoice,
    arrivedAt: iso(request.arrivedAt),
  };
}

export function toAdminSummary(request: CustomerRequest): AdminRequestSummary {
  return {
    ...coreView(request),
    phone: request.phone,
    email: request.email,
    language: request.language,
    providerName: request.provider?.name ?? null,
    accountId: request.accountId,
    partnerReference: request.partnerReference,
    noProviderSince: noProviderRefundOpen(request) ? iso(request.noProviderAskedAt) : null,
    notHere: request.status === 'arrived' && request.notHereAt ? adminNotHereView(request, request.notHereAt) : null,
    cancellationCause: request.cancellationCause,
    cancellationFeeCents: request.cancellationFeeCents,
    providerCreditCents: request.providerCreditCents,
    arrival: {
      ...arrivalView(request),
      notProgressingSince: iso(request.notProgressingSince),
      notProgressingReason: request.notProgressingReason,
      arrivalVerifiedAt: iso(request.arrivalVerifiedAt),
      arrivalVerifiedBy: request.arrivalVerifiedBy,
      arrivalVerifyReason: request.arrivalVerifyReason,
      arrivalLockedUntil: iso(request.arrivalLockedUntil),
    },
  };
}

function adminNotHereView(request: CustomerRequest, reportedAt: Date): AdminNotHereView {
  return {
    reportedAt: reportedAt.toISOString(),
    meters: request.notHereMeters,
    waitedMinutes: request.arrivedAt ? Math.floor((reportedAt.getTime() - request.arrivedAt.getTime()) / 60_000) : null,
    photoId: request.notHerePhotoId,
    replyBy: replyWindow(reportedAt).replyBy.toISOString(),
    customerHere: !awaitingHere(request),
  };
}

export function toActivityView(entry: ActivityLogEntry): ActivityLogView {
  return { id: entry.id, action: entry.action, userType: entry.userType, staffName: entry.staffName, createdAt: entry.createdAt.toISOString() };
}

export function toAdminView(
  request: CustomerRequest,
  activity: ActivityLogEntry[],
  messages: SmsMessageView[],
  payments: PaymentView[],
  money: Pick<AdminRequestView, 'cardBalance' | 'disputes'> = { cardBalance: null, disputes: [] },
): AdminRequestView {
  return {
    ...toAdminSummary(request),
    ...dealView(request),
    vehiclePlate: request.vehiclePlate,
    useGps: request.useGps,
    paymentLinkId: request.paymentLinkId,
    paymentLinkSentAt: iso(request.paymentLinkSentAt),
    providerJobId: request.providerJobId,
    providerPhone: request.provider?.phone ?? null,
    providerEmail: request.provider?.email ?? null,
    providerVehicleInfo: request.provider?.vehicleInfo ?? null,
    providerCurrentLat: request.position?.lat ?? null,
    providerCurrentLng: request.position?.lng ?? null,
    providerLastLocationUpdate: iso(request.position?.recordedAt ?? null),
    activity: activity.map(toActivityView),
    messages,
    payments,
    ...money,
  };
}
