import { randomBytes } from 'node:crypto';
import { SmsMessage } from '../../src/modules/notifications/entities/sms-message.entity';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { aProvider } from '../support/factories';
import { postSignedInboundText } from '../support/signed-inbound-text';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

const ACCOUNT_SID = 'AC00000000000000000000000000000d23';
const AUTH_TOKEN = 'test-auth-token-duty-0123456789abc';
const OUR_NUMBER = '+14695550100';

/** Providers go on and off duty for offers; the roster records what they can do and where. */
describe('Provider availability', () => {
  const t = useTestApp({ worker: true, env: { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: OUR_NUMBER } });

  /** Sends a text in; the stored inbound row once handled. */
  const text = async (from: string, body: string): Promise<SmsMessage> => {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    await postSignedInboundText(t.http, { accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, number: OUR_NUMBER }, { sid, from, body }).expect(200);
    return waitFor(async () => {
      const row = await t.em().findOne(SmsMessage, { idempotencyKey: `inbound:${sid}` });
      return row && row.attempts === 1 ? row : null;
    });
  };
  const replyTo = (inbound: SmsMessage) => waitFor(() => t.em().findOne(SmsMessage, { idempotencyKey: `reply:${inbound.id}` }));
  const onDuty = async (id: string) => (await t.em().findOneOrFail(Provider, id)).onDuty;

  describe('by text', () => {
    it('puts a roster provider on duty with ON and off with OFF, confirming each', async () => {
      const provider = await aProvider(t.em(), { phone: '+19725550181' });
      expect(await onDuty(provider.id)).toBe(false);

      expect((await replyTo(await text(provider.phone, 'ON'))).body).toBe(
        'DFW Roadside: you are on duty and will get job offers. Text OFF when you stop. Reply STOP to opt out.',
      );
      expect(await onDuty(provider.id)).toBe(true);
      expect((await t.em().findOneOrFail(Provider, provider.id)).onDutySince).not.toBeNull();

      expect((await replyTo(await text(provider.phone, 'off'))).body).toContain('you are off duty and will get no job offers');
      expect(await onDuty(provider.id)).toBe(false);
    });

    it('keeps a deactivated provider off duty, and says why', async () => {
      const provider = await aProvider(t.em(), { phone: '+19725550186' });
      await t.em().nativeUpdate(Provider, { id: provider.id }, { active: false });
      expect((await replyTo(await text(provider.phone, 'ON'))).body).toContain('your provider account is paused, so you get no job offers');
      expect(await onDuty(provider.id)).toBe(false);
    });

    it('confirms in the provider’s language', async () => {
      const provider = await aProvider(t.em(), { phone: '+19725550182', language: 'es' });
      expect((await replyTo(await text(provider.phone, 'ON'))).body).toContain('ya estás en servicio y recibirás ofertas de trabajo');
    });

    it('leaves ON from a number on no roster entry for a person to read', async () => {
      const inbound = await text('+12145550183', 'ON');
      expect(await t.em().count(SmsMessage, { idempotencyKey: `reply:${inbound.id}` })).toBe(0);
      const inbox = await t.http().get('/api/admin/conversations').set('Cookie', await t.adminCookie()).expect(200);
      expect(JSON.stringify(inbox.body)).toContain('+12145550183');
    });
  });

  describe('on the roster', () => {
    const body = { name: 'Lone Star Towing', phone: '(972) 555-0184', email: 'dispatch@lonestar.example', vehicleInfo: 'Ford F-550 flatbed' };

    it('records the services, vehicle classes, home base and radius', async () => {
      const cookie = await t.adminCookie();
      const created = await t.http()
        .post('/api/admin/providers')
        .set('Cookie', cookie)
        .send({ ...body, services: ['Towing', 'Jump Start', 'Towing'], vehicleClasses: ['light', 'medium'], homeAddress: ' 3300 Main St, Dallas, TX ', homeLat: 32.78, homeLng: -96.78, serviceRadiusMiles: 30 })
        .expect(201);
      expect(created.body).toMatchObject({
        onDuty: false,
        services: ['Towing', 'Jump Start'],
        vehicleClasses: ['light', 'medium'],
        homeAddress: '3300 Main St, Dallas, TX',
        homeLat: 32.78,
        homeLng: -96.78,
        serviceRadiusMiles: 30,
      });
      const changed = await t.http().patch(`/api/admin/providers/${created.body.id}`).set('Cookie', cookie).send({ serviceRadiusMiles: 10, services: [] }).expect(200);
      expect(changed.body).toMatchObject({ serviceRadiusMiles: 10, services: [], vehicleClasses: ['light', 'medium'], homeLat: 32.78 });
    });

    it.each([
      [{ homeLat: 32.78 }, 'Enter both the latitude and the longitude of the home base'],
      [{ services: ['Snow Plowing'] }, 'services must each be one of the service types'],
      [{ vehicleClasses: ['huge'] }, 'vehicleClasses must each be light, medium or heavy'],
      [{ serviceRadiusMiles: 0 }, 'serviceRadiusMiles must be at least 1'],
      [{ serviceRadiusMiles: 12.5 }, 'serviceRadiusMiles must be a whole number of miles'],
      [{ homeLat: '32.7', homeLng: -96.8 }, 'homeLat must be a number'],
    ])('refuses %j with a reason', async (change, message) => {
      const provider = await aProvider(t.em(), { phone: '+19725550185' });
      const response = await t.http().patch(`/api/admin/providers/${provider.id}`).set('Cookie', await t.adminCookie()).send(change).expect(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    });
  });
});
