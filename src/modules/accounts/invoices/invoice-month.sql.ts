import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';

export interface BilledMonthRow {
  /** 'YYYY-MM'. */
  month: string;
  starts: Date;
  ends: Date;
  /** The hour of the day it is in Dallas now. */
  local_hour: number;
  /** The day of the month it is in Dallas now. */
  local_day: number;
}

/** The Dallas calendar month before `now`'s, with the instants it starts and ends at. Binds now twice. */
export const BILLED_MONTH_SQL = `
  select to_char(m, 'YYYY-MM') as month,
         m at time zone '${BUSINESS_TIME_ZONE}' as starts,
         (m + interval '1 month') at time zone '${BUSINESS_TIME_ZONE}' as ends,
         extract(hour from local_now)::int as local_hour,
         extract(day from local_now)::int as local_day
    from (select date_trunc('month', ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}') - interval '1 month' as m,
                 ?::timestamptz at time zone '${BUSINESS_TIME_ZONE}' as local_now) x`;
