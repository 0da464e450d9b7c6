import type { ExtrasView } from '../../src/contracts/extra-views';
import type { PhotoView } from '../../src/contracts/provider-views';
import type { ReceiptView } from '../../src/contracts/receipt-views';
import { JobPhoto } from '../../src/modules/on-site/entities/job-photo.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { Receipt } from '../../src/modules/payments/entities/receipt.entity';
import { ExtraCharge } from '../../src/modules/on-site/entities/extra-charge.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { RequestCleanupService } from '../../src/modules/requests/request-cleanup.service';
import { anAgreedRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep, uploadPhoto } from '../support/provider-steps';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('The itemized receipt texted at completion', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ env: () => stripe.env(), clock: new ManualClock(), beforeEachTest: () => stripe.reset() });
  const admin = async () => ({ Cookie: await t.adminCookie() });

  /** A $200 tow paid by a Mastercard through Stripe, driven to completion with two approved extras, one declined and one voided. */
  async function aCompletedJob(overrides: Partial<CustomerRequest> = {}) {
    const request = await anAgreedRequest(t.em(), { phone: '+12145550125', ...overrides });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
    const paid = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId as string, { brand: 'mastercard', last4: '4444' }));
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);

    const provider = await aProvider(t.em(), { name: 'Rosa Diaz Towing', contactName: 'Rosa Diaz', phone: '+19725550125' });
    await t.em().nativeUpdate(Provider, provider.id, { companyLicence: '0651234VSF', insuranceCarrier: 'Lone Star Mutual' });
    const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200);
    const { providerJobId: jobId, trackingId } = assigned.body as { providerJobId: string; trackingId: string };
    for (const action of ['start_job', 'mark_arrived']) expect((await providerStep(t, jobId, action)).status).toBe(200);

    const propose = async (kind: string, amountCents: number, description?: string) => {
      t.clock.advance(60_000);
      const photo = (await uploadPhoto(t, jobId, 'extra')).body as PhotoView;
      const view = (await t.http().post(`/api/jobs/${jobId}/extras`).send({ kind, amountCents, photoId: photo.id, description }).expect(201)).body as ExtrasView;
      return view.extras.find((extra) => extra.status === 'proposed')!.id;
    };
    const answer = async (extraId: string, choice: string) => {
      const answered = await t.http().post(`/api/track/${trackingId}/extras/${extraId}`).send({ answer: choice });
      if (answered.status !== 200) throw new Error(JSON.stringify(answered.body));
    };
    await answer(await propose('winch_out', 7_550), 'approve');
    await answer(await propose('dolly', 4_000), 'decline');
    await answer(await propose('other', 1_999, 'Second flat tire'), 'approve');
    const voided = await propose('wait_time', 2_500);
    await answer(voided, 'approve');
    await t.http().post(`/api/admin/requests/${request.id}/extras/${voided}/void`).set(await admin()).send({ reason: 'Waited for our dispatcher' }).expect(200);

    for (const action of ['start_service', 'complete_job']) expect((await providerStep(t, jobId, action)).status).toBe(200);
    const [text] = await t.em().find(SmsMessage, { request: request.id, template: 'receipt-link' });
    const code = /\/receipt\/([A-Za-z0-9_-]{22}) /.exec(text.body)?.[1];
    if (!code) throw new Error(`No receipt link in "${text.body}"`);
    return { id: request.id, code, text };
  }

  const receipt = (code: string) => t.http().get(`/api/receipts/${code}`);

  it('lists every line, and its sums equal what was paid: the accepted price, approved extras, the card deposit and the balance', async () => {
    const job = await aCompletedJob();
    expect(job.text.body).toMatch(/^DFW Roadside: your itemized receipt \(\$295\.49 in all\) is at http:\/\/127\.0\.0\.1:3999\/receipt\/[\w-]{22} and stays there for 90 days\./);

    const view = (await receipt(job.code).expect(200)).body as ReceiptView;
    expect(view).toMatchObject({
      number: expect.stringMatching(/^R-[0-9A-F]{8}$/),
      business: { name: 'DFW Roadside Assistance' },
      serviceType: 'Towing',
      vehicle: '2018 Ford F-150',
      providerName: 'Rosa Diaz Towing',
      providerPerson: 'Rosa',
      providerLicence: '0651234VSF',
      providerInsurer: 'Lone Star Mutual',
      pickupAddress: '1500 Marilla St, Dallas, TX',
      dropOff: { address: 'Fort Worth, TX' },
      arrivalVerifiedBy: 'code',
      card: { brand: 'mastercard', last4: '4444' },
      pdfPath: `/api/receipts/${job.code}/pdf`,
    });
    // The receipt names the provider as every text did.
    const named = await t.em().find(SmsMessage, { request: job.id, template: { $in: ['provider-assigned', 'provider-en-route', 'provider-arrived'] } });
    expect(named.map((text) => text.body.split(' is ')[0].split(' has ')[0])).toEqual(Array(3).fill('DFW Roadside: Rosa from Rosa Diaz Towing'));
    expect(view.extras.map(({ kind, amountCents, description }) => [kind, amountCents, description])).toEqual([
      ['winch_out', 7_550, null],
      ['other', 1_999, 'Second flat tire'],
    ]);

    // The ledger: the request's agreed price, the extras approved and not voided, the deposit Stripe took.
    const request = await t.em().findOneOrFail(CustomerRequest, job.id);
    const approved = await t.em().find(ExtraCharge, { request: job.id, status: 'approved' });
    const [payment] = await t.em().find(Payment, { request: job.id, status: 'paid' });
    const extrasCents = approved.reduce((sum, extra) => sum + extra.amountCents, 0);
    expect(view.totals).toEqual({
      priceCents: request.finalPriceCents,
      approvedExtrasCents: extrasCents,
      totalCents: request.finalPriceCents! + extrasCents,
      depositCents: payment.amountCents,
      balancePaidOnSiteCents: request.finalPriceCents! + extrasCents - payment.amountCents,
    });
    expect(view.totals).toEqual({ priceCents: 20_000, approvedExtrasCents: 9_549, totalCents: 29_549, depositCents: 3_000, balancePaidOnSiteCents: 26_549 });
    expect([request.arrivedAt?.toISOString(), request.arrivalVerifiedAt?.toISOString(), request.serviceCompletedAt?.toISOString()]).toEqual([
      view.arrivedAt,
      view.arrivalVerifiedAt,
      view.completedAt,
    ]);
  });

  it('shows every photo of the job through a short-lived link, and serves the same receipt as a PDF in either language', async () => {
    const job = await aCompletedJob();
    const view = (await receipt(job.code).expect(200)).body as ReceiptView;
    expect(view.photos.map((photo) => photo.stage).sort()).toEqual((await t.em().find(JobPhoto, { request: job.id })).map((photo) => photo.stage).sort());
    expect(view.photos.map((photo) => photo.stage)).toEqual(expect.arrayContaining(['pickup', 'completion', 'extra']));
    const image = await t.http().get(new URL(view.photos[0].url).pathname).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    for (const lang of ['', '?lang=es']) {
      const pdf = await t.http().get(`${view.pdfPath}${lang}`).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${view.number}.pdf"`);
      const body = pdf.body as Buffer;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(body.subarray(-6).toString('latin1')).toContain('%%EOF');
      // Every photo is drawn into it.
      expect(body.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(view.photos.length);
    }
    const badLanguage = await t.http().get(`${view.pdfPath}?lang=fr`).expect(400);
    expect(badLanguage.body.message).toEqual(['Choose en or es for the language.']);
  });

  it('writes the text in Spanish for a Spanish-speaking customer', async () => {
    const job = await aCompletedJob({ language: 'es' });
    expect(job.text.body).toMatch(/^DFW Roadside: tu recibo detallado \(\$295\.49 en total\) está en http:\/\/127\.0\.0\.1:3999\/receipt\/[\w-]{22} y seguirá ahí 90 días\./);
    expect(((await receipt(job.code).expect(200)).body as ReceiptView).language).toBe('es');
  });

  it('outlives the request and the tracking link, answers Receipt Expired after 90 days, and is deleted a month later', async () => {
    const job = await aCompletedJob();
    t.clock.advance(DAY_MS);
    await t.http().delete(`/api/admin/requests/${job.id}`).set(await admin()).expect(204);
    expect(((await receipt(job.code).expect(200)).body as ReceiptView).totals.totalCents).toBe(29_549);

    t.clock.advance(89 * DAY_MS);
    const expired = await receipt(job.code).expect(410);
    expect(expired.body).toMatchObject({ code: 'receipt_expired', title: 'Receipt Expired' });
    await t.http().get(`/api/receipts/${job.code}/pdf`).expect(410);

    await t.app.get(RequestCleanupService).deleteExpiredCompleted();
    expect(await t.em().count(Receipt, {})).toBe(1);
    t.clock.advance(31 * DAY_MS);
    await t.app.get(RequestCleanupService).deleteExpiredCompleted();
    expect(await t.em().count(Receipt, {})).toBe(0);
    expect((await receipt(job.code).expect(404)).body.code).toBe('receipt_not_found');
  });

  it('opens for no code but its own: unknown and malformed codes are refused, and only the digest is stored', async () => {
    const job = await aCompletedJob();
    expect((await receipt('AAAAAAAAAAAAAAAAAAAAAA').expect(404)).body.code).toBe('receipt_not_found');
    await receipt('not-a-code').expect(404);
    const [stored] = await t.em().find(Receipt, { request: job.id });
    expect(JSON.stringify(stored)).not.toContain(job.code);
    expect(stored.codeDigest).toMatch(/^[0-9a-f]{64}$/);
  });
});
