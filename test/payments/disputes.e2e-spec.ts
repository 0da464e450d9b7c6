import type { AdminRequestView } from '../../src/contracts/request-views';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { Dispute } from '../../src/modules/payments/entities/dispute.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { StaffMember } from '../../src/modules/staff/entities/staff-member.entity';
import { TEST_ENV } from '../test-env';
import { anAgreedRequest, aProvider } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { useTestApp } from '../support/use-test-app';

const DESK_PHONE = '+12145550199';

describe('A disputed card payment', () => {
  const stripe = useStandIn(new StripeStandIn());
  const t = useTestApp({ env: () => stripe.env(), clock: new ManualClock(), beforeEachTest: () => stripe.reset() });
  const admin = async () => ({ Cookie: await t.adminCookie() });

  async function webhook(type: string, object: object) {
    const event = signedEvent(type, object);
    const deliver = () => t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.payload).expect(200);
    await deliver();
    return deliver;
  }

  /** A $200.00 tow whose $170.00 balance was paid by the card saved at the deposit. */
  async function aPaidCardJob(phone: string) {
    const request = await anAgreedRequest(t.em(), { phone, termsAcceptedAt: new Date('2026-11-29T07:00:00Z') });
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ saveCard: true }).expect(200);
    await webhook('checkout.session.completed', stripe.pay(started.body.sessionId as string));
    const provider = await aProvider(t.em(), { name: 'Trinity Tow LLC', phone: `+1972555${phone.slice(-4)}` });
    await t.em().nativeUpdate(Provider, provider.id, { balanceMethod: 'card' });
    const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200);
    for (const action of ['start_job', 'mark_arrived', 'start_service', 'complete_job']) expect((await providerStep(t, assigned.body.providerJobId as string, action)).status).toBe(200);
    const [text] = await t.em().find(SmsMessage, { request: request.id, template: 'balance-due' });
    await t.http().post(`/api/balance/${/\/balance\/([\w-]{22})/.exec(text.body)![1]}/saved-card`).send({ tipCents: 0 }).expect(200);
    const [charge] = stripe.paymentIntents.filter((intent) => intent.metadata.purpose === 'balance');
    return { request, provider, charge };
  }

  const details = async (id: string) => (await t.http().get(`/api/admin/requests/${id}`).set(await admin()).expect(200)).body as AdminRequestView;

  it("marks the job Disputed, texts the desk once, submits the job's evidence once on one click, and texts the provider the outcome", async () => {
    await t.em().nativeUpdate(StaffMember, { email: TEST_ENV.ADMIN_EMAIL }, { phone: DESK_PHONE });
    const { request, provider, charge } = await aPaidCardJob('+12145550170');

    const redeliver = await webhook('charge.dispute.created', stripe.openDispute(charge.id));
    await redeliver();
    const deskTexts = await t.em().find(SmsMessage, { request: request.id, template: 'dispute-opened' });
    expect(deskTexts).toHaveLength(1);
    expect(deskTexts[0]).toMatchObject({ to: DESK_PHONE });
    expect(deskTexts[0].body).toMatch(/^DFW Roadside desk: a customer's bank disputed a \$170\.00 card payment \(fraudulent\)\. Submit the job's evidence by .+: http:\/\/127\.0\.0\.1:3999\/admin\/request\//);

    const view = await details(request.id);
    expect(view.disputes).toEqual([expect.objectContaining({ amountCents: 17_000, reason: 'fraudulent', status: 'needs_response', evidenceDueBy: expect.any(String) })]);
    expect(view.cardBalance).toMatchObject({ status: 'paid', balanceCents: 17_000, paidWith: 'saved_card', card: { brand: 'visa', last4: '4242' } });

    // Two clicks at once: one submits, the other is told it was done.
    const disputeId = view.disputes[0].id;
    const clicks = await Promise.all([0, 1].map(async () => t.http().post(`/api/admin/requests/${request.id}/disputes/${disputeId}/evidence`).set(await admin())));
    expect(clicks.map((click) => click.status).sort()).toEqual([200, 409]);
    expect(clicks.find((click) => click.status === 409)!.body).toMatchObject({ code: 'dispute_answered' });
    expect(stripe.disputeUpdates).toHaveLength(1);
    const [update] = stripe.disputeUpdates;
    expect(update.submit).toBe(true);
    expect(update.evidence.product_description).toContain('Roadside assistance (Towing)');
    expect(update.evidence.uncategorized_text).toContain('The customer accepted the price of $200.00 and the service terms at 2026-11-29T07:00:00Z.');
    expect(update.evidence.uncategorized_text).toMatch(/arrival verified .+: the customer gave the provider their arrival code\./);
    expect(update.evidence.receipt).toBe(stripe.files[0].id);
    expect(stripe.files[0]).toMatchObject({ purpose: 'dispute_evidence', filename: 'receipt.pdf' });
    expect(stripe.files[0].data.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await details(request.id)).disputes[0]).toMatchObject({ status: 'submitted', submittedBy: expect.any(String) });

    await webhook('charge.dispute.closed', stripe.closeDispute(stripe.disputes[0].id, 'won'));
    expect(await t.em().findOneOrFail(Dispute, disputeId)).toMatchObject({ status: 'won' });
    const [outcome] = await t.em().find(SmsMessage, { request: request.id, template: 'dispute-closed' });
    expect(outcome).toMatchObject({ to: provider.phone });
    expect(outcome.body).toContain('was decided in our favor');
  });

  it('refuses the evidence of a dispute the request does not have, and without a session', async () => {
    const { request } = await aPaidCardJob('+12145550171');
    await t.http().post(`/api/admin/requests/${request.id}/disputes/not-a-dispute/evidence`).set(await admin()).expect(404);
    await t.http().post(`/api/admin/requests/${request.id}/disputes/00000000-0000-4000-8000-000000000000/evidence`).set(await admin()).expect(404);
    await t.http().post(`/api/admin/requests/${request.id}/disputes/00000000-0000-4000-8000-000000000000/evidence`).expect(401);
  });
});
