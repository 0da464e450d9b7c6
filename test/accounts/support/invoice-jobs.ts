import type { ExtrasView } from '../../../src/contracts/extra-views';
import type { PhotoView } from '../../../src/contracts/provider-views';
import { BusinessAccount } from '../../../src/modules/accounts/entities/business-account.entity';
import { CustomerRequest } from '../../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../../support/factories';
import { providerStep, uploadPhoto } from '../../support/provider-steps';
import type { TestAppAccess } from '../../support/use-test-app';

let accounts = 0;

/** A fleet billed monthly: 10% off, due in 30 days. */
export async function anAccount(t: TestAppAccess, overrides: Partial<BusinessAccount> = {}): Promise<BusinessAccount> {
  accounts += 1;
  const em = t.em();
  const account = em.create(BusinessAccount, {
    name: `Lone Star Fleet ${accounts}`,
    billingName: 'Dana Reyes',
    billingPhone: `+1214555${String(7000 + accounts).padStart(4, '0')}`,
    termsDays: 30,
    discountBps: 1_000,
    creditLimitCents: 5_000_000,
    ...overrides,
  });
  await em.flush();
  return account;
}

/** A $200 tow taken through the desk's assignment and the provider's steps to completion, with the extras the customer answers on their page. */
export async function aCompletedJob(
  t: TestAppAccess,
  overrides: Partial<CustomerRequest>,
  extras: ReadonlyArray<{ amountCents: number; answer: 'approve' | 'decline'; kind?: string; description?: string }> = [],
): Promise<CustomerRequest> {
  const request = await aPaidRequest(t.em(), overrides);
  const provider = await aProvider(t.em(), { name: 'Rosa Diaz' });
  const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
  const { providerJobId: jobId, trackingId } = assigned.body as { providerJobId: string; trackingId: string };
  for (const action of ['start_job', 'mark_arrived']) await step(t, jobId, action);
  for (const extra of extras) {
    const photo = (await uploadPhoto(t, jobId, 'extra')).body as PhotoView;
    const proposed = await t.http().post(`/api/jobs/${jobId}/extras`).send({ kind: extra.kind ?? 'winch_out', description: extra.description, amountCents: extra.amountCents, photoId: photo.id }).expect(201);
    const { extras: listed } = proposed.body as ExtrasView;
    await t.http().post(`/api/track/${trackingId}/extras/${listed[listed.length - 1].id}`).send({ answer: extra.answer }).expect(200);
  }
  for (const action of ['start_service', 'complete_job']) await step(t, jobId, action);
  return request;
}

async function step(t: TestAppAccess, jobId: string, action: string): Promise<void> {
  const response = await providerStep(t, jobId, action);
  if (response.status !== 200) throw new Error(`${action}: ${response.status} ${JSON.stringify(response.body)}`);
}

/** A job of the account cancelled on the portal once its provider is on the way: the fee the cancellation ladder sets goes on the invoice. */
export async function aJobCancelledOnTheWay(t: TestAppAccess, overrides: Partial<CustomerRequest>, portalCookie: string): Promise<CustomerRequest> {
  const request = await aPaidRequest(t.em(), overrides);
  const provider = await aProvider(t.em(), { name: 'Luis Ortega' });
  const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
  await step(t, (assigned.body as { providerJobId: string }).providerJobId, 'start_job');
  await t.http().post(`/api/business/jobs/${request.id}/cancel`).set('Cookie', portalCookie).send({}).expect(200);
  return t.em().findOneOrFail(CustomerRequest, { id: request.id });
}
