import type { FleetView } from '../../src/contracts/offer-views';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { aPaidRequest, aProvider, aRequest } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { useTestApp } from '../support/use-test-app';

const START = new Date('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(START.getTime() - minutes * MINUTE);
const HOME = { homeLat: 32.9, homeLng: -96.8 };
const LIVE = { lastLat: 32.78, lastLng: -96.8 };

describe('The fleet map: GET /api/admin/fleet', () => {
  const t = useTestApp({ clock: new ManualClock(START) });

  const fleet = async (): Promise<FleetView> => (await t.http().get('/api/admin/fleet').set('Cookie', await t.adminCookie()).expect(200)).body;

  async function aRosterProvider(name: string, changes: Partial<Provider>): Promise<Provider> {
    const provider = await aProvider(t.em(), { name });
    await t.em().nativeUpdate(Provider, { id: provider.id }, { onDuty: true, ...changes });
    return provider;
  }

  it('is for signed-in dispatchers only', async () => {
    const response = await t.http().get('/api/admin/fleet');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Please sign in to continue.');
  });

  it('shows the open requests with a pickup on the map, and no closed ones', async () => {
    const paid = await aPaidRequest(t.em(), { customerLat: 32.7767, customerLng: -96.797 });
    const pending = await aRequest(t.em(), { customerLat: 32.75, customerLng: -97.33, serviceType: 'Jump Start' });
    await aRequest(t.em(), { customerLat: null, customerLng: null });
    await aPaidRequest(t.em(), { status: 'completed' });
    await aRequest(t.em(), { status: 'cancelled', customerLat: 32.7, customerLng: -96.9 });

    const { requests } = await fleet();

    expect(requests).toHaveLength(2);
    expect(requests).toEqual(
      expect.arrayContaining([
        { id: paid.id, status: 'deposit_paid', phone: paid.phone, serviceType: 'Towing', lat: 32.7767, lng: -96.797 },
        { id: pending.id, status: 'pending_admin_review', phone: pending.phone, serviceType: 'Jump Start', lat: 32.75, lng: -97.33 },
      ]),
    );
  });

  it('places an on-duty provider live within 10 minutes of the last position, then at the home base as stale', async () => {
    const live = await aRosterProvider('Live Tow', { ...HOME, ...LIVE, lastPositionAt: ago(10) });
    const quiet = await aRosterProvider('Quiet Tow', { ...HOME, ...LIVE, lastPositionAt: ago(11) });
    const homeOnly = await aRosterProvider('Home Tow', HOME);
    const noBase = await aRosterProvider('Roaming Tow', { ...LIVE, lastPositionAt: ago(45) });
    await aRosterProvider('Nowhere Tow', {});
    await aRosterProvider('Sleeping Tow', { ...HOME, onDuty: false });
    await aRosterProvider('Paused Tow', { ...HOME, active: false });

    const { providers } = await fleet();

    expect(providers).toEqual([
      { id: homeOnly.id, name: 'Home Tow', lat: 32.9, lng: -96.8, positionAt: null, stale: true, busy: false },
      { id: live.id, name: 'Live Tow', lat: 32.78, lng: -96.8, positionAt: ago(10).toISOString(), stale: false, busy: false },
      { id: quiet.id, name: 'Quiet Tow', lat: 32.9, lng: -96.8, positionAt: null, stale: true, busy: false },
      { id: noBase.id, name: 'Roaming Tow', lat: 32.78, lng: -96.8, positionAt: ago(45).toISOString(), stale: true, busy: false },
    ]);
  });

  it('judges freshness by the app clock: the same position goes stale as time passes', async () => {
    const provider = await aRosterProvider('Live Tow', { ...HOME, ...LIVE, lastPositionAt: ago(1) });
    expect((await fleet()).providers.map(({ id, stale }) => [id, stale])).toEqual([[provider.id, false]]);

    t.clock.advance(10 * MINUTE);
    expect((await fleet()).providers.map(({ id, stale, lat }) => [id, stale, lat])).toEqual([[provider.id, true, HOME.homeLat]]);
  });

  it('marks busy a provider on a job that is not finished, and only while it is not', async () => {
    const working = await aRosterProvider('Working Tow', HOME);
    const done = await aRosterProvider('Done Tow', HOME);
    const request = await aPaidRequest(t.em());
    await t.http().post(`/api/admin/requests/${request.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: working.id }).expect(200);
    await aPaidRequest(t.em(), { status: 'completed', provider: done, serviceCompletedAt: ago(30) });

    const { providers, requests } = await fleet();

    expect(providers.map(({ name, busy }) => [name, busy])).toEqual([
      ['Done Tow', false],
      ['Working Tow', true],
    ]);
    expect(requests.map(({ id, status }) => [id, status])).toEqual([[request.id, 'provider_assigned']]);
  });
});
