import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { passLimiterTime } from '../support/limiter-windows';
import { ManualClock } from '../support/manual-clock';
import { anOnlineRequestBody } from '../support/request-bodies';
import { useTestApp } from '../support/use-test-app';
import { TEST_ENV } from '../test-env';

const jumpStart = (phone: string) => anOnlineRequestBody({ phone, useGps: false });

const HOUR_MS = 60 * 60_000;

describe('texts the public intake may cause', () => {
  const t = useTestApp({
    clock: new ManualClock(new Date('2026-11-23T12:00:00Z')),
    env: { TEXTS_PER_NUMBER_PER_HOUR: '3', TEXTS_PER_ADDRESS_PER_HOUR: '5' },
  });
  const post = (body: object, idempotencyKey?: string) => {
    const call = t.http().post('/api/requests');
    if (idempotencyKey) call.set('Idempotency-Key', idempotencyKey);
    return call.send(body);
  };
  // The caps' windows run on Redis's clock, so time passes for them as well as for the app.
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await passLimiterTime(ms);
  };
  /** The wait the window leaves: `seconds` from the first text, less the real seconds a slow machine took since (Redis's clock runs on). */
  const expectRetryAfter = (header: string, seconds: number) => {
    expect(Number(header)).toBeLessThanOrEqual(seconds);
    expect(Number(header)).toBeGreaterThan(seconds - 60);
  };
  const stored = async () => ({ requests: await t.em().count(CustomerRequest), texts: await t.em().count(SmsMessage) });

  it('refuses the intake that would text one number more than its hourly cap, and stores nothing of it', async () => {
    // One number however it is written.
    for (const phone of ['(214) 555-0188', '+1 214-555-0188', '2145550188']) await post(jumpStart(phone)).expect(201);

    const refused = await post(jumpStart('214.555.0188')).expect(429);

    expectRetryAfter(refused.headers['retry-after'], 3600);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'texts_to_number_limited',
      message:
        'We have already sent as many texts to this phone number as we can this hour. ' +
        'Please try again in 60 minutes, or call us at (214) 555-0123.',
    });
    expect(await stored()).toEqual({ requests: 3, texts: 3 });
  });

  it('frees a slot an hour after it was taken, and says how long that is', async () => {
    for (let i = 0; i < 3; i++) {
      await post(jumpStart('(214) 555-0188')).expect(201);
      await advance(10 * 60_000);
    }
    const refused = await post(jumpStart('(214) 555-0188')).expect(429);
    expectRetryAfter(refused.headers['retry-after'], 30 * 60);
    expect(refused.body.message).toContain('Please try again in 30 minutes');

    await advance(new Date('2026-11-23T12:00:00Z').getTime() + HOUR_MS - t.clock.now().getTime());
    await post(jumpStart('(214) 555-0188')).expect(201);
    expect(await stored()).toEqual({ requests: 4, texts: 4 });
  });

  it('refuses the intake that would pass the hourly cap of one address, whatever the numbers', async () => {
    for (let i = 0; i < 5; i++) await post(jumpStart(`(214) 555-010${i}`)).expect(201);

    const refused = await post(jumpStart('(214) 555-0109')).expect(429);

    expectRetryAfter(refused.headers['retry-after'], 3600);
    expect(refused.body).toMatchObject({
      code: 'texts_from_address_limited',
      message:
        'Too many requests have come from your connection this hour. ' +
        'Please try again in 60 minutes, or call us at (214) 555-0123.',
    });
    expect(await stored()).toEqual({ requests: 5, texts: 5 });
  });

  it('counts no text for an intake refused for another reason', async () => {
    for (let i = 0; i < 3; i++) await post({ ...jumpStart('(214) 555-0188'), vehicleYear: '1850' }).expect(400);
    for (let i = 0; i < 3; i++) await post(jumpStart('(214) 555-0188')).expect(201);
  });

  it('counts a retried submission once', async () => {
    const body = jumpStart('(214) 555-0188');
    for (let i = 0; i < 3; i++) await post(body, 'retried-submission-1').expect(201);
    await post(jumpStart('(214) 555-0188')).expect(201);
    await post(jumpStart('(214) 555-0188')).expect(201);
    expect(await stored()).toEqual({ requests: 3, texts: 3 });
  });

  it('neither counts nor blocks the texts a dispatcher sends about a request', async () => {
    const created: string[] = [];
    for (let i = 0; i < 2; i++) created.push((await post(jumpStart('(214) 555-0188')).expect(201)).body.id);
    const cookie = await t.adminCookie();

    for (const id of created) {
      await t
        .http()
        .post(`/api/admin/requests/${id}/price`)
        .set('Cookie', cookie)
        .set('Origin', new URL(TEST_ENV.PUBLIC_URL).origin)
        .send({ priceCents: 12500 })
        .expect(204);
    }
    expect(await t.em().count(SmsMessage, { to: '+12145550188', template: 'price-offered' })).toBe(2);

    await post(jumpStart('(214) 555-0188')).expect(201);
    await post(jumpStart('(214) 555-0188')).expect(429);
  });
});
