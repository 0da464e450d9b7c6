import type { CandidateView } from '../../src/contracts/provider-views';
import { Provider } from '../../src/modules/dispatch/entities/provider.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

/** Downtown Dallas, where the paid request's customer waits. */
const PICKUP = { lat: 32.7767, lng: -96.797 };

describe('Candidates for a paid request: GET /api/admin/requests/:id/candidates', () => {
  const t = useTestApp();

  /** A roster provider taking towing for light vehicles, on duty, based `north` degrees of latitude from the pickup. */
  async function aTowProvider(name: string, north: number, changes: Partial<Provider> = {}): Promise<Provider> {
    const provider = await aProvider(t.em(), { name });
    await t.em().nativeUpdate(
      Provider,
      { id: provider.id },
      { onDuty: true, services: ['Towing'], vehicleClasses: ['light'], homeLat: PICKUP.lat + north, homeLng: PICKUP.lng, serviceRadiusMiles: 25, ...changes },
    );
    return provider;
  }

  const candidates = async (requestId: string): Promise<CandidateView[]> =>
    (await t.http().get(`/api/admin/requests/${requestId}/candidates`).set('Cookie', await t.adminCookie()).expect(200)).body;

  it('ranks the eligible by pickup time and gives every excluded provider its reasons', async () => {
    const request = await aPaidRequest(t.em());
    const far = await aTowProvider('Far Tow', 0.2);
    const near = await aTowProvider('Near Tow', 0.02);
    const offDuty = await aTowProvider('Sleeping Tow', 0.01, { onDuty: false });
    const lockouts = await aTowProvider('Lockout Only', 0.011, { services: ['Lockout Service'] });
    const suspended = await aTowProvider('Suspended Tow', 0.012, { active: false });
    const outOfRange = await aTowProvider('Houston Tow', -3);
    const noBase = await aTowProvider('No Base Tow', 0, { homeLat: null, homeLng: null });
    const busy = await aTowProvider('Busy Tow', 0.03);
    const other = await aPaidRequest(t.em(), { phone: '+12145550187' });
    await t.http().post(`/api/admin/requests/${other.id}/provider`).set('Cookie', await t.adminCookie()).send({ providerId: busy.id }).expect(200);

    const ranked = await candidates(request.id);
    expect(ranked.map(({ providerId, exclusions }) => [providerId, exclusions])).toEqual([
      [near.id, []],
      [far.id, []],
      [offDuty.id, ['off_duty']],
      [lockouts.id, ['lacks_service']],
      [suspended.id, ['suspended']],
      [busy.id, ['busy']],
      [outOfRange.id, ['outside_radius']],
      [noBase.id, ['no_location']],
    ]);
    expect(ranked[0]).toMatchObject({ name: 'Near Tow', onDuty: true, distanceMiles: 1.4, etaMinutes: 4, rating: null, acceptanceRate: null });
  });

  it('ranks nobody for a request with no pickup on the map, and says it is the request that lacks it', async () => {
    const request = await aPaidRequest(t.em(), { customerLat: null, customerLng: null, useGps: false });
    await aTowProvider('Any Tow', 0.02);
    const [only] = await candidates(request.id);
    expect(only).toMatchObject({ exclusions: ['no_pickup'], distanceMiles: null, etaMinutes: null });
  });

  it('answers 404 for a request that does not exist, and only to a signed-in dispatcher', async () => {
    await t.http().get('/api/admin/requests/00000000-0000-4000-8000-000000000023/candidates').set('Cookie', await t.adminCookie()).expect(404);
    const request = await aPaidRequest(t.em());
    await t.http().get(`/api/admin/requests/${request.id}/candidates`).expect(401);
  });
});
