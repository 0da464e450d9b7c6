import { BUSINESS_TIME_ZONE } from '../../../domain/business-time';
import type { RequestRecord } from '../../../domain/request-record';

export type ArrivalEvent = 'late' | 'late-texted' | 'on-time' | 'no_fix' | 'no_progress' | 'progressing';

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
const at = (time: Date | null): string => (time ? clock.format(time) : 'unknown');

/** The activity log's line for what the arrival watch saw, with the times a dispatcher reads. */
export function arrivalNote(request: RequestRecord, event: ArrivalEvent): string {
  const times = `expected at ${at(request.predictedArrivalAt)} against the promised ${at(request.promisedArrivalAt)}`;
  switch (event) {
    case 'late-texted':
      return `Running late: ${times}; the customer was texted the choice to wait or cancel with a full refund`;
    case 'late':
      return `Running late: ${times}`;
    case 'on-time':
      return `Back on time: ${times}`;
    case 'no_fix':
      return 'Provider not progressing: no position for 3 minutes';
    case 'no_progress':
      return 'Provider not progressing: no closer to the customer for 5 minutes';
    case 'progressing':
      return 'Provider progressing again';
  }
}
