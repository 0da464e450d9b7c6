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
  const t = useTestApp({ worker: true, env: { TWILIO_ACCOUNT_SID: TWILIO.accountSid, TWILIO_AUTH_TOKEN: TWILIO.authToken, TWILIO_FROM: TWILIO.number } });
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
  async function proposed(job: Job, body: object) {
    const response = await propose(job, body);
    expect(response.status).toBe(201);
    return response.body as ExtrasView;
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
    expect(text.body).toMatch(
      /^DFW Roadside: your provider asks to add charge 1, a winch-out, for \$75\.00; your total due on site would be \$245\.00\. Reply YES 1 to approve or NO 1 to decline, or see the photo: http:\/\/127\.0\.0\.1:3999\/track\//,
    );

    const approved = await answer(job, view.extras[0].id, 'approve').expect(200);
    expect((approved.body as ExtrasView).totals.dueOnSiteCents).toBe(24_500);
    const provider = (await t.http().get(`/api/jobs/${job.jobId}/extras`).expect(200)).body as ExtrasView;
    expect(provider.extras[0]).toMatchObject({ status: 'approved', answeredBy: 'page' });
    expect(await log(job.id)).toEqual(
      expect.arrayContaining(['Provider proposed an extra charge: #1 Winch-out, $75.00', 'Customer approved the extra charge #1 Winch-out, $75.00 on their page']),
    );
    expect((await answer(job, view.extras[0].id, 'decline').expect(409)).body.code).toBe('extra_answered');
  });

  it('takes a plain YES or NO for the one extra waiting, and names it in the answer', async () => {
    const job = await aJobAtTheCar();
    expect((await propose(job)).status).toBe(201);
    expect((await textIn(job.phone, 'YES')).body).toMatch(/^DFW Roadside: charge 1 \(a winch-out, \$75\.00\) approved\./);
    expect((await propose(job, { kind: 'other', description: 'Second flat tire', amountCents: 4_000 })).status).toBe(201);
    expect((await textIn(job.phone, 'no')).body).toMatch(/^DFW Roadside: charge 2 \(Second flat tire, \$40\.00\) declined\./);
    const view = (await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView;
    expect(view.extras.map(({ number, status, answeredBy }) => [number, status, answeredBy])).toEqual([
      [1, 'approved', 'text'],
      [2, 'declined', 'text'],
    ]);
    expect(view.totals.dueOnSiteCents).toBe(24_500);
  });

  it('asks which charge a plain YES means when two wait, and approves nothing', async () => {
    const job = await aJobAtTheCar();
    await proposed(job, { amountCents: 1_000 });
    await proposed(job, { kind: 'dolly', amountCents: 20_000 });
    expect((await textIn(job.phone, 'YES')).body).toMatch(/^DFW Roadside: Which charge\? Reply YES 1 for the winch-out \$10\.00 or YES 2 for the dolly \$200\.00\./);
    const view = (await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView;
    expect(view.extras.map((extra) => extra.status)).toEqual(['proposed', 'proposed']);
    expect(view.totals.approvedExtrasCents).toBe(0);
  });

  it('approves only the charge a numbered YES names, in English or Spanish', async () => {
    const job = await aJobAtTheCar();
    await proposed(job, { amountCents: 1_000 });
    await proposed(job, { kind: 'dolly', amountCents: 20_000 });
    expect((await textIn(job.phone, 'YES 2')).body).toMatch(/^DFW Roadside: charge 2 \(a dolly, \$200\.00\) approved\./);
    expect((await textIn(job.phone, 'Sí 1')).body).toMatch(/^DFW Roadside: cargo 1 \(un rescate con malacate, \$10\.00\) aprobado\./);
    const view = (await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView;
    expect(view.extras.map((extra) => extra.status)).toEqual(['approved', 'approved']);
    expect((await textIn(job.phone, 'NO 2')).body).toMatch(/^DFW Roadside: charge 2 \(a dolly, \$200\.00\) was already approved\./);
    expect((await textIn(job.phone, 'YES 4')).body).toMatch(/^DFW Roadside: there is no charge 4 on this job\./);
  });

  it('never lets a plain YES approve an older charge once the newer one was answered on the page', async () => {
    const job = await aJobAtTheCar();
    await proposed(job, { amountCents: 1_000 });
    const { extras } = await proposed(job, { kind: 'dolly', amountCents: 20_000 });
    await answer(job, extras[1].id, 'approve').expect(200);
    expect((await textIn(job.phone, 'YES')).body).toMatch(/^DFW Roadside: Which charge\? Reply YES 1 for the winch-out \$10\.00\./);
    const view = (await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView;
    expect(view.extras.map((extra) => extra.status)).toEqual(['proposed', 'approved']);
  });

  it('counts one approval, of the charge answered, when the page and a YES answer it at once', async () => {
    const job = await aJobAtTheCar();
    const { extras } = (await propose(job)).body as ExtrasView;
    const [page, text] = await Promise.all([answer(job, extras[0].id, 'approve'), textIn(job.phone, 'YES')]);
    expect([200, 409]).toContain(page.status);
    expect(text.body).toMatch(/^DFW Roadside: charge 1 \(a winch-out, \$75\.00\) (approved|was already approved)\./);
    const view = (await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView;
    expect(view.extras.map((extra) => extra.status)).toEqual(['approved']);
    expect((await log(job.id)).filter((action) => action.startsWith('Customer approved'))).toHaveLength(1);
  });

  it('refuses a fourth charge while three wait, and a sixth on one job', async () => {
    const job = await aJobAtTheCar();
    for (let i = 0; i < 3; i++) await proposed(job, { amountCents: 1_000 });
    const fourth = await propose(job, { amountCents: 1_000 });
    expect([fourth.status, fourth.body.code]).toEqual([409, 'extras_too_many_open']);
    expect((await textIn(job.phone, 'YES 1')).body).toMatch(/approved/);
    expect((await textIn(job.phone, 'NO 2')).body).toMatch(/declined/);
    for (let i = 0; i < 2; i++) await proposed(job, { amountCents: 1_000 });
    const sixth = await propose(job, { amountCents: 1_000 });
    expect([sixth.status, sixth.body.code]).toEqual([409, 'extras_too_many']);
    expect(await t.em().count(SmsMessage, { to: job.phone, template: 'extra-proposed' })).toBe(5);
  });

  it('holds a charge above the accepted price for a dispatcher before the customer hears of it', async () => {
    const job = await aJobAtTheCar();
    const admin = await t.connect('/admin', { cookie: await t.adminCookie() });
    const alerted = new Promise((resolve) => admin.socket.once('extra.held', resolve));
    const held = await proposed(job, { kind: 'dolly', amountCents: 20_001 });
    expect(held.extras).toMatchObject([{ number: 1, status: 'held', askedAt: null }]);
    expect(await alerted).toEqual({ id: job.id, trackingId: job.trackingId, number: 1, amountCents: 20_001 });
    expect(await t.em().count(SmsMessage, { to: job.phone, template: 'extra-proposed' })).toBe(0);
    expect(((await t.http().get(`/api/track/${job.trackingId}/extras`).expect(200)).body as ExtrasView).extras).toEqual([]);
    expect((await answer(job, held.extras[0].id, 'approve')).status).toBe(404);
    const unheard = await sendIn(job.phone, 'YES 1');
    expect(await t.em().count(SmsMessage, { idempotencyKey: `reply:${unheard.id}` })).toBe(0);
    expect(((await t.http().get(`/api/jobs/${job.jobId}/extras`).expect(200)).body as ExtrasView).extras[0].status).toBe('held');

    const cookie = await t.adminCookie();
    const released = await t.http().post(`/api/admin/requests/${job.id}/extras/${held.extras[0].id}/release`).set('Cookie', cookie).expect(200);
    expect((released.body as ExtrasView).extras[0]).toMatchObject({ status: 'proposed' });
    const [text] = await t.em().find(SmsMessage, { to: job.phone, template: 'extra-proposed' });
    expect(text.body).toContain('Reply YES 1 to approve or NO 1 to decline');
    const again = await t.http().post(`/api/admin/requests/${job.id}/extras/${held.extras[0].id}/release`).set('Cookie', cookie);
    expect([again.status, again.body.code]).toEqual([409, 'extra_not_held']);
    await t.http().post(`/api/admin/requests/${job.id}/extras/${held.extras[0].id}/release`).expect(401);
  });

  it('expires the charges still waiting, held ones too, when the job is completed', async () => {
    const job = await aJobAtTheCar();
    await proposed(job, { amountCents: 1_000 });
    await proposed(job, { kind: 'dolly', amountCents: 20_001 });
    for (const action of ['start_service', 'complete_job']) expect((await providerStep(t, job.jobId, action)).status).toBe(200);
    const view = (await t.http().get(`/api/admin/requests/${job.id}/extras`).set('Cookie', await t.adminCookie()).expect(200)).body as ExtrasView;
    expect(view.extras.map((extra) => [extra.status, extra.expiredAt !== null])).toEqual([
      ['expired', true],
      ['expired', true],
    ]);
    expect(view.totals.approvedExtrasCents).toBe(0);
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
