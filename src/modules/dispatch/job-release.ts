import type { EntityManager } from '@mikro-orm/postgresql';
import { newTrip } from '../../domain/arrival-promise';
import type { RequestRecord } from '../../domain/request-record';
import { ProviderRows } from '../providers';

/** The job as it was before it was given to a provider: no provider, assignment time, job code, last fix or promised arrival. */
export async function releaseJob(job: RequestRecord, tx: EntityManager): Promise<void> {
  job.provider = null;
  job.providerJobId = null;
  await ProviderRows.forgetPositionsOf(tx, job.id);
  job.position = null;
  Object.assign(job, newTrip(null, null), { providerEtaMinutes: null, providerEtaAt: null });
}
