import type { CancellationCause } from '../../../domain/cancellation-ladder';
import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';

/**
 * The trip fees credited on the days of the range (Chicago days, by PostgreSQL, as the completed jobs
 * are), newest first, each with its request. The deposit is what the payment's ledger rows add up to,
 * which is what was paid. Binds first day, last day.
 */
export const TRIP_FEES_SQL = `
  select r.id, r.customer_tracking_id, r.phone, p.name as provider_name, r.service_type,
         r.vehicle_year, r.vehicle_make, r.vehicle_model, l.cause,
         to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as credited_at,
         (select sum(d.amount_cents) from ledger_entries d where d.payment_id = l.payment_id)::int as deposit_cents,
         l.amount_cents as trip_fee_cents
    from ledger_entries l
    join customer_requests r on r.id = l.request_id
    left join providers p on p.id = l.provider_id
   where l.kind = 'provider_credit'
     and (l.created_at at time zone '${BUSINESS_TIME_ZONE}')::date between ?::date and ?::date
   order by l.created_at desc, l.id desc`;

export interface TripFeeRecord {
  id: string;
  customer_tracking_id: string | null;
  phone: string;
  provider_name: string | null;
  service_type: string;
  vehicle_year: number | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  cause: CancellationCause;
  credited_at: string;
  deposit_cents: number;
  trip_fee_cents: number;
}
