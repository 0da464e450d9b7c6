// The seeded pattern read straight from the database: night tows in Tarrant County against the same
// tows by day and against everything else, as the insights count them (insight_requests).
import pg from 'pg';

const LOST_BEFORE_PAYMENT = `r.paid_at is null and r.status <> 'completed'
  and (r.status = 'cancelled' or coalesce(r.priced_at, r.created_at) < now() - interval '24 hours')`;
const DALLAS_HOUR = `extract(hour from r.created_at at time zone 'America/Chicago')`;

/** Rows of { slice, requests, lost_before_payment (0–1), median_wait_minutes, paid, completed }. */
export async function seededPattern(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`
      select case when r.service_type = 'Towing' and r.county = 'Tarrant' and ${DALLAS_HOUR} < 6 then '1 Towing, Tarrant, night (0–6)'
                  when r.service_type = 'Towing' and r.county = 'Tarrant' and ${DALLAS_HOUR} between 6 and 17 then '2 Towing, Tarrant, day (6–18)'
                  when ${DALLAS_HOUR} < 6 then '3 all other requests, night'
                  else '4 all other requests, 6 AM–midnight' end as slice,
             count(*)::int as requests,
             round(avg((${LOST_BEFORE_PAYMENT})::int), 3)::float8 as lost_before_payment,
             round((percentile_cont(0.5) within group (order by extract(epoch from r.arrived_at - r.paid_at)) / 60)::numeric, 1)::float8 as median_wait_minutes,
             count(r.paid_at)::int as paid, count(*) filter (where r.status = 'completed')::int as completed
        from insight_requests r
       group by 1 order by 1`);
    return rows.map((row) => ({ ...row, slice: row.slice.slice(2) }));
  } finally {
    await db.end();
  }
}
