import type { Response } from 'supertest';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPhoto } from './photos';
import type { TestAppAccess } from './use-test-app';

/** The photo each step waits for, taken as a provider at the car would (a step that needs none takes none). */
const PHOTO_BEFORE: Record<string, string> = { start_service: 'pickup', complete_job: 'completion' };

/**
 * A provider's step on the job page, done as the driver at the car does it: Arrived carries the
 * customer's arrival code, and the service and its completion are photographed first.
 */
export async function providerStep(t: TestAppAccess, jobId: string, action: unknown): Promise<Response> {
  const job = await t.em().findOne(CustomerRequest, { providerJobId: jobId });
  const stage = typeof action === 'string' ? PHOTO_BEFORE[action] : undefined;
  // Refused before arrival or after completion: the step itself then says why it cannot be taken.
  if (stage) await uploadPhoto(t, jobId, stage);
  const arrivalCode = action === 'mark_arrived' ? (job?.arrivalCode ?? undefined) : undefined;
  return t.http().post(`/api/jobs/${jobId}/steps`).send({ action, arrivalCode });
}

export async function uploadPhoto(t: TestAppAccess, jobId: string, stage: string, photo?: Buffer): Promise<Response> {
  return t
    .http()
    .post(`/api/jobs/${jobId}/photos`)
    .field('stage', stage)
    .attach('photo', photo ?? (await aPhoto()), { filename: 'photo.jpg', contentType: 'image/jpeg' });
}
