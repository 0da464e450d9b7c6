import type { ExtrasView } from '../../src/contracts/extra-views';
import type { PhotoView } from '../../src/contracts/provider-views';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { providerStep, uploadPhoto } from '../support/provider-steps';
import { inboundTexts } from '../support/inbound-texts';
import { useTestApp } from '../support/use-test-app';

const TWILIO = { accountSid: 'AC00000000000000000000000000000f25', authToken: 'test-auth-token-extras-0123456789', number: '+14695550100' };

describe('Extra charges: proposed at the car with a photo, owed only once the customer approves', () => {
  const t = useTestApp({ env: { TWILIO_ACCOUNT_SID: TWILIO.accountSid, TWILIO_AUTH_TOKEN: TWILIO.authToken, TWILIO_FROM: TWILIO.number } });
  const log = async (id: string) => (await t.em().find(ActivityLogEntry, { request: id }, { orderBy: { id: 'asc' } })).map((entry) => entry.action);

  /** A $200 tow (deposit $30) with its provider at the car. */
  async function aJobAtTheCar(phone = '+12145550150') {
    const paid = await aPaidRequest(t.em(), { phone });
    const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    const assigned = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: provider.id }).expect(200);
    const { providerJobId: jobId, trackingId } = assigned.body as { providerJobId: string; trackingId: string };
    for (const action of ['start_job', 'mark_arrived']) expect((await providerStep(t, jobId, action)).status).toBe(200);
    return { id: paid.id, phone, jobId, trackingId };
  }
  type Job = Awaited<ReturnType<typeof aJobAtTheCar>>;

  async function propose(job: Job, body: object = {}) {
    const photo = (await uploadPhoto(t, job.jobId, 'extra')).body as PhotoView;
    return t.http().post(`/api/jobs/${job.jobId}/extras`).send({ kind: 'winch_out', amountCents: 7_500, photoId: photo.id, ...body });
  }
  const answer = (job: Job, extraId: string, choice: string) => t.http().post(`/api/track/${job.trackingId}/extras/${extraId}`).send({ answer: choice });

  const { textIn: sendIn, replyTo } = inboundTexts(t, TWILIO);
  const textIn = async (from: string, body: string) => replyTo(await sendIn(from, body));

  it('texts the customer the item, its price and the new total, and counts it only once approved on the page', async () => {
    const job = await aJobAtTheCar();
    const proposed = await propose(job);
    expect(proposed.status).toBe(201);
    const view = proposed.body as ExtrasView;
    expect(view.extras).toMatchObject([{ kind: 'winch_out', amountCents: 7_500, status: 'proposed', photo: { stage: 'extra' } }]);
    expect(view.totals).toEqual({ priceCents: 20_000, approvedExtrasCents: 0, depositCents: 3_000, dueOnSiteCents: 17_000 });
    const [text] = await t.em().find(SmsMessage, { to: job.phone, template: 'extra-proposed' });
    expect(text.body).toMatch(/^DFW Roadside: Rosa Diaz asks to add a winch-out for \$75\.00; your total due on site would be \$245\.00\. Reply YES to approve or NO to decline, or see the photo: http:\/\/127\.0\.0\.1:3999\/track\//);

    const approved = await answer(job, view.extras[0].id, 'approve').expect(200);
    expect((approved.body as ExtrasView).totals.dueOnSiteCents).toBe(24_500);
    const provider = (await t.http().get(`/api/jobs/${job.jobId}/extras`).expect(200)).body as ExtrasView;
    expect(provider.extras[0]).toMatchObject({ status: 'approved', answeredBy: 'page' });
    expect(await log(job.id)).toEqual(
      expect.arrayContaining(['Provider proposed an extra charge: Winch-out, $75.00', 'Customer approved the extra charge Winch-out, $75.00 on their page']),
    );
    expect((await answer(job, view.extras[0].id, 'decline').expect(409)).body.code).toBe('extra_answered');
  });

  it('takes YES and NO by text for the extra waiting', async () => {
    const job = await aJobAtTheCar();
    expect((await propose(job)).status).toBe(201);
    expect((await textIn(job.phone, 'YES')).body).toMatch(/^DFW Roadside: extra charge approved\./);
    expect((await propose(job, { kind: 'other', description: 'Second flat tire', amountCents: 4_000 })).status).toBe(201);
    expect((await textIn(job.phone, 'no')).body).toMatch(/^DFW Roadside: extra charge declined\./);
    const view = (await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView;
    expect(view.extras.map(({ status, answeredBy }) => [status, answeredBy])).toEqual([
      ['approved', 'text'],
      ['declined', 'text'],
    ]);
    expect(view.totals.dueOnSiteCents).toBe(24_500);
  });

  it('lets exactly one of a racing approve and decline count', async () => {
    const job = await aJobAtTheCar();
    const { extras } = (await propose(job)).body as ExtrasView;
    const answers = await Promise.all([answer(job, extras[0].id, 'approve'), answer(job, extras[0].id, 'decline')]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const [extra] = ((await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView).extras;
    expect(['approved', 'declined']).toContain(extra.status);
  });

  it('lets a dispatcher void an extra, which then counts for nothing', async () => {
    const job = await aJobAtTheCar();
    const { extras } = (await propose(job)).body as ExtrasView;
    await answer(job, extras[0].id, 'approve').expect(200);
    const cookie = await t.adminCookie();
    const voided = await t.http().post(`/api/admin/requests/${job.id}/extras/${extras[0].id}/void`).set('Cookie', cookie).send({ reason: 'Winch not used after all' }).expect(200);
    expect((voided.body as ExtrasView).totals.dueOnSiteCents).toBe(17_000);
    expect((voided.body as ExtrasView).extras[0]).toMatchObject({ status: 'voided', voidReason: 'Winch not used after all' });
    await t.http().post(`/api/admin/requests/${job.id}/extras/${extras[0].id}/void`).send({ reason: 'No session' }).expect(401);
  });

  it('refuses an extra without a photo of this job, an Other without words, a wild amount, and before arrival', async () => {
    const job = await aJobAtTheCar();
    const noPhoto = await t.http().post(`/api/jobs/${job.jobId}/extras`).send({ kind: 'dolly', amountCents: 5_000, photoId: '00000000-0000-4000-8000-000000000025' });
    expect([noPhoto.status, noPhoto.body.code]).toEqual([400, 'extra_photo_required']);
    expect((await propose(job, { kind: 'other' })).body.code).toBe('invalid_extra');
    expect((await propose(job, { amountCents: 200_001 })).body.code).toBe('invalid_extra');
    expect((await propose(job, { amountCents: 12.5 })).body.code).toBe('invalid_extra');

    const paid = await aPaidRequest(t.em(), { phone: '+12145550177' });
    const lee = await aProvider(t.em(), { name: 'Lee Park', phone: '+19725550191' });
    const early = await t.http().post(`/api/admin/requests/${paid.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: lee.id }).expect(200);
    const photoElsewhere = (await uploadPhoto(t, job.jobId, 'extra')).body as PhotoView;
    const tooEarly = await t.http().post(`/api/jobs/${early.body.providerJobId}/extras`).send({ kind: 'dolly', amountCents: 5_000, photoId: photoElsewhere.id });
    expect([tooEarly.status, tooEarly.body.code]).toEqual([409, 'extras_not_now']);
  });
});
