import type request from 'supertest';
import twilio from 'twilio';
import { TEST_ENV } from '../test-env';

export interface TwilioAccount {
  accountSid: string;
  authToken: string;
  /** Our number, the one the text is sent to. */
  number: string;
}

/** Posts an inbound text the way Twilio does: a form, signed with the SDK's own helper. */
export function postSignedInboundText(http: () => ReturnType<typeof request>, account: TwilioAccount, text: { sid: string; from: string; body: string }) {
  const params = { MessageSid: text.sid, AccountSid: account.accountSid, From: text.from, To: account.number, Body: text.body };
  const url = `${TEST_ENV.PUBLIC_URL}/api/sms/inbound`;
  return http()
    .post('/api/sms/inbound')
    .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(account.authToken, url, params))
    .type('form')
    .send(params);
}
