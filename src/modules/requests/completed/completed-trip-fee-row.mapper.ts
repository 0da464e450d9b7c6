import type { CompletedTripFeeRow } from '../../../contracts/completed-views';
import { vehicleLabel } from './completed-job-row.mapper';
import type { TripFeeRecord } from './completed-trip-fees.sql';

export function toCompletedTripFeeRow(record: TripFeeRecord): CompletedTripFeeRow {
  return {
    id: record.id,
    trackingId: record.customer_tracking_id,
    creditedAt: record.credited_at,
    customerPhone: record.phone,
    providerName: record.provider_name,
    serviceType: record.service_type,
    vehicle: vehicleLabel(record.vehicle_year, record.vehicle_make, record.vehicle_model),
    cause: record.cause,
    depositCents: record.deposit_cents,
    tripFeeCents: record.trip_fee_cents,
  };
}
