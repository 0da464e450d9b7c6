import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { RetiredLinkCode } from '../../src/modules/request-core/entities/retired-link-code.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const START = new Date('2026-11-23T12:00:00Z');

describe('Codes a request answered to before', () => {
  const t = useTestApp({ clock: new ManualClock(START) });
  const post = async (path: string, body: object = {}) => t.http().post(path).set('Cookie', await t.adminCookie()).send(body);

  /** A paid request (its online code texted with the deposit receipt) given to a provider: a new tracking code. */
  async function assigned() {
    const paid = await aPaidRequest(t.em());
    const provider = await aProvider(t.em());
    const response = await post(`/api/admin/requests/${paid.id}/provider`, { providerId: provider.id });
    expect(response.status).toBe(200);
    return { paid, oldCode: paid.customerTrackingId!, currentCode: response.body.trackingId as string, jobId: response.body.providerJobId as string };
  }

  it('leads the earlier tracking code of a text to the request, answering with the current code', async () => {
    const { paid, oldCode, currentCode } = await assigned();
    expect(currentCode).not.toBe(oldCode);

    const response = await t.http().get(`/api/track/${oldCode}`);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: paid.id, trackingId: currentCode, status: 'provider_assigned' });
    expect(await t.em().count(RetiredLinkCode, { code: oldCode, kind: 'tracking' })).toBe(1);
  });

  it('joins a page opened on the earlier code to the live feed of the request', async () => {
    const { oldCode } = await assigned();
    const { error } = await t.connect('/track', { auth: { trackingId: oldCode } });
    expect(error).toBeNull();
  });

  it('lets the earlier code expire with the request, 5 minutes after completion', async () => {
    const { paid, oldCode } = await assigned();
    await t.em().nativeUpdate(CustomerRequest, { id: paid.id }, { status: 'completed', serviceCompletedAt: START });
    t.clock.advance(5 * 60_000);
    const response = await t.http().get(`/api/track/${oldCode}`);
    expect([response.status, response.body.code]).toEqual([410, 'tracking_expired']);
  });

  it('tells a replaced provider the job went to someone else, not that the link expired', async () => {
    const { paid, jobId } = await assigned();
    const other = await aProvider(t.em());
    const { socket } = await t.connect('/provider', { auth: { jobId } });
    const closed = new Promise((resolve) => socket.once('link.expired', resolve));

    await post(`/api/admin/requests/${paid.id}/provider/reassign`, { providerId: other.id });

    expect(await closed).toEqual({ jobId, reason: 'reassigned' });
    const response = await t.http().get(`/api/jobs/${jobId}`);
    expect(response.status).toBe(410);
    expect(response.body).toMatchObject({ code: 'job_reassigned', title: 'Job Reassigned', message: 'This job was given to another provider.' });
    const step = await t.http().post(`/api/jobs/${jobId}/steps`).send({ action: 'start_job' });
    expect([step.status, step.body.code]).toEqual([410, 'job_reassigned']);
  });

  it('still answers an unknown code with Request Not Found', async () => {
    const response = await t.http().get('/api/track/zzzzzzzz');
    expect([response.status, response.body.message]).toEqual([404, 'This tracking ID does not exist or has expired.']);
  });
});
