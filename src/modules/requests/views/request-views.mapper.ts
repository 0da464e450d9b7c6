import { iso } from '../../../common/time/iso';
import { linkExpiresAt } from '../../../domain/link-expiry';
import { PROVIDER_VISIBLE_STATUSES } from '../../../domain/request-status';
import type {
  ActivityLogView,
  AdminRequestSummary,
  AdminRequestView,
  CustomerRequestView,
} from '../../../domain/request-views';
import type { SmsMessage } from '../../notifications/entities/sms-message.entity';
import { toSmsView } from '../../notifications/views/sms-view.mapper';
import type { ActivityLogEntry } from '../entities/activity-log-entry.entity';
import type { CustomerRequest } from '../entities/customer-request.entity';

function maskPhone(phone: string): string {
  return `(•••) •••-${phone.replace(/\D/g, '').slice(-4)}`;
}

/** The customer's view: no admin-only fields, no provider job link, no other request's data. */
export function toCustomerView(request: CustomerRequest): CustomerRequestView {
  const providerVisible =
    request.providerName !== null && (PROVIDER_VISIBLE_STATUSES as readonly string[]).includes(request.status);
  return {
    id: request.id,
    trackingId: request.customerTrackingId,
    status: request.status,
    requestType: request.requestType,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    phoneMasked: maskPhone(request.phone),
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleType: request.vehicleType,
    serviceType: request.serviceType,
    serviceDescription: request.serviceDescription,
    locationAddress: request.locationAddress,
    destinationAddress: request.destinationAddress,
    customerLat: request.customerLat,
    customerLng: request.customerLng,
    destinationLat: request.destinationLat,
    destinationLng: request.destinationLng,
    estimatedDistance: request.estimatedDistance,
    adminPriceCents: request.adminPriceCents,
    adminCounterOfferCents: request.adminCounterOfferCents,
    customerCounterOfferCents: request.customerCounterOfferCents,
    negotiationRound: request.negotiationRound,
    finalPriceCents: request.finalPriceCents,
    customerFinalDecision: request.customerFinalDecision,
    depositPercentage: request.depositPercentage,
    depositAmountCents: request.depositAmountCents,
    depositPaid: request.depositPaid,
    depositPaidAt: iso(request.depositPaidAt),
    paymentStatus: request.paymentStatus,
    provider: providerVisible
      ? {
          name: request.providerName!,
          phone: request.providerPhone,
          vehicleInfo: request.providerVehicleInfo,
          lat: request.providerCurrentLat,
          lng: request.providerCurrentLng,
          lastLocationUpdate: iso(request.providerLastLocationUpdate),
        }
      : null,
    serviceCompletedAt: iso(request.serviceCompletedAt),
    customerRating: request.customerRating,
    customerReview: request.customerReview,
    linkExpiresAt: iso(linkExpiresAt(request.serviceCompletedAt)),
  };
}

export function toAdminSummary(request: CustomerRequest): AdminRequestSummary {
  return {
    id: request.id,
    trackingId: request.customerTrackingId,
    status: request.status,
    requestType: request.requestType,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    phone: request.phone,
    email: request.email,
    serviceType: request.serviceType,
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleType: request.vehicleType,
    locationAddress: request.locationAddress,
    adminPriceCents: request.adminPriceCents,
    customerCounterOfferCents: request.customerCounterOfferCents,
    finalPriceCents: request.finalPriceCents,
    providerName: request.providerName,
    serviceCompletedAt: iso(request.serviceCompletedAt),
    customerRating: request.customerRating,
  };
}

export function toActivityView(entry: ActivityLogEntry): ActivityLogView {
  return { id: entry.id, action: entry.action, userType: entry.userType, createdAt: entry.createdAt.toISOString() };
}

export function toAdminView(
  request: CustomerRequest,
  activity: ActivityLogEntry[],
  messages: SmsMessage[],
): AdminRequestView {
  return {
    ...toAdminSummary(request),
    vehiclePlate: request.vehiclePlate,
    serviceDescription: request.serviceDescription,
    destinationAddress: request.destinationAddress,
    useGps: request.useGps,
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
    paymentStatus: request.paymentStatus,
    paymentLinkId: request.paymentLinkId,
    providerJobId: request.providerJobId,
    providerPhone: request.providerPhone,
    providerEmail: request.providerEmail,
    providerVehicleInfo: request.providerVehicleInfo,
    providerCurrentLat: request.providerCurrentLat,
    providerCurrentLng: request.providerCurrentLng,
    providerLastLocationUpdate: iso(request.providerLastLocationUpdate),
    customerReview: request.customerReview,
    activity: activity.map(toActivityView),
    messages: messages.map(toSmsView),
  };
}
