import { iso } from '../../../common/time/iso';
import type { ProviderJobView } from '../../../contracts/provider-views';
import { linkExpiresAt } from '../../../domain/link-expiry';
import { commissionCents, payoutCents } from '../../../domain/money';
import { providerSeesCustomerPhone, providerSeesPickup } from '../../../domain/provider-job';
import type { CustomerRequest } from '../entities/customer-request.entity';

/** The provider's view of the job their link opens: no admin-only field, and the customer's contact only when needed. */
export function toProviderJobView(request: CustomerRequest): ProviderJobView {
  const pickupShown = providerSeesPickup(request.status);
  const price = request.finalPriceCents;
  return {
    jobId: request.providerJobId!,
    status: request.status,
    serviceType: request.serviceType,
    serviceDescription: request.serviceDescription,
    vehicleYear: request.vehicleYear,
    vehicleMake: request.vehicleMake,
    vehicleModel: request.vehicleModel,
    vehicleType: request.vehicleType,
    vehiclePlate: request.vehiclePlate,
    locationAddress: pickupShown ? request.locationAddress : null,
    customerLat: pickupShown ? request.customerLat : null,
    customerLng: pickupShown ? request.customerLng : null,
    destinationAddress: pickupShown ? request.destinationAddress : null,
    destinationLat: pickupShown ? request.destinationLat : null,
    destinationLng: pickupShown ? request.destinationLng : null,
    estimatedDistance: request.estimatedDistance,
    customerPhone: providerSeesCustomerPhone(request.status) ? request.phone : null,
    finalPriceCents: price,
    platformFeeCents: price == null ? null : commissionCents(price),
    payoutCents: price == null ? null : payoutCents(price),
    providerName: request.provider?.name ?? '',
    serviceCompletedAt: iso(request.serviceCompletedAt),
    linkExpiresAt: iso(linkExpiresAt(request.serviceCompletedAt)),
    updatedAt: request.updatedAt.toISOString(),
  };
}
