import { streetAndCity } from '../../../domain/address-text';
import { EXTRA_LABELS, type ExtraKind } from '../../../domain/extra-charges';
import { serviceTypeLabel } from '../../../domain/request-intake';
import type { RequestRecord } from '../../../domain/request-record';

type JobWords = Pick<RequestRecord, 'serviceType' | 'vehicleYear' | 'vehicleMake' | 'vehicleModel' | 'locationAddress'>;

/** The job as an invoice's reader knows it: 'Towing, 2018 Ford F-150, from Marilla St, Dallas'. */
export function describeJob(request: JobWords): string {
  const vehicle = [request.vehicleYear, request.vehicleMake, request.vehicleModel].filter(Boolean).join(' ') || 'vehicle not given';
  const pickup = streetAndCity(request.locationAddress) ?? 'a map pin';
  return `${serviceTypeLabel(request.serviceType)}, ${vehicle}, from ${pickup}`;
}

export const describeExtra = (request: JobWords, extra: { kind: ExtraKind; description: string | null }): string =>
  `${extra.kind === 'other' && extra.description ? extra.description : EXTRA_LABELS[extra.kind]} (approved extra): ${describeJob(request)}`;

export const describeCancellationFee = (request: JobWords): string => `Cancellation fee: ${describeJob(request)}`;
