import type { ProviderStepAction } from '@domain/provider-job';
import type { RequestStatus } from '@domain/request-status';
import type { MessageId } from '@/i18n/messages';

/** The next-step button's words for each step (the domain's English labels, in the reader's language). */
export const STEP_LABEL_IDS: Record<ProviderStepAction, MessageId> = {
  start_job: 'provider.step.startJob',
  mark_arrived: 'provider.step.arrived',
  start_service: 'provider.step.startService',
  complete_job: 'provider.step.completeJob',
};

/** What the job page tells the provider to do now, per status (the domain's providerStatusDescription). */
const STATUS_DESCRIPTION_IDS: Partial<Record<RequestStatus, MessageId>> = {
  assigned: 'provider.status.description.assigned',
  provider_assigned: 'provider.status.description.assigned',
  en_route: 'provider.status.description.enRoute',
  arrived: 'provider.status.description.arrived',
  in_progress: 'provider.status.description.inProgress',
  completed: 'provider.status.description.completed',
  cancelled: 'provider.status.description.cancelled',
};

export const providerStatusDescriptionId = (status: string): MessageId =>
  (Object.hasOwn(STATUS_DESCRIPTION_IDS, status) ? STATUS_DESCRIPTION_IDS[status as RequestStatus] : undefined) ??
  'provider.status.description.unknown';
