import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aProvider, aRequest } from '../support/factories';
import { anOnlineRequestBody } from '../support/request-bodies';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const ACCOUNT_SID = 'AC00000000000000000000000000000e22';
const AUTH_TOKEN = 'test-auth-token-spanish-0123456789';
const OUR_NUMBER = '+14695550100';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const SPANISH_HINT = 'Responde STOP para darte de baja.';
const ENGLISH_HINT = 'Reply STOP to opt out.';

/** A customer who chose Spanish reads every text in Spanish; the provider who serves them reads theirs in their own language. */
describe('Texts in the recipient’s language', () => {
  const t = useTestApp({ worker: true, env: { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: OUR_NUMBER } });
  const textsTo = (phone: string) => t.em().find(SmsMessage, { to: phone, direction: 'outbound' }, { orderBy: { createdAt: 'asc', id: 'asc' } });

  it('writes a Spanish request’s every text in Spanish, and its English-speaking provider’s in English', async () => {
    const cookie = await t.adminCookie();
    const created = await t.http().post('/api/requests').send(anOnlineRequestBody({ phone: '(214) 555-0171', language: 'es', useGps: true, customerLat: 32.7767, customerLng: -96.797 })).expect(201);
    const code = created.body.trackingId as string;
    const stored = await t.em().findOneOrFail(CustomerRequest, { customerTrackingId: code });
    expect(stored.language).toBe('es');

    await t.http().post(`/api/admin/requests/${stored.id}/price`).set('Cookie', cookie).send({ priceCents: 12000 }).expect(204);
    await t.http().post(`/api/track/${code}/accept`).send({ termsAccepted: true }).expect(200);
    const checkout = await t.http().post(`/api/track/${code}/checkout`).send({}).expect(200);
    const card = await t.http().get(`/api/payments/test-checkout/${checkout.body.sessionId}`).expect(200);
    expect(card.body.description).toBe('Depósito de Paso de corriente (15% de $120.00)');
    await t.http().post(`/api/payments/test-checkout/${checkout.body.sessionId}/pay`).send(GOOD_CARD).expect(200);
    const provider = await aProvider(t.em(), { name: 'Sam Rivera', phone: '+19725550177' });
    await t.http().post(`/api/admin/requests/${stored.id}/provider`).set('Cookie', cookie).send({ providerId: provider.id }).expect(200);

    const customerTexts = await textsTo(stored.phone);
    expect(customerTexts.map((text) => text.template)).toEqual([
      'request-received',
      'price-offered',
      'payment-link',
      'deposit-received',
      'provider-assigned',
    ]);
    for (const text of customerTexts) expect(text.body).toMatch(new RegExp(`${SPANISH_HINT.replace('.', '\\.')}$`));
    expect(customerTexts[0].body).toContain('recibimos tu solicitud de Paso de corriente');
    expect(customerTexts[1].body).toContain('tu precio es $120.00');
    expect(customerTexts[3].body).toContain('depósito de $18.00 pagado');
    expect(customerTexts[4].body).toContain('Sam Rivera es tu proveedor');

    const [job] = await textsTo(provider.phone);
    expect(job.template).toBe('job-assigned');
    expect(job.body).toContain('DFW Roadside job: Jump Start for a 2018 Ford F-150 near Marilla St, Dallas');
    expect(job.body).toMatch(/Reply STOP to opt out\.$/);
  });

  it('writes a provider who reads Spanish their job in Spanish, for a customer who reads English', async () => {
    const cookie = await t.adminCookie();
    const request = await aRequest(t.em(), { status: 'deposit_paid', depositPaid: true, paymentStatus: 'upfront_paid', finalPriceCents: 20000 });
    const created = await t.http()
      .post('/api/admin/providers')
      .set('Cookie', cookie)
      .send({ name: 'Grúas Ramírez', phone: '(972) 555-0178', email: 'ramirez@example.com', vehicleInfo: 'Grúa blanca', language: 'es' })
      .expect(201);
    expect(created.body.language).toBe('es');
    await t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', cookie).send({ providerId: created.body.id }).expect(200);

    // Joining the roster texted them their provider page first, in Spanish too.
    const [pageLink, job] = await textsTo(created.body.phone);
    expect(pageLink.body).toContain('tu enlace de proveedor');
    expect(job.body).toContain('Trabajo de DFW Roadside: Remolque para un 2018 Ford F-150');
    expect(job.body).toContain('Cobras $170.00 (85%) en el lugar');
    const [customer] = await textsTo(request.phone);
    expect(customer.body).toMatch(new RegExp(`${ENGLISH_HINT.replace('.', '\\.')}$`));
  });

  describe('answers to keywords', () => {
    const text = async (from: string, body: string): Promise<SmsMessage> => {
      const sid = `SM${randomBytes(16).toString('hex')}`;
      await postSignedInboundText(t.http, { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, number: OUR_NUMBER }, { sid, from, body }).expect(200);
      const inbound = await waitFor(async () => {
        const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
        return row && row.attempts === 1 ? row : null;
      });
      return waitFor(() => t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` }));
    };

    it('answers AYUDA and ESTADO in Spanish', async () => {
      const request = await aRequest(t.em(), { phone: '+12145550172', language: 'es', status: 'pending_admin_review' });
      expect((await text(request.phone, 'AYUDA')).body).toMatch(/^DFW Roadside auxilio vial\. Para ayuda llama o manda un mensaje al/);
      expect((await text(request.phone, 'estado')).body).toContain('DFW Roadside: Solicitud recibida. Un despachador está revisando tu solicitud');
    });

    it('answers a Spanish-speaking customer’s English HELP in Spanish, and an unknown number’s in the words it used', async () => {
      await aRequest(t.em(), { phone: '+12145550173', language: 'es' });
      expect((await text('+12145550173', 'HELP')).body).toContain('Para ayuda llama');
      // From a number with nothing open, HELP also starts a request by text: the help line comes with the first question.
      expect((await text('+12145550174', 'HELP')).body).toContain('call or text (214) 555-0123. To get a truck by text');
      expect((await text('+12145550175', 'Ayuda')).body).toContain('llama o escribe al (214) 555-0123. Para pedir ayuda por mensaje');
    });

    it('cancels by CANCELAR SOLICITUD and SI, in Spanish', async () => {
      const request = await aRequest(t.em(), { phone: '+12145550176', language: 'es', status: 'pending_admin_review' });
      expect((await text(request.phone, 'Cancelar solicitud')).body).toContain('responde SÍ para cancelar tu solicitud');
      expect((await text(request.phone, 'Sí')).body).toContain('tu solicitud está cancelada');
      expect((await t.em().findOneOrFail(CustomerRequest, request.id)).status).toBe('cancelled');
    });
  });
});
