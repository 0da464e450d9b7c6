import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { SmsOutboxService } from '../../src/modules/notifications/sms-outbox.service';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const ACCOUNT_SID = 'AC00000000000000000000000000000014';
const AUTH_TOKEN = 'test-auth-token-phone-order-01234';
const OUR_NUMBER = '+14695550100';
const ANA = '+12145550141';
const BEN = '+12145550142';

/** The worker sends a hundred texts at once, and Twilio sends them in the order they reach it. */
describe('Texts to one phone', () => {
  const twilioApi = useStandIn(new TwilioStandIn({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN }));
  const t = useTestApp({
    worker: true,
    env: () => ({
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: OUR_NUMBER,
      TWILIO_API_URL: twilioApi.url,
      // A short code's rate: at the default 10 a second the limiter alone spaces sends further apart than Twilio takes to answer.
      SMS_RATE_LIMIT_PER_SECOND: '1000',
    }),
    beforeEachTest: () => twilioApi.reset(),
  });
  let key = 0;

  /** One step's texts, written in one transaction, as the request engine writes them. */
  const step = (...texts: Array<[to: string, body: string]>) =>
    t.app.get(SmsOutboxService).transaction(async (_tx, stager) => {
      for (const [to, body] of texts) stager.stage({ to, body, template: 'test', idempotencyKey: `order-${++key}` });
    });
  const bodiesTo = (phone: string) => twilioApi.messages.filter((message) => message.to === phone).map((message) => message.body);

  /** Holds each send at the stand-in a moment, as Twilio's answer takes one, counting the sends to each phone under way at once. */
  function countSendsAtOnce(): Map<string, number> {
    const under = new Map<string, number>();
    const most = new Map<string, number>();
    twilioApi.beforeAnsweringSends(async ({ to }) => {
      under.set(to, (under.get(to) ?? 0) + 1);
      most.set(to, Math.max(most.get(to) ?? 0, under.get(to)!));
      await new Promise((resolve) => setTimeout(resolve, 25));
      under.set(to, under.get(to)! - 1);
    });
    return most;
  }

  it('leave one at a time, in the order their steps wrote them, while other phones’ texts go alongside', async () => {
    const most = countSendsAtOnce();
    await step([ANA, 'Ana 1'], [ANA, 'Ana 2'], [BEN, 'Ben 1'], [ANA, 'Ana 3']);
    await step([ANA, 'Ana 4']);
    await step([BEN, 'Ben 2'], [ANA, 'Ana 5']);

    await waitFor(async () => twilioApi.messages.length === 7);
    expect(bodiesTo(ANA)).toEqual(['Ana 1', 'Ana 2', 'Ana 3', 'Ana 4', 'Ana 5']);
    expect(bodiesTo(BEN)).toEqual(['Ben 1', 'Ben 2']);
    expect(most.get(ANA)).toBe(1);
    await waitFor(async () => (await t.em().count(SmsMessage, { to: ANA, status: 'sent' })) === 5);
  });

  it('keep a text Twilio refused for a moment ahead of the later ones, which wait for its retry', async () => {
    twilioApi.failNext(500);
    await step([ANA, 'Your provider is on the way']);
    await waitFor(async () => twilioApi.received.length === 1);
    await step([ANA, 'Your provider has arrived']);

    await waitFor(async () => twilioApi.messages.length === 2);
    expect(bodiesTo(ANA)).toEqual(['Your provider is on the way', 'Your provider has arrived']);
  });

  it('let an answer bring its phone’s line to the front: a text the queue missed goes first, then the answer', async () => {
    // A text committed while the queue was away: without a job it would wait for the sweep, a minute on.
    const missed = t.em().create(SmsMessage, { to: ANA, body: 'Missed by the queue', template: 'test', idempotencyKey: `order-${++key}` });
    await t.em().persistAndFlush(missed);

    await postSignedInboundText(t.http, { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, number: OUR_NUMBER }, { sid: `SM${randomBytes(16).toString('hex')}`, from: ANA, body: 'START' }).expect(200);

    await waitFor(async () => bodiesTo(ANA).length === 2, 10_000);
    expect(bodiesTo(ANA)).toEqual(['Missed by the queue', expect.stringMatching(/^DFW Roadside: you are subscribed again/)]);
  });
});
