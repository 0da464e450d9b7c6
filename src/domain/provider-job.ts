import type { RequestAction } from './lifecycle-types';
import type { RequestStatus } from './request-status';

/** The provider's next step from each status of a job, and the button that takes it (spec §2, §4). */
export interface ProviderStep {
  action: Extract<RequestAction, 'start_job' | 'mark_arrived' | 'start_service' | 'complete_job'>;
  label: 'Start Job' | 'Arrived' | 'Start Service' | 'Complete Job';
}

const NEXT_STEP: Partial<Record<RequestStatus, ProviderStep>> = {
  assigned: { action: 'start_job', label: 'Start Job' },
  provider_assigned: { action: 'start_job', label: 'Start Job' },
  en_route: { action: 'mark_arrived', label: 'Arrived' },
  arrived: { action: 'start_service', label: 'Start Service' },
  in_progress: { action: 'complete_job', label: 'Complete Job' },
};

export const PROVIDER_STEP_ACTIONS = ['start_job', 'mark_arrived', 'start_service', 'complete_job'] as const;
export type ProviderStepAction = (typeof PROVIDER_STEP_ACTIONS)[number];

export function nextProviderStep(status: string): ProviderStep | null {
  return NEXT_STEP[status as RequestStatus] ?? null;
}

export function isProviderStepAction(value: unknown): value is ProviderStepAction {
  return typeof value === 'string' && (PROVIDER_STEP_ACTIONS as readonly string[]).includes(value);
}

/** The statuses in which the provider is on the job: driving there, on site or working. */
const ON_THE_JOB: readonly string[] = ['en_route', 'arrived', 'in_progress'];

/**
 * The customer's phone number is the provider's only once they have started driving, and never
 * after completion: an assigned provider who has not set off has no need of it.
 */
export const providerSeesCustomerPhone = (status: string): boolean => ON_THE_JOB.includes(status);

/** The exact pickup address stays private once the job is done. */
export const providerSeesPickup = (status: string): boolean => status !== 'completed';

/** Navigation makes sense once the provider has set off and until the work is done. */
export const providerCanNavigate = (status: string): boolean => ON_THE_JOB.includes(status);

/** A provider may be swapped for another until they start driving. */
export const REASSIGNABLE_STATUSES = ['assigned', 'provider_assigned'] as const satisfies readonly RequestStatus[];

/** Spec §2: the tow route card shows when the service type mentions a tow. */
export const isTowService = (serviceType: string): boolean => /tow/i.test(serviceType);
