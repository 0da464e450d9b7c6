import { NO_ANSWER_AFTER_HOURS } from '../../../domain/insights';

/** How far a request over `insight_requests` r got: the index of its last step in FUNNEL_STEPS (0 requested … 6 completed). */
export const STEP_REACHED = `case when r.status = 'completed' then 6 when r.arrived_at is not null then 5 when r.assigned_at is not null then 4
  when r.paid_at is not null then 3 when r.accepted_at is not null then 2 when r.priced_at is not null then 1 else 0 end`;

/** Left unpriced, or its price unanswered, for a day: the customer went elsewhere. Binds now. */
const WENT_QUIET = `(r.paid_at is null and r.status not in ('cancelled', 'completed')
  and coalesce(r.priced_at, r.created_at) < ?::timestamptz - interval '${NO_ANSWER_AFTER_HOURS} hours')`;

/** Cancelled, or gone quiet before payment. Binds now. */
export const IS_LOST = `(r.status = 'cancelled' or ${WENT_QUIET})`;

/** Lost without paying. Binds now. */
export const LOST_BEFORE_PAYMENT = `(r.paid_at is null and r.status <> 'completed' and ${IS_LOST})`;
