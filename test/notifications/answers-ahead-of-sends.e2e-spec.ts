import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { JOBS, jobIds, QUEUES } from '../../src/infra/queue/queue-catalogue';
import { SmsOptOut } from '../../src/modules/notifications/entities/sms-opt-out.entity';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const ACCOUNT_SID = 'AC00000000000000000000000000000003';
const AUTH_TOKEN = 'test-auth-token-ahead-0123456789';
const OUR_NUMBER = '+14695550100';
const BACKLOG = 5_000;
const OPT_OUT_CONFIRMATION = 'DFW Roadside: you are unsubscribed and will get no more texts. Reply START to resubscribe.';

/** Inbound texts have a queue of their own, and answers jump the line of texts waiting for the per-sender limit. */
describe('A STOP while thousands of texts wait to be sent', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const t = useTestApp({
    worker: true,
    appPerTest: true,
    env: () => ({
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: OUR_NUMBER,
      TWILIO_API_URL: twilioApi.url,
      SMS_RATE_LIMIT_PER_SECOND: '10',
    }),
    beforeEachTest: () => twilioApi.reset(),
  });

  const smsQueue = () => t.app.get<Queue>(getQueueToken(QUEUES.sms));

  it('is confirmed within seconds, ahead of the backlog, which still goes out at the limit', async () => {
    const rows = await t.em().getConnection().execute<{ id: string }[]>(
      `insert into sms_messages (id, direction, to_phone, body, template, idempotency_key, status, attempts, created_at, updated_at)
       select gen_random_uuid(), 'outbound', '+12145550110', 'Bulk notice', 'bulk', 'bulk-' || n, 'queued', 0, now(), now()
       from generate_series(1, ${BACKLOG}) as n returning id`,
    );
    const ids = rows.map((row) => row.id);
    try {
      await stopWhileBacklogWaits(ids);
    } finally {
      // The backlog would hold up every later spec's texts in the shared Redis db.
      await smsQueue().drain(true);
    }
  }, 30_000);

  async function stopWhileBacklogWaits(ids: string[]) {
    await smsQueue().addBulk(ids.map((messageId) => ({ name: JOBS.sendSms, data: { messageId }, opts: { jobId: jobIds.sendSms(messageId) } })));

    const account = { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, number: OUR_NUMBER };
    await postSignedInboundText(t.http, account, { sid: `SM${randomBytes(16).toString('hex')}`, from: '+12145550111', body: 'STOP' }).expect(200);

    // Behind 5,000 texts at 10 a second the answer would wait over eight minutes.
    await waitFor(async () => (await t.em().count(SmsOptOut, { phone: '+12145550111' })) === 1, 5_000);
    await waitFor(async () => twilioApi.messages.some((message) => message.to === '+12145550111' && message.body === OPT_OUT_CONFIRMATION), 5_000);
    expect(twilioApi.messages.filter((message) => message.to === '+12145550110').length).toBeLessThan(BACKLOG);
  }
});
