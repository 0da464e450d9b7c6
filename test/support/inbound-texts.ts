import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { postSignedInboundText } from './signed-inbound-text';
import type { TestAppAccess } from './use-test-app';
import { waitFor } from './wait-for';

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  number: string;
}

/** Texts in through the signed webhook, and reads the stored inbound row and its answer once handled. */
export function inboundTexts(t: TestAppAccess, twilio: TwilioCredentials) {
  async function textIn(from: string, body: string): Promise<SmsMessage> {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    await postSignedInboundText(t.http, twilio, { sid, from, body }).expect(200);
    return waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
      return row && row.attempts === 1 ? row : null;
    });
  }

  const replyTo = (inbound: SmsMessage) => waitFor(() => t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` }));

  return { textIn, replyTo };
}
