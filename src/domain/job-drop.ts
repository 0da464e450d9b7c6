import type { RequestStatus } from './request-status';

/** Why a provider gives back a job they accepted: chosen from a short list, so scorecards can count them. */
export const DROP_REASONS = ['vehicle_trouble', 'emergency', 'cannot_make_it_in_time', 'wrong_equipment', 'other'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** The dispatchers' words for each reason, for the activity log and the alert. */
export const DROP_REASON_WORDS: Record<DropReason, string> = {
  vehicle_trouble: 'truck trouble',
  emergency: 'an emergency',
  cannot_make_it_in_time: 'cannot get there in time',
  wrong_equipment: 'not the right equipment for this job',
  other: 'another reason',
};

export const DROP_NOTE_MAX_LENGTH = 200;

/** Until arrival an accepted job can be given back: the lifecycle's `drop_job` moves from these, and the job page offers it in them. */
export const DROPPABLE_STATUSES = ['assigned', 'provider_assigned', 'en_route'] as const satisfies readonly RequestStatus[];
