import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { Payment } from '../../src/modules/payments/entities/payment.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { anAgreedRequest } from '../support/factories';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const TWILIO = { accountSid: 'AC00000000000000000000000000000f25', authToken: 'test-auth-token-refund-0123456789', number: '+14695550100' };

/** A customer cancels a paid request by text while Stripe cannot refund: the request is cancelled and they are told so. */
describe('Cancelling a paid request by text when the refund fails', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({
    worker: true,
    env: () => ({ ...stripe.env(), TWILIO_ACCOUNT_SID: TWILIO.accountSid, TWILIO_AUTH_TOKEN: TWILIO.authToken, TWILIO_FROM: TWILIO.number }),
    beforeEachTest: () => stripe.reset(),
  });

  const text = async (from: string, body: string): Promise<SmsMessage> => {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    await postSignedInboundText(t.http, TWILIO, { sid, from, body }).expect(200);
    const inbound = await waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
      return row && row.attempts === 1 ? row : null;
    });
    return waitFor(() => t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` }));
  };

  it('answers that the request is cancelled, not that it cannot be, and leaves the refund to retry', async () => {
    const request = await anAgreedRequest(t.em(), { phone: '+12145550193' });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).expect(200);
    const session = stripe.pay(started.body.sessionId);
    const paid = signedEvent('checkout.session.completed', session);
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);

    await text(request.phone, 'CANCEL REQUEST');
    stripe.failNext(500, 500, 500);
    const answer = await text(request.phone, 'YES');

    expect(answer.body).toMatch(/^DFW Roadside: your request is cancelled/);
    expect(answer.body).not.toContain('can no longer be cancelled');
    expect(await t.em().findOneOrFail(CustomerRequest, request.id)).toMatchObject({ status: 'cancelled' });
    expect(await t.em().find(Payment, { request: request.id })).toMatchObject([{ status: 'paid' }]);
  });
});
