import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import { PLATFORM_FEE_PERCENT } from '../../../domain/money';

/** The Monday (in Dallas) of the week before `now`'s, as 'YYYY-MM-DD'. Binds now. */
export const LAST_WEEK_START_SQL = `
  select to_char(date_trunc('week', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') - interval '7 days', 'YYYY-MM-DD') as week_start`;

/**
 * The providers with money in the Dallas week starting on a Monday: jobs completed (and what they
 * paid the provider, per job as domain/money), card balances, tips, trip fees, transfers sent, and
 * what still waits for their payout details. Binds the Monday, then a provider id or null for all.
 */
export const WEEKLY_STATEMENTS_SQL = `
  with week as (
    select ?::text as week_start,
           local_start at time zone '${BUSINESS_TIME_ZONE}' as starts,
           (local_start + interval '7 days') at time zone '${BUSINESS_TIME_ZONE}' as ends
      from (select ?::date::timestamp as local_start) w
  ), jobs as (
    select r.provider_id, count(*)::int as jobs,
           coalesce(sum(r.final_price_cents - round(r.final_price_cents * ${PLATFORM_FEE_PERCENT} / 100.0)), 0)::bigint as payout_cents
      from customer_requests r, week
     where r.status = 'completed' and r.provider_id is not null and r.service_completed_at >= week.starts and r.service_completed_at < week.ends
     group by r.provider_id
  ), ledger as (
    select l.provider_id,
           coalesce(sum(l.amount_cents) filter (where l.kind = 'balance'), 0)::int as card_cents,
           coalesce(sum(l.amount_cents) filter (where l.kind = 'tip'), 0)::int as tip_cents,
           coalesce(sum(l.amount_cents) filter (where l.kind = 'provider_credit'), 0)::int as trip_fee_cents
      from ledger_entries l, week
     where l.provider_id is not null and l.created_at >= week.starts and l.created_at < week.ends
     group by l.provider_id
  ), sent as (
    select t.provider_id, coalesce(sum(t.amount_cents - t.reversed_cents), 0)::int as sent_cents
      from provider_transfers t, week
     where t.status = 'sent' and t.sent_at >= week.starts and t.sent_at < week.ends
     group by t.provider_id
  ), waiting as (
    select t.provider_id, coalesce(sum(t.amount_cents), 0)::int as waiting_cents
      from provider_transfers t where t.status = 'waiting' group by t.provider_id
  )
  select p.id as provider_id, p.phone, p.language, p.name, week.week_start, coalesce(j.jobs, 0) as jobs, coalesce(j.payout_cents, 0)::bigint as payout_cents,
         coalesce(l.card_cents, 0) as card_cents, coalesce(l.tip_cents, 0) as tip_cents, coalesce(l.trip_fee_cents, 0) as trip_fee_cents,
         coalesce(s.sent_cents, 0) as sent_cents, coalesce(wt.waiting_cents, 0) as waiting_cents
    from providers p
    cross join week
    left join jobs j on j.provider_id = p.id
    left join ledger l on l.provider_id = p.id
    left join sent s on s.provider_id = p.id
    left join waiting wt on wt.provider_id = p.id
   where (j.provider_id is not null or l.provider_id is not null or s.provider_id is not null)
     and (?::uuid is null or p.id = ?::uuid)
   order by p.id`;

export interface WeeklyStatementRecord {
  provider_id: string;
  phone: string;
  language: 'en' | 'es';
  name: string;
  week_start: string;
  jobs: number;
  payout_cents: string | number;
  card_cents: number;
  tip_cents: number;
  trip_fee_cents: number;
  sent_cents: number;
  waiting_cents: number;
}
