import type { CandidateView } from '../../src/contracts/provider-views';
import { Provider } from '../../src/modules/providers/entities/provider.entity';
import { aPaidRequest, aProvider } from '../support/factories';
import { RouterStandIn } from '../support/router-stand-in';
import { useStandIn } from '../support/stand-in';
import { useTestApp } from '../support/use-test-app';

/** Downtown Dallas, where the paid request's customer waits. */
const PICKUP = { lat: 32.7767, lng: -96.797 };

type App = ReturnType<typeof useTestApp>;

/** A roster provider taking towing for light vehicles, on duty, based `north` degrees of latitude from the pickup. */
async function aTowProvider(t: App, name: string, north: number, changes: Partial<Provider> = {}): Promise<Provider> {
  const provider = await aProvider(t.em(), { name });
  await t.em().nativeUpdate(
    Provider,
    { id: provider.id },
    { onDuty: true, services: ['Towing'], vehicleClasses: ['light'], homeLat: PICKUP.lat + north, homeLng: PICKUP.lng, serviceRadiusMiles: 25, ...changes },
  );
  return provider;
}

const candidatesOf = async (t: App, requestId: string): Promise<CandidateView[]> =>
  (await t.http().get(`/api/admin/requests/${requestId}/candidates`).set('Cookie', await t.adminCookie()).expect(200)).body;

describe('Candidates for a paid request: GET /api/admin/requests/:id/candidates', () => {
  const t = useTestApp();
  const candidates = (requestId: string) => candidatesOf(t, requestId);

  it('ranks the eligible by pickup time and gives every excluded provider its reasons', async () => {
    const request = await aPaidRequest(t.em());
    const far = await aTowProvider(t, 'Far Tow', 0.2);
    const near = await aTowProvider(t, 'Near Tow', 0.02);
    const offDuty = await aTowProvider(t, 'Sleeping Tow', 0.01, { onDuty: false });
    const lockouts = await aTowProvider(t, 'Lockout Only', 0.011, { services: ['Lockout Service'] });
    const suspended = await aTowProvider(t, 'Suspended Tow', 0.012, { active: false });
    const outOfRange = await aTowProvider(t, 'Houston Tow', -3);
    const noBase = await aTowProvider(t, 'No Base Tow', 0, { homeLat: null, homeLng: null });
    const busy = await aTowProvider(t, 'Busy Tow', 0.03);
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
    await aTowProvider(t, 'Any Tow', 0.02);
    const [only] = await candidates(request.id);
    expect(only).toMatchObject({ exclusions: ['no_pickup'], distanceMiles: null, etaMinutes: null });
  });

  it('answers 404 for a request that does not exist, and only to a signed-in dispatcher', async () => {
    await t.http().get('/api/admin/requests/00000000-0000-4000-8000-000000000023/candidates').set('Cookie', await t.adminCookie()).expect(404);
    const request = await aPaidRequest(t.em());
    await t.http().get(`/api/admin/requests/${request.id}/candidates`).expect(401);
  });
});

describe('Candidates ranked by road: ROUTER_URL set', () => {
  const router = useStandIn(new RouterStandIn({ meters: 8_000, seconds: 600 }));
  const t = useTestApp({ env: () => ({ ROUTER_URL: router.url }), beforeEachTest: () => router.reset() });

  it('ranks the eligible by their drive to the pickup, in one table call per minute, and labels each estimate', async () => {
    const request = await aPaidRequest(t.em());
    // Close as the crow flies but across the river: a long way round by road.
    const acrossTheRiver = await aTowProvider(t, 'River Tow', 0.02);
    const byTheHighway = await aTowProvider(t, 'Highway Tow', 0.1);
    const offDuty = await aTowProvider(t, 'Sleeping Tow', 0.01, { onDuty: false });
    router.tableDrive = (from) => (from.lat > PICKUP.lat + 0.05 ? { meters: 11_265, seconds: 660 } : { meters: 27_359, seconds: 1_860 });

    const ranked = await candidatesOf(t, request.id);
    expect(ranked.map(({ providerId, distanceMiles, etaMinutes, etaBasis }) => [providerId, distanceMiles, etaMinutes, etaBasis])).toEqual([
      [byTheHighway.id, 7, 11, 'road'],
      [acrossTheRiver.id, 17, 31, 'road'],
      [offDuty.id, 0.7, 2, 'straight_line'],
    ]);
    // Only the two who can take the job are asked about (in roster order), pickup last.
    expect(router.calls).toEqual([
      `/table/v1/driving/${PICKUP.lng},${PICKUP.lat + 0.1};${PICKUP.lng},${PICKUP.lat + 0.02};${PICKUP.lng},${PICKUP.lat}?sources=0;1&destinations=2&annotations=duration,distance`,
    ]);

    await candidatesOf(t, request.id);
    expect(router.calls).toHaveLength(1);
  });

  it('keeps the straight-line estimate, labelled, for a provider the router finds no road for, and for everyone while it is down', async () => {
    const request = await aPaidRequest(t.em());
    const island = await aTowProvider(t, 'Island Tow', 0.02);
    const mainland = await aTowProvider(t, 'Mainland Tow', 0.1);
    router.tableDrive = (from) => (from.lat > PICKUP.lat + 0.05 ? { meters: 11_265, seconds: 660 } : null);
    expect((await candidatesOf(t, request.id)).map(({ providerId, etaBasis }) => [providerId, etaBasis])).toEqual([
      [island.id, 'straight_line'],
      [mainland.id, 'road'],
    ]);

    router.up = false;
    const elsewhere = await aPaidRequest(t.em(), { phone: '+12145550187', customerLat: PICKUP.lat + 0.001 });
    const ranked = await candidatesOf(t, elsewhere.id);
    expect(ranked.map(({ providerId, etaBasis }) => [providerId, etaBasis])).toEqual([
      [island.id, 'straight_line'],
      [mainland.id, 'straight_line'],
    ]);
  });

  it('sends an offer with the distance by road', async () => {
    const request = await aPaidRequest(t.em());
    const provider = await aTowProvider(t, 'Highway Tow', 0.1);
    const sent = await t.http().post(`/api/admin/requests/${request.id}/offers`).set('Cookie', await t.adminCookie()).send({ providerIds: [provider.id] }).expect(201);
    expect(sent.body.offers[0].distanceMiles).toBe(5);
  });
});
