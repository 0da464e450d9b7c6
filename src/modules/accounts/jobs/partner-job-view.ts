import type { PartnerJobView } from '../../../contracts/account-views';
import { partnerJobStatus } from '../../../domain/business-accounts';
import { serviceTypeLabel } from '../../../domain/request-intake';
import type { RequestRecord } from '../../../domain/request-record';
import { iso } from '../../../common/time/iso';
import { trackingPageUrl } from '../../request-core';

/** A job as its account sees it: no negotiation, no deposit, no provider's phone. */
export function toPartnerJobView(request: RequestRecord, publicUrl: string): PartnerJobView {
  const destination = request.destinationAddress || request.destinationLat !== null ? { address: request.destinationAddress, lat: request.destinationLat, lng: request.destinationLng } : null;
  return {
    id: request.id,
    reference: request.partnerReference,
    status: partnerJobStatus(request.status),
    service: serviceTypeLabel(request.serviceType),
    driverPhone: request.phone,
    vehicle: { year: request.vehicleYear, make: request.vehicleMake, model: request.vehicleModel, plate: request.vehiclePlate, type: request.vehicleType },
    pickup: { address: request.locationAddress, lat: request.customerLat, lng: request.customerLng },
    destination,
    priceCents: request.finalPriceCents,
    etaAt: iso(request.promisedArrivalAt),
    provider: request.provider ? { name: request.provider.name } : null,
    trackingUrl: request.customerTrackingId ? trackingPageUrl(publicUrl, request.customerTrackingId) : null,
    cancellationFeeCents: request.cancellationFeeCents,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    completedAt: iso(request.serviceCompletedAt),
  };
}
