import { SmsOutboxService } from '../../src/modules/notifications/sms-outbox.service';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const ACCOUNT_SID = 'AC00000000000000000000000000000003';
const AUTH_TOKEN = 'test-auth-token-0011223344556677';
const FROM = '+14695550100';
const RATE_LIMIT_PER_SECOND = 4;
const CONCURRENCY = 3;

describe('The sms worker’s rate limit and concurrency', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const t = useTestApp({
    worker: true,
    env: () => ({
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: FROM,
      TWILIO_API_URL: twilioApi.url,
      SMS_RATE_LIMIT_PER_SECOND: String(RATE_LIMIT_PER_SECOND),
      SMS_WORKER_CONCURRENCY: String(CONCURRENCY),
    }),
    beforeEachTest: () => twilioApi.reset(),
  });
  let key = 0;

  /** To one phone, or (`phones`) to as many phones in turn: the texts of one phone leave one at a time whatever the limits. */
  async function queueTexts(count: number, phones = 1): Promise<void> {
    await t.app.get(SmsOutboxService).transaction(async (_tx, texts) => {
      for (let n = 0; n < count; n++) {
        texts.stage({ to: `+1214555${String(131 + (n % phones)).padStart(4, '0')}`, body: `Limited ${++key}`, template: 'test', idempotencyKey: `limits-${key}` });
      }
    });
  }

  it('never has more texts leave in a second than the rate limit', async () => {
    // At most 4 in any second: of 13 texts, the 5th leaves a second after the 1st, the 9th a second
    // after the 5th, the 13th a second after the 9th (without a limit: all within a blink).
    const count = 3 * RATE_LIMIT_PER_SECOND + 1;
    await queueTexts(count);
    await waitFor(async () => twilioApi.messages.length === count);

    const arrivals = twilioApi.messages.map((message) => message.dateCreated.getTime());
    // A little under 3 s: a text's way from its job's start to Twilio is not equally long every time.
    expect(arrivals.at(-1)! - arrivals[0]).toBeGreaterThanOrEqual(2_800);
    expect(new Set(twilioApi.messages.map((message) => message.body)).size).toBe(count);
  });

  it('has no more sends in flight than its concurrency', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    twilioApi.beforeAnsweringSends(() => held);
    await queueTexts(RATE_LIMIT_PER_SECOND + 1, RATE_LIMIT_PER_SECOND + 1);

    await waitFor(async () => twilioApi.received.length === CONCURRENCY);
    // Over a second the rate limit lets more texts start; only the concurrency holds them back.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(twilioApi.received).toHaveLength(CONCURRENCY);

    release();
    await waitFor(async () => twilioApi.messages.length === RATE_LIMIT_PER_SECOND + 1);
  });
});
