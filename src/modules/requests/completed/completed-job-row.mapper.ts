import type { CompletedJobRow } from '../../../contracts/completed-views';
import { minutesLate } from '../../../domain/arrival-promise';
import type { JobRecord } from './completed-jobs.sql';

/** "2018 Ford F-150", leaving out what was not given. */
export function vehicleLabel(year: number | null, make: string | null, model: string | null): string {
  return [year, make, model]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter(Boolean)
    .join(' ');
}

export function toCompletedJobRow(record: JobRecord): CompletedJobRow {
  return {
    id: record.id,
    trackingId: record.customer_tracking_id,
    completedAt: record.completed_at,
    customerPhone: record.phone,
    providerName: record.provider_name,
    serviceType: record.service_type,
    vehicle: vehicleLabel(record.vehicle_year, record.vehicle_make, record.vehicle_model),
    finalPriceCents: record.final_cents,
    commissionCents: record.commission_cents,
    payoutCents: record.final_cents - record.commission_cents,
    rating: record.customer_rating,
    balancePaid: record.card_balance_status === null ? 'on_site' : record.card_balance_status === 'paid' ? 'card' : 'card_due',
    tipCents: record.tip_cents,
    lateByMinutes: record.promised_arrival_at && record.arrived_at ? minutesLate(new Date(record.promised_arrival_at), new Date(record.arrived_at)) : null,
  };
}
