import { randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest } from '@playwright/test';
import twilio from 'twilio';
import { E2E_BASE_URL, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_STAND_IN_URL } from './env';

const INBOUND_PATH = '/api/sms/inbound';
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** A text as the stand-in took it from the app. */
export interface TextSentThroughTwilio {
  sid: string;
  to: string;
  from: string | null;
  body: string;
  status: string;
  statusCallback: string | null;
  dateCreated: string;
}

/**
 * Posts an inbound text the way Twilio does: a form, signed with the SDK's own helper over the URL the
 * app's guard computes (PUBLIC_URL + path). No cookie and no Origin, as from Twilio's servers.
 */
export async function textFrom(from: string, body: string): Promise<{ messageSid: string }> {
  const messageSid = `SM${randomBytes(16).toString('hex')}`;
  const form = {
    ToCountry: 'US',
    SmsMessageSid: messageSid,
    NumMedia: '0',
    SmsSid: messageSid,
    SmsStatus: 'received',
    Body: body,
    To: TWILIO_FROM,
    NumSegments: '1',
    MessageSid: messageSid,
    AccountSid: TWILIO_ACCOUNT_SID,
    From: from,
    ApiVersion: '2010-04-01',
  };
  const signature = twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, `${E2E_BASE_URL}${INBOUND_PATH}`, form);
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } });
  try {
    const response = await context.post(INBOUND_PATH, { form, headers: { 'X-Twilio-Signature': signature } });
    expect(response.status(), await response.text()).toBe(200);
    expect(await response.text()).toBe(EMPTY_TWIML);
  } finally {
    await context.dispose();
  }
  return { messageSid };
}

/** Every text the app sent to `phone` through the Twilio stand-in, oldest first. */
export async function textsSentTo(phone: string): Promise<TextSentThroughTwilio[]> {
  const response = await fetch(`${TWILIO_STAND_IN_URL}/__messages?${new URLSearchParams({ to: phone })}`);
  expect(response.status).toBe(200);
  return (await response.json()) as TextSentThroughTwilio[];
}
