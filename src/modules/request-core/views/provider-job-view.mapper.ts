import { jobBalanceMethod } from '../../../domain/card-balance';
import { iso } from '../../../common/time/iso';
import type { ProviderJobView } from '../../../contracts/provider-views';
import { awaitingHere, NOT_HERE_RULES, replyWindow } from '../../../domain/gone-on-arrival';
import { linkExpiresAt } from '../../../domain/link-expiry';
import { commissionCents, payoutCents } from '../../../domain/money';
import { providerCallName } from '../../../domain/provider-details';
import { providerSeesCustomerPhone, providerSeesPickup } from '../../../domain/provider-job';
import type { ProviderRecord } from '../../../domain/request-record';
import { required } from '../../../domain/required';
import type { CustomerRequest } from '../entities/customer-request.entity';
import type { ViewProjection } from './view-projection';

/** The request's fields the provider's view is made of; the job lookup reads exactly these columns. */
const PROVIDER_JOB_VIEW_FIELDS = [
  'providerJobId',
  'accountId',
  'status',
  'serviceType',
  'serviceDescription',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleType',
  'vehiclePlate',
  'locationAddress',
  'customerLat',
  'customerLng',
  'destinationAddress',
  'destinationLat',
  'destinationLng',
  'estimatedDistance',
  'phone',
  'finalPriceCents',
  'serviceCompletedAt',
  'updatedAt',
  'arrivalCode',
  'arrivalVerifiedAt',
  'arrivalLockedUntil',
  'arrivedAt',
  'notHereAt',
  'customerHereAt',
  'cancellationCause',
  'providerCreditCents',
] as const satisfies readonly (keyof CustomerRequest)[];
const PROVIDER_JOB_VIEW_PROVIDER_FIELDS = ['name', 'contactName', 'language', 'companyLicence', 'insuranceCarrier', 'balanceMethod'] as const satisfies readonly (keyof ProviderRecord)[];
export const PROVIDER_JOB_VIEW_PROJECTION: ViewProjection = {
  request: PROVIDER_JOB_VIEW_FIELDS,
  provider: PROVIDER_JOB_VIEW_PROVIDER_FIELDS,
  position: [],
};

/** What toProviderJobView reads: an entity, or the job lookup's row of exactly these fields. */
export type ProviderJobViewSource = Pick<CustomerRequest, (typeof PROVIDER_JOB_VIEW_FIELDS)[number]> & {
  provider: Pick<ProviderRecord, (typeof PROVIDER_JOB_VIEW_PROVIDER_FIELDS)[number]> | null;
};

/** The provider's view of the job their link opens: no admin-only field, and the customer's contact only when needed. */
export function toProviderJobView(request: ProviderJobViewSource): ProviderJobView {
  const pickupShown = providerSeesPickup(request.status);
  const price = request.finalPriceCents;
  return {
    jobId: required(request.providerJobId, 'the job code'),
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
    balanceMethod: jobBalanceMethod(request),
    providerName: request.provider?.name ?? '',
    providerLanguage: request.provider?.language ?? 'en',
    providerCallName: request.provider ? providerCallName(request.provider) : 'there',
    providerLicence: request.provider?.companyLicence ?? null,
    providerInsurer: request.provider?.insuranceCarrier ?? null,
    serviceCompletedAt: iso(request.serviceCompletedAt),
    linkExpiresAt: iso(linkExpiresAt(request.serviceCompletedAt)),
    updatedAt: request.updatedAt.toISOString(),
    // Whether Arrived asks for the customer's code; the code itself is never the provider's to see.
    arrivalCodeNeeded: request.status === 'en_route' && request.arrivalCode !== null && request.arrivalVerifiedAt === null,
    arrivalLockedUntil: iso(request.arrivalLockedUntil),
    notHere: request.status === 'arrived' && request.arrivedAt ? notHereOf(request, request.arrivedAt) : null,
    cancellation: request.status === 'cancelled' ? { cause: request.cancellationCause, tripFeeCents: request.providerCreditCents || null } : null,
  };
}

function notHereOf(request: ProviderJobViewSource, arrivedAt: Date): NonNullable<ProviderJobView['notHere']> {
  const { replyBy } = request.notHereAt ? replyWindow(request.notHereAt) : { replyBy: null };
  return {
    availableAt: new Date(arrivedAt.getTime() + NOT_HERE_RULES.waitMinutes * 60_000).toISOString(),
    withinMeters: NOT_HERE_RULES.withinMeters,
    reportedAt: iso(request.notHereAt),
    replyBy: iso(replyBy),
    customerHere: request.notHereAt !== null && !awaitingHere(request),
  };
}
