import twilio from 'twilio';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { LogCapture } from '../platform/log-capture';
import { useStandIn } from '../support/stand-in';
import { TwilioStandIn } from '../support/twilio-stand-in';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';

const ACCOUNT_SID = 'AC00000000000000000000000000000004';
const AUTH_TOKEN = 'test-auth-token-refusals-0123456789';
const OUR_NUMBER = '+14695550100';
const SECRET_WORDS = 'my gate code is 4417';

/** Signed forms Twilio could never have meant: refused with a 4xx that says why, never a 500, and never logged with their text. */
describe('Twilio webhooks refusing unstorable forms', () => {
  const twilioApi = useStandIn(new TwilioStandIn());
  const logs = new LogCapture();
  const t = useTestApp({
    env: () => ({
      LOG_LEVEL: 'info',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: OUR_NUMBER,
      TWILIO_API_URL: twilioApi.url,
    }),
    logDestination: logs.destination,
    beforeEachTest: () => {
      twilioApi.reset();
      logs.clear();
    },
  });

  /** Posts a form to a webhook the way Twilio does, signed with the SDK's own helper. */
  const postSigned = (path: string, params: Record<string, string>) =>
    t
      .http()
      .post(path)
      .set('X-Twilio-Signature', twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${TEST_ENV.PUBLIC_URL}${path}`, params))
      .type('form')
      .send(params);

  const inbound = (fields: Record<string, string>) =>
    postSigned('/api/sms/inbound', { MessageSid: 'SM00000000000000000000000000000001', AccountSid: ACCOUNT_SID, To: OUR_NUMBER, ...fields });

  const expectNothingStoredOrLoggedOfIt = async () => {
    expect(await t.em().count(SmsMessage, {})).toBe(0);
    expect(logs.text()).not.toContain(SECRET_WORDS);
    expect(logs.lines().filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  };

  it('refuses an inbound text with a NUL in its body', async () => {
    const response = await inbound({ From: '+12145550170', Body: `${SECRET_WORDS}\u0000` }).expect(400);
    expect(response.body).toMatchObject({ code: 'unstorable_text', message: 'The request contains characters that cannot be stored.' });
    await expectNothingStoredOrLoggedOfIt();
  });

  it('refuses an inbound text with a NUL in its sender', async () => {
    const response = await inbound({ From: '+1214555\u00000171', Body: SECRET_WORDS }).expect(400);
    expect(response.body.code).toBe('unstorable_text');
    await expectNothingStoredOrLoggedOfIt();
  });

  it('refuses an inbound text with a NUL in a field it does not read', async () => {
    await inbound({ From: '+12145550172', Body: SECRET_WORDS, FromCity: 'DALLAS\u0000' }).expect(400);
    await expectNothingStoredOrLoggedOfIt();
  });

  it('refuses an inbound text without a sender', async () => {
    const response = await inbound({ Body: SECRET_WORDS }).expect(400);
    expect(response.body).toMatchObject({ code: 'missing_field', message: 'From is required.' });
    await expectNothingStoredOrLoggedOfIt();
  });

  it('refuses an inbound text whose sender is empty', async () => {
    await inbound({ From: '', Body: SECRET_WORDS }).expect(400);
    await expectNothingStoredOrLoggedOfIt();
  });

  it('refuses a delivery report with a NUL in its message id', async () => {
    const response = await postSigned('/api/sms/status', { MessageSid: 'SM0000\u00001', MessageStatus: 'delivered', AccountSid: ACCOUNT_SID }).expect(400);
    expect(response.body.code).toBe('unstorable_text');
    expect(logs.lines().filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  });

  it('refuses a delivery report with a NUL in its error code', async () => {
    await postSigned('/api/sms/status', { MessageSid: 'SM00000000000000000000000000000002', MessageStatus: 'failed', ErrorCode: '30003\u0000' }).expect(400);
    expect(logs.lines().filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
  });
});
