import type { EntityManager } from '@mikro-orm/postgresql';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { LogCapture } from '../platform/log-capture';
import { aPaidRequest, aProvider, aTrackingCode } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

const aCompletedJob = (em: EntityManager, provider: Provider, customerRating: number | null) =>
  aPaidRequest(em, {
    status: 'completed',
    provider,
    providerJobId: aTrackingCode().toUpperCase().padEnd(9, 'X'),
    serviceCompletedAt: new Date('2026-11-23T13:00:00Z'),
    customerRating,
  });

describe('The provider roster', () => {
  const t = useTestApp();
  const list = async (query = '') => t.http().get(`/api/admin/providers${query}`).set('Cookie', await t.adminCookie());

  it("lists every provider with their jobs, completions and average rating, active ones first", async () => {
    const rosa = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    const sam = await aProvider(t.em(), { name: 'Sam Rivera', phone: '+19725550191' });
    const idle = await aProvider(t.em(), { name: 'Ann Idle', phone: '+19725550192' });
    await t.http().patch(`/api/admin/providers/${idle.id}`).set('Cookie', await t.adminCookie()).send({ active: false }).expect(200);
    await aCompletedJob(t.em(), rosa, 5);
    await aCompletedJob(t.em(), rosa, 4);
    await aCompletedJob(t.em(), sam, null);

    const response = await list();

    expect(response.status).toBe(200);
    expect(response.body.map((p: { name: string; active: boolean; jobCount: number; completedCount: number; averageRating: number | null }) => [
      p.name,
      p.active,
      p.jobCount,
      p.completedCount,
      p.averageRating,
    ])).toEqual([
      ['Rosa Diaz', true, 2, 2, 4.5],
      ['Sam Rivera', true, 1, 1, null],
      ['Ann Idle', false, 0, 0, null],
    ]);
  });

  it('finds providers by part of a name or of a phone number', async () => {
    await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190' });
    await aProvider(t.em(), { name: 'Sam Rivera', phone: '+12145550191' });

    expect((await list('?search=ros')).body.map((p: { name: string }) => p.name)).toEqual(['Rosa Diaz']);
    expect((await list('?search=(214) 555')).body.map((p: { name: string }) => p.name)).toEqual(['Sam Rivera']);
    expect((await list('?search=100%25')).body).toEqual([]);
  });

  it("refuses a provider missing a field with the spec's message, and a phone already on the roster", async () => {
    const cookie = await t.adminCookie();
    const add = (body: object) => t.http().post('/api/admin/providers').set('Cookie', cookie).send(body);
    const valid = { name: 'Marcus Lee', phone: '(214) 555-0193', email: 'marcus@example.com', vehicleInfo: 'Red wrecker' };

    expect((await add({ ...valid, name: ' ' })).body.message).toBe('Provider name is required');
    expect((await add({ ...valid, phone: '214-555-01x9' })).body.message).toBe('Please enter a valid phone number');
    expect((await add({ ...valid, email: 'marcus@' })).body.message).toBe('Please enter a valid email');
    expect((await add({ ...valid, vehicleInfo: '' })).body.message).toBe('Vehicle information is required');
    expect((await add(valid)).status).toBe(201);
    const again = await add({ ...valid, name: 'Someone Else' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another provider on the roster already has this phone number.');
  });

  it('is for signed-in admins only', async () => {
    await t.http().get('/api/admin/providers').expect(401);
  });
});

describe('Editing a provider with null fields', () => {
  const log = new LogCapture();
  const t = useTestApp({ logDestination: log.destination });

  it.each(['active', 'name', 'contactName', 'phone', 'email', 'vehicleInfo'])(
    'refuses %s: null with 400 and a reason, changes nothing and logs no personal data',
    async (field) => {
      const provider = await aProvider(t.em(), { name: 'Rosa Diaz', phone: '+19725550190', email: 'rosa@example.com' });
      const response = await t.http().patch(`/api/admin/providers/${provider.id}`).set('Cookie', await t.adminCookie()).send({ [field]: null });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body.message)).toContain(field);
      const saved = await t.em().findOneOrFail(Provider, provider.id);
      expect([saved.name, saved.phone, saved.email, saved.active]).toEqual(['Rosa Diaz', '+19725550190', 'rosa@example.com', true]);
      for (const secret of ['Rosa', '9725550190', 'rosa@example.com']) expect(log.text()).not.toContain(secret);
    },
  );
});
