import type { CustomerRequestView } from '../../src/contracts/request-views';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const MINUTE = 60_000;

describe('The arrival code: the driver at the car proves they are the customer’s provider', () => {
  const clock = new ManualClock(new Date('2026-11-25T18:00:00Z'));
  const t = useTestApp({ clock });
  const reload = (id: string) => t.em().findOneOrFail(CustomerRequest, id, { refresh: true });
  const arrive = (jobId: string, arrivalCode?: string) => t.http().post(`/api/jobs/${jobId}/steps`).send({ action: 'mark_arrived', arrivalCode });
  const log = async (id: string) => (await t.em().find(ActivityLogEntry, { request: id }, { orderBy: { id: 'asc' } })).map((entry) => entry.action);

  /** Assigned by a dispatcher and on the way: the customer now holds the code. */
  async function aJobOnTheWay() {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    const { providerJobId: jobId, trackingId } = assigned.body as { providerJobId: string; trackingId: string };
    const before: CustomerRequestView = (await t.http().get(`/api/track/${trackingId}`).expect(200)).body;
    expect(before.arrivalCode).toBeNull();
    await t.http().post(`/api/jobs/${jobId}/steps`).send({ action: 'start_job' }).expect(200);
    const code = (await reload(paid.id)).arrivalCode!;
    return { id: paid.id, jobId, trackingId, code, wrong: code === '1111' ? '2222' : '1111' };
  }

  it('is shown to the customer once the provider sets off, never to the provider, and Arrived needs it', async () => {
    const job = await aJobOnTheWay();
    expect(job.code).toMatch(/^[1-9]\d{3}$/);
    expect(((await t.http().get(`/api/track/${job.trackingId}`).expect(200)).body as CustomerRequestView).arrivalCode).toBe(job.code);
    const providerView = (await t.http().get(`/api/jobs/${job.jobId}`).expect(200)).body;
    expect(providerView).toMatchObject({ arrivalCodeNeeded: true, arrivalLockedUntil: null });
    expect(JSON.stringify(providerView)).not.toContain(`"${job.code}"`);

    expect((await arrive(job.jobId).expect(400)).body).toMatchObject({ code: 'arrival_code_required', title: 'Arrival Code Required' });
    const wrong = await arrive(job.jobId, job.wrong).expect(400);
    expect(wrong.body).toMatchObject({ code: 'wrong_arrival_code', title: 'Wrong Arrival Code' });
    expect(wrong.body.message).toContain('(4 tries left)');
    expect((await reload(job.id)).status).toBe('en_route');

    await arrive(job.jobId, job.code).expect(200);
    const arrived = await reload(job.id);
    expect(arrived).toMatchObject({ status: 'arrived', arrivalVerifiedBy: 'code', arrivalVerifiedAt: clock.now() });
    expect(await log(job.id)).toContainEqual("Provider arrived; arrival verified with the customer's code");
    expect(((await t.http().get(`/api/track/${job.trackingId}`).expect(200)).body as CustomerRequestView).arrivalCode).toBeNull();
  });

  it('locks arrival for ten minutes at the fifth wrong code, even for the right code, and tells the dispatcher', async () => {
    const job = await aJobOnTheWay();
    // Five wrong tries at once each count.
    const tries = await Promise.all(Array.from({ length: 5 }, () => arrive(job.jobId, job.wrong)));
    expect(tries.map((response) => response.body.code).sort()).toEqual(['arrival_locked', 'wrong_arrival_code', 'wrong_arrival_code', 'wrong_arrival_code', 'wrong_arrival_code']);
    expect((await arrive(job.jobId, job.code).expect(409)).body).toMatchObject({ code: 'arrival_locked', title: 'Arrival Locked' });
    expect(await log(job.id)).toContainEqual('Arrival locked for 10 minutes after 5 wrong arrival codes; a dispatcher can verify arrival');
    const admin = (await t.http().get(`/api/admin/requests/${job.id}`).set('Cookie', await t.adminCookie()).expect(200)).body;
    expect(admin.arrival.arrivalLockedUntil).toBe('2026-11-25T18:10:00.000Z');
    expect((await t.http().get(`/api/jobs/${job.jobId}`).expect(200)).body.arrivalLockedUntil).toBe('2026-11-25T18:10:00.000Z');

    clock.advance(10 * MINUTE);
    await arrive(job.jobId, job.code).expect(200);
  });

  it('lets a dispatcher verify arrival with a reason, after which Arrived needs no code', async () => {
    const job = await aJobOnTheWay();
    const verify = async (body: object) => t.http().post(`/api/admin/requests/${job.id}/arrival-verification`).set('Cookie', await t.adminCookie()).send(body);
    expect((await verify({ reason: ' ' })).body.code).toBe('invalid_verify_reason');
    expect((await verify({ reason: 'Customer phone off; driver confirmed by the plate' })).status).toBe(204);
    expect((await verify({ reason: 'Again' })).body.code).toBe('arrival_already_verified');
    expect((await t.http().get(`/api/jobs/${job.jobId}`).expect(200)).body.arrivalCodeNeeded).toBe(false);

    await arrive(job.jobId).expect(200);
    expect(await reload(job.id)).toMatchObject({ status: 'arrived', arrivalVerifiedBy: 'dispatcher', arrivalVerifyReason: 'Customer phone off; driver confirmed by the plate' });
    expect(await log(job.id)).toEqual(expect.arrayContaining(['Arrival verified by a dispatcher: Customer phone off; driver confirmed by the plate', 'Provider arrived']));
    await t.http().post(`/api/admin/requests/${job.id}/arrival-verification`).send({ reason: 'No session' }).expect(401);
  });

  it('gives a reassigned job a new code when its new provider sets off', async () => {
    const job = await aJobOnTheWay();
    const other = await aProvider(t.em(), { name: 'Lee Park', phone: '+19725550191' });
    const reassigned = await t.http().post(`/api/admin/requests/${job.id}/provider/reassign`).set('Cookie', await t.adminCookie()).send({ providerId: other.id }).expect(200);
    expect((await reload(job.id)).arrivalCode).toBeNull();
    await t.http().post(`/api/jobs/${reassigned.body.providerJobId}/steps`).send({ action: 'start_job' }).expect(200);
    expect((await reload(job.id)).arrivalCode).toMatch(/^[1-9]\d{3}$/);
  });
});
