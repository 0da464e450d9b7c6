import type { PartnerJobView } from '@contracts/account-views';
import type { PartnerJobStatus } from '@domain/business-accounts';
import type { BadgeTone } from '@/components/ui/badge';

export const JOB_STATUS_WORDS: Record<PartnerJobStatus, { label: string; tone: BadgeTone; detail: string }> = {
  received: { label: 'Received', tone: 'info', detail: 'A dispatcher is pricing the job.' },
  priced: { label: 'Finding a provider', tone: 'info', detail: 'The job is priced and offered to providers nearby.' },
  assigned: { label: 'Provider assigned', tone: 'brand', detail: 'A provider has taken the job.' },
  en_route: { label: 'On the way', tone: 'brand', detail: 'The provider is driving to the driver.' },
  arrived: { label: 'Arrived', tone: 'brand', detail: 'The provider is with the driver.' },
  in_progress: { label: 'In progress', tone: 'brand', detail: 'The provider is working on the vehicle.' },
  completed: { label: 'Completed', tone: 'success', detail: 'The job is done.' },
  cancelled: { label: 'Cancelled', tone: 'neutral', detail: 'The job was cancelled.' },
};

const CLOSED: readonly PartnerJobStatus[] = ['completed', 'cancelled'];
/** Before the work starts; the server has the last word, and says why when it refuses. */
const CANCELLABLE: readonly PartnerJobStatus[] = ['received', 'priced', 'assigned', 'en_route', 'arrived'];

export const isOpenJob = (job: Pick<PartnerJobView, 'status'>) => !CLOSED.includes(job.status);
export const isCancellable = (job: Pick<PartnerJobView, 'status'>) => CANCELLABLE.includes(job.status);

/** Open jobs first, each group newest first (the server's order within it). */
export function openFirst(jobs: readonly PartnerJobView[]): { open: PartnerJobView[]; past: PartnerJobView[] } {
  return { open: jobs.filter(isOpenJob), past: jobs.filter((job) => !isOpenJob(job)) };
}

/** '2019 Ford Transit (Van)'; 'Vehicle not given' when nothing was sent. */
export function vehicleWords(vehicle: PartnerJobView['vehicle']): string {
  const named = [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ');
  if (!named) return vehicle.type ?? 'Vehicle not given';
  return vehicle.type ? `${named} (${vehicle.type})` : named;
}

/** The address as sent; a place without one reads as a dropped pin rather than its coordinates. */
export const placeWords = (place: PartnerJobView['pickup'] | null): string => place?.address || (place?.lat != null ? 'Shared location' : 'Not given');
