import { randomBytes } from 'node:crypto';
import type { LocationShareView } from '../../src/contracts/location-share-views';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { ActivityLogEntry } from '../../src/modules/request-core/entities/activity-log-entry.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { SmsIntake } from '../../src/modules/requests/entities/sms-intake.entity';
import { RequestCleanupService } from '../../src/modules/requests/request-cleanup.service';
import { aProvider } from '../support/factories';
import { GeocoderStandIn } from '../support/geocoder-stand-in';
import { ManualClock } from '../support/manual-clock';
import { providerStep } from '../support/provider-steps';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useStandIn } from '../support/stand-in';
import { signedEvent, StripeStandIn } from '../support/stripe-stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const TWILIO = { accountSid: 'AC00000000000000000000000000000027', authToken: 'test-auth-token-help-by-text-0123456', number: '+14695550127' };
const PICKUP = { display_name: '2100 Ross Avenue, Dallas, Texas 75201', lat: '32.7887', lon: '-96.7990' };
const SHOP = { display_name: '3500 Main Street, Dallas, Texas 75226', lat: '32.7853', lon: '-96.7787' };
const ELM = { display_name: 'Main Street & Elm Street, Dallas, Texas 75202', lat: '32.7809', lon: '-96.8003' };
const MINUTE = 60_000;

describe('Help by text: a whole job from a texting phone', () => {
  const twilio = useStandIn(new TwilioStandIn());
  const stripe = useStandIn(new StripeStandIn());
  const geocoder = useStandIn(new GeocoderStandIn('2100 Ross Avenue, Dallas, Texas 75201'));
  const t = useTestApp({
    worker: true,
    env: () => ({
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: TWILIO.number,
      TWILIO_API_URL: twilio.url,
      GEOCODER_URL: geocoder.url,
      ...stripe.env(),
    }),
    clock: new ManualClock(new Date('2026-11-26T04:30:00Z')),
    beforeEachTest: () => {
      twilio.reset();
      stripe.reset();
      geocoder.reset();
      geocoder.places.set('2100 ross ave, dallas', PICKUP);
      geocoder.places.set('3500 main st, dallas', SHOP);
      geocoder.places.set('main st & elm st, dallas', ELM);
    },
  });
  const admin = async () => ({ Cookie: await t.adminCookie() });

  /** A text in through the signed webhook (Twilio may deliver the same one twice: `sid`), handled by the worker. */
  async function text(from: string, body: string, sid = `SM${randomBytes(16).toString('hex')}`): Promise<SmsMessage> {
    await postSignedInboundText(t.http, TWILIO, { sid, from, body }).expect(200);
    return waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
      return row && row.attempts === 1 ? row : null;
    });
  }

  /** The answer to a text as it reached the Twilio stand-in. */
  async function answerTo(inbound: SmsMessage): Promise<string> {
    const reply = await waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` });
      return row && row.status === 'sent' ? row : null;
    });
    return reply.body;
  }

  const say = async (from: string, body: string) => answerTo(await text(from, body));
  const sentTo = (phone: string) => twilio.received.filter((call) => call.form.To === phone).map((call) => call.form.Body);
  const requestOf = (phone: string) => t.em().findOne(CustomerRequest, { phone });
  const textOf = (requestId: string, template: string) => waitFor(() => t.em().findOne(SmsMessage, { request: requestId, template, status: 'sent' }));

  /** 'tow' and the four answers of a tow, each answer's reply checked on the way. */
  async function aTowByText(phone: string): Promise<CustomerRequest> {
    expect(await say(phone, 'tow')).toMatch(/^DFW Roadside: Towing\. Where is the vehicle\? Reply with the street address/);
    expect(await say(phone, '2100 Ross Ave, Dallas')).toMatch(/^DFW Roadside: got it\. Where should we tow it\?/);
    expect(await say(phone, '3500 Main St, Dallas')).toMatch(/^DFW Roadside: what is the vehicle\? Reply with its year, make and model/);
    expect(await say(phone, '2015 Honda Civic')).toMatch(/^DFW Roadside: last question\. What kind of vehicle is it\?/);
    const received = await say(phone, '1');
    const request = await waitFor(() => requestOf(phone));
    expect(received).toBe(
      `DFW Roadside: we received your Towing request. A dispatcher will text you a price shortly. Follow it live: http://127.0.0.1:3999/track/${request.customerTrackingId} Reply STOP to opt out.`,
    );
    return request;
  }

  it('takes a tow, negotiates it, is paid through its link, follows it and rates it, all by text', async () => {
    const phone = '+12145552701';
    const request = await aTowByText(phone);
    expect(request).toMatchObject({
      requestType: 'sms',
      status: 'pending_admin_review',
      language: 'en',
      serviceType: 'Towing',
      vehicleYear: 2015,
      vehicleMake: 'Honda',
      vehicleModel: 'Civic',
      vehicleType: 'Car',
      locationAddress: PICKUP.display_name,
      customerLat: 32.7887,
      customerLng: -96.799,
      destinationAddress: SHOP.display_name,
      destinationLat: 32.7853,
      estimatedDistance: 1.2,
      useGps: false,
    });
    const board = await t.http().get('/api/admin/requests').set(await admin()).expect(200);
    expect((board.body as Array<{ id: string }>).find((summary) => summary.id === request.id)).toMatchObject({ requestType: 'sms' });

    // The price, one counter-offer by reply, a second one refused, the final offer accepted with YES.
    await t.http().post(`/api/admin/requests/${request.id}/price`).set(await admin()).send({ priceCents: 18_000 }).expect(204);
    expect((await textOf(request.id, 'price-offered')).body).toContain('your price is $180.00. Reply YES to accept it and our terms (http://127.0.0.1:3999/terms), or reply with your offer (one counter-offer).');
    expect(await say(phone, '$12O')).toMatch(/^DFW Roadside: Invalid Amount\. Please reply with a valid counter-offer amount/);
    expect(await say(phone, '$140')).toMatch(/^DFW Roadside: Counter-Offer Sent\. Your counter-offer of \$140\.00 has been sent to the dispatcher/);
    expect(await requestOf(phone)).toMatchObject({ status: 'negotiating', customerCounterOfferCents: 14_000, negotiationRound: 0 });
    expect(await say(phone, '130')).toBe('DFW Roadside: Counter-Offer Already Used. You can only make one counter-offer per request. Reply STOP to opt out.');
    await t.http().post(`/api/admin/requests/${request.id}/final-offer`).set(await admin()).send({ amountCents: 16_000 }).expect(204);
    expect((await textOf(request.id, 'final-offer')).body).toContain('our final offer is $160.00. Reply YES to accept it and our terms');
    expect(await say(phone, 'yes')).toMatch(/^DFW Roadside: you accepted \$160\.00 and our terms: .*Full terms: http:\/\/127\.0\.0\.1:3999\/terms/);
    const accepted = await requestOf(phone);
    expect(accepted).toMatchObject({ status: 'approved', finalPriceCents: 16_000, depositAmountCents: 2_400, customerFinalDecision: 'accepted' });
    expect(accepted!.termsAcceptedAt).not.toBeNull();
    const log = await t.em().find(ActivityLogEntry, { request: request.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['Request submitted by text (Towing)', 'Made counter-offer of $140.00 by text', 'Accepted offer of $160.00 by text, agreeing to the terms the price text linked']),
    );

    // One link pays: the geocoded pickup is the location the payment needs.
    const paymentText = (await textOf(request.id, 'payment-link')).body;
    expect(paymentText).toContain(`/payment/${request.id}?code=${request.customerTrackingId}`);
    const started = await t.http().post(`/api/track/${request.customerTrackingId}/checkout`).send({ termsAccepted: true }).expect(200);
    const paid = signedEvent('checkout.session.completed', stripe.pay(started.body.sessionId as string));
    await t.http().post('/api/payments/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', paid.signature).send(paid.payload).expect(200);
    await textOf(request.id, 'deposit-received');

    const provider = await aProvider(t.em(), { name: 'Trinity Tow', phone: '+19725552701' });
    const assigned = await t.http().post(`/api/admin/requests/${request.id}/provider`).set(await admin()).send({ providerId: provider.id }).expect(200);
    const jobId = assigned.body.providerJobId as string;
    expect(await say(phone, 'status')).toMatch(/^DFW Roadside: Provider Assigned\./);
    expect((await providerStep(t, jobId, 'start_job')).status).toBe(200);
    expect((await textOf(request.id, 'provider-en-route')).body).toMatch(/Your arrival code is \d{4}: give it only to Trinity Tow/);
    for (const action of ['mark_arrived', 'start_service', 'complete_job']) expect((await providerStep(t, jobId, action)).status).toBe(200);
    expect((await textOf(request.id, 'service-completed')).body).toContain('Reply 1-5 to rate Trinity Tow (5 is best)');

    // One digit rates it once; the words after it are the review.
    expect(await say(phone, '5')).toBe(
      'DFW Roadside: Thank You! Your 5-star rating has been submitted. Reply with a few words if you would like to add a review. Reply STOP to opt out.',
    );
    expect(await say(phone, 'Fast and kind, thank you')).toBe('DFW Roadside: thank you, your review is saved. Reply STOP to opt out.');
    expect(await say(phone, '1')).toBe('DFW Roadside: this job is already rated. Thank you! Reply STOP to opt out.');
    expect(await requestOf(phone)).toMatchObject({ status: 'completed', customerRating: 5, customerReview: 'Fast and kind, thank you' });

    // STATUS after the job: the completed status and the receipt texted at completion, in the words' language.
    const receiptUrl = /http:\/\/127\.0\.0\.1:3999\/receipt\/[\w-]{22}/.exec((await textOf(request.id, 'receipt-link')).body)![0];
    expect(await say(phone, 'STATUS')).toBe(
      `DFW Roadside: Service Completed. Thank you! Your receipt: ${receiptUrl} Reply STOP to opt out.`,
    );
    expect(await say(phone, 'estado')).toMatch(new RegExp(`^DFW Roadside: Servicio completado\\. ¡Gracias! Tu recibo: ${receiptUrl} Responde STOP`));
  });

  it('keeps two numbers texting at once apart', async () => {
    const [first, second] = ['+12145552702', '+12145552703'];
    const answers = async (phone: string, words: string[]) => {
      for (const body of words) await say(phone, body);
    };
    await Promise.all([
      answers(first, ['flat tire', '2100 Ross Ave, Dallas', '2019 Toyota RAV4', '2']),
      answers(second, ['help me', '2', 'Main St & Elm St, Dallas', '2008 Ford F-150', 'pickup']),
    ]);
    expect(await requestOf(first)).toMatchObject({ serviceType: 'Tire Change', vehicleMake: 'Toyota', vehicleModel: 'RAV4', vehicleType: 'SUV', locationAddress: PICKUP.display_name });
    expect(await requestOf(second)).toMatchObject({ serviceType: 'Jump Start', vehicleMake: 'Ford', vehicleModel: 'F-150', vehicleType: 'Pickup Truck', locationAddress: ELM.display_name });
  });

  it('applies a text Twilio delivers twice once', async () => {
    const phone = '+12145552704';
    await say(phone, 'jump start');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const [once] = await Promise.all([text(phone, '2100 Ross Ave, Dallas', sid), postSignedInboundText(t.http, TWILIO, { sid, from: phone, body: '2100 Ross Ave, Dallas' }).expect(200)]);
    await answerTo(once);
    await text(phone, '2100 Ross Ave, Dallas', sid);
    const conversation = await t.em().findOneOrFail(SmsIntake, { phone });
    expect(conversation).toMatchObject({ step: 'vehicle', version: 2 });
    expect(await t.em().count(SmsMessage, { to: phone })).toBe(2);
  });

  it('lets a conversation idle for 30 minutes expire: the next text starts over', async () => {
    const phone = '+12145552705';
    await say(phone, 'tow');
    t.clock.advance(29 * MINUTE);
    expect(await say(phone, '2100 Ross Ave, Dallas')).toMatch(/Where should we tow it\?/);
    t.clock.advance(30 * MINUTE);
    expect(await say(phone, '3500 Main St, Dallas')).toMatch(/^DFW Roadside: we can send a truck\. What do you need\?/);
    const conversations = await t.em().find(SmsIntake, { phone }, { orderBy: { createdAt: 'asc' } });
    expect(conversations.map((row) => row.status)).toEqual(['expired', 'open']);

    // A day after its last text the daily cleanup forgets it.
    t.clock.advance(24 * 60 * MINUTE + MINUTE);
    await t.app.get(RequestCleanupService).deleteExpiredCompleted();
    expect(await t.em().count(SmsIntake, { phone })).toBe(0);
  });

  it('stops on CANCEL REQUEST without a request', async () => {
    const phone = '+12145552706';
    await say(phone, 'lockout');
    expect(await say(phone, 'Cancel request')).toBe('DFW Roadside: stopped; no request was made. Text us any time you need help. Reply STOP to opt out.');
    expect(await t.em().findOneOrFail(SmsIntake, { phone })).toMatchObject({ status: 'cancelled' });
    expect(await requestOf(phone)).toBeNull();
  });

  it('asks again when the geocoder cannot find a typed place', async () => {
    const phone = '+12145552713';
    await say(phone, 'tow');
    expect(await say(phone, 'Nowhere Rd, Atlantis')).toBe(
      'DFW Roadside: we could not find that place. Reply with a street address, or two crossing streets and the city, e.g. 2100 Ross Ave, Dallas. Or reply LINK. Reply STOP to opt out.',
    );
  });

  it('asks again with the format once, then has a dispatcher call', async () => {
    const phone = '+12145552707';
    await say(phone, 'out of gas');
    await say(phone, '2100 Ross Ave, Dallas');
    expect(await say(phone, 'a blue one')).toBe('DFW Roadside: please reply with the 4-digit year, the make and the model, e.g. 2015 Honda Civic. Reply STOP to opt out.');
    expect(await say(phone, 'i dont know')).toBe(
      `DFW Roadside: sorry, we could not read that. A dispatcher will call you shortly, or call us now at (214) 555-0123. You can still answer the last question. Reply STOP to opt out.`,
    );
    expect(await say(phone, '2012 Chevy Malibu')).toMatch(/^DFW Roadside: last question/);
  });

  it('answers HELP from a new number with the help line and the first question', async () => {
    expect(await say('+12145552708', 'HELP')).toBe(
      `DFW Roadside roadside help, 24/7: call or text (214) 555-0123. To get a truck by text, reply 1 Tow, 2 Jump start, 3 Flat tire, 4 Lockout, 5 Fuel, 6 Other. Reply STOP to opt out.`,
    );
  });

  it('speaks Spanish to a driver who writes in Spanish', async () => {
    const phone = '+12145552709';
    expect(await say(phone, 'necesito una grúa')).toMatch(/^DFW Roadside: Remolque\. ¿Dónde está el vehículo\?/);
  });

  it('shares the location from the one-tap page, and the next question follows by text', async () => {
    const phone = '+12145552710';
    await say(phone, 'tow');
    const link = await say(phone, 'LINK');
    const code = /\/locate\/([\w-]{22}) /.exec(link)?.[1];
    if (!code) throw new Error(`No location link in "${link}"`);
    expect((await t.http().get(`/api/location-shares/${code}`).expect(200)).body).toMatchObject<Partial<LocationShareView>>({ language: 'en', status: 'open' });

    const shared = await t.http().post(`/api/location-shares/${code}`).send({ lat: 32.7767, lng: -96.797 }).expect(200);
    expect(shared.body).toEqual({ address: '2100 Ross Avenue, Dallas, Texas 75201' });
    await waitFor(async () => sentTo(phone).some((body) => body.startsWith('DFW Roadside: got it. Where should we tow it?')));
    expect((await t.em().findOneOrFail(SmsIntake, { phone })).answers.location).toEqual({ address: '2100 Ross Avenue, Dallas, Texas 75201', lat: 32.7767, lng: -96.797, fromGps: true });
    expect((await t.http().get(`/api/location-shares/${code}`).expect(200)).body.status).toBe('shared');
    expect((await t.http().post(`/api/location-shares/${code}`).send({ lat: 32.7, lng: -96.7 }).expect(409)).body.code).toBe('location_share_closed');
    expect((await t.http().post(`/api/location-shares/${code}`).send({ lat: 'here', lng: -96.7 }).expect(400)).body.code).toBe('invalid_location');

    t.clock.advance(31 * MINUTE);
    expect((await t.http().get(`/api/location-shares/${code}`).expect(410)).body.code).toBe('location_share_expired');
    expect((await t.http().post(`/api/location-shares/${code}`).send({ lat: 32.7, lng: -96.7 }).expect(410)).body.code).toBe('location_share_expired');
    expect((await t.http().get(`/api/location-shares/${'A'.repeat(22)}`).expect(404)).body.code).toBe('location_share_not_found');
  });

  it('describes every step in full to a text-only customer', async () => {
    const phone = '+12145552711';
    await say(phone, 'TEXT ONLY');
    await say(phone, '3');
    await say(phone, '2100 Ross Ave, Dallas');
    await say(phone, '2015 Honda Civic');
    const received = await say(phone, '1');
    expect(received).toBe(
      'DFW Roadside: we received your Tire Change request for the 2015 Honda Civic at Ross Avenue, Dallas. A dispatcher will text you a price shortly. Reply STATUS any time, or CALL to talk to a dispatcher. Reply STOP to opt out.',
    );
    const request = (await requestOf(phone))!;
    expect(request.textOnly).toBe(true);
    await t.http().post(`/api/admin/requests/${request.id}/price`).set(await admin()).send({ priceCents: 9_500 }).expect(204);
    const price = (await textOf(request.id, 'price-offered')).body;
    expect(price).toBe(
      'DFW Roadside: your price for Tire Change is $95.00. Reply YES to accept it and our terms (their summary comes with your YES), or reply with your offer (one counter-offer). Reply STOP to opt out.',
    );
    // No map, no page, no 'below': the words a page would have shown.
    expect(await say(phone, 'status')).toBe(
      'DFW Roadside: Price Offer Ready. Your price is ready. Reply YES to accept it, or reply with your offer (one counter-offer). Reply STOP to opt out.',
    );
    expect(await say(phone, 'yes')).toBe(
      'DFW Roadside: you accepted $95.00 and our terms: an independent licensed, insured provider does the work; the deposit is not refunded once a provider is assigned; you pay the rest on site. Reply STOP to opt out.',
    );
  });

  it('asks a dispatcher to call back on CALL, alerting the inbox', async () => {
    const phone = '+12145552712';
    const call = await text(phone, 'call');
    expect(await answerTo(call)).toBe(`DFW Roadside: a dispatcher will call you at this number shortly. If it is urgent, call (214) 555-0123. Reply STOP to opt out.`);
    const inbox = await t.http().get('/api/admin/conversations').set(await admin()).expect(200);
    expect(JSON.stringify(inbox.body)).toContain(phone);
  });
});
