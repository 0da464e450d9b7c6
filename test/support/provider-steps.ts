import type { Response } from 'supertest';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import type { TestAppAccess } from './use-test-app';

/** A provider's step on the job page; Arrived carries the customer's arrival code, as the driver at the car is given it. */
export async function providerStep(t: TestAppAccess, jobId: string, action: unknown): Promise<Response> {
  const arrivalCode = action === 'mark_arrived' ? ((await t.em().findOne(CustomerRequest, { providerJobId: jobId }))?.arrivalCode ?? undefined) : undefined;
  return t.http().post(`/api/jobs/${jobId}/steps`).send({ action, arrivalCode });
}
