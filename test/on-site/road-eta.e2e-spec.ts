import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { aPaidRequest, aProvider, aTrackingCode } from '../support/factories';
import { ManualClock } from '../support/manual-clock';
import { RouterStandIn } from '../support/router-stand-in';
import { useStandIn } from '../support/stand-in';
import { useTestApp } from '../support/use-test-app';

const CUSTOMER = { customerLat: 32.7767, customerLng: -96.797 };
const TRUCK = { lat: 32.8, lng: -96.81 };

describe('GET /api/track/:trackingId/eta', () => {
  describe('with an OSRM-compatible router', () => {
    // 5.3 km in 9 min 10 s.
    const router = useStandIn(new RouterStandIn({ meters: 5_300, seconds: 550 }));
    const clock = new ManualClock(new Date('2026-11-25T12:00:00Z'));
    const t = useTestApp({ clock, env: () => ({ ROUTER_URL: router.url }), beforeEachTest: () => router.reset() });

    async function aJobOnTheWay(overrides: Partial<CustomerRequest> = {}) {
      const provider = await aProvider(t.em());
      const request = await aPaidRequest(t.em(), {
        status: 'en_route',
        provider,
        providerJobId: aTrackingCode().toUpperCase().padEnd(9, 'Q'),
        ...CUSTOMER,
        ...overrides,
      });
      return request;
    }
    const placeTruck = async (request: CustomerRequest, recordedAt: Date) => {
      const em = t.em();
      await em.upsert(ProviderPosition, new ProviderPosition(em.getReference(CustomerRequest, request.id), TRUCK.lat, TRUCK.lng, recordedAt));
    };

    it('answers miles and minutes by road from the truck to the customer, asking the router once per position', async () => {
      const request = await aJobOnTheWay();
      await placeTruck(request, new Date('2026-11-25T11:59:55Z'));

      const first = await t.http().get(`/api/track/${request.customerTrackingId}/eta`).expect(200);
      const second = await t.http().get(`/api/track/${request.customerTrackingId}/eta`).expect(200);

      expect(first.body).toEqual({ miles: 3.3, minutes: 10, fromRecordedAt: '2026-11-25T11:59:55.000Z' });
      expect(second.body).toEqual(first.body);
      expect(router.calls).toEqual([`/route/v1/driving/${TRUCK.lng},${TRUCK.lat};${CUSTOMER.customerLng},${CUSTOMER.customerLat}?overview=false`]);

      await placeTruck(request, new Date('2026-11-25T11:59:59Z'));
      await t.http().get(`/api/track/${request.customerTrackingId}/eta`).expect(200);
      expect(router.calls).toHaveLength(2);
    });

    it('answers 204 before the provider sets off, without a position, and when the router finds no route', async () => {
      const assigned = await aJobOnTheWay({ status: 'provider_assigned' });
      await placeTruck(assigned, new Date('2026-11-25T11:59:55Z'));
      await t.http().get(`/api/track/${assigned.customerTrackingId}/eta`).expect(204);

      const noFix = await aJobOnTheWay();
      await t.http().get(`/api/track/${noFix.customerTrackingId}/eta`).expect(204);

      router.routable = false;
      const lost = await aJobOnTheWay();
      await placeTruck(lost, new Date('2026-11-25T11:59:55Z'));
      await t.http().get(`/api/track/${lost.customerTrackingId}/eta`).expect(204);
      expect(router.calls).toHaveLength(1);
    });

    it('answers 404 for an unknown tracking code', async () => {
      const response = await t.http().get('/api/track/zzzzzzzz/eta').expect(404);
      expect(response.body.message).toBe('This tracking ID does not exist or has expired.');
    });
  });

  describe('without a router', () => {
    const t = useTestApp();

    it('answers 204 so the page shows its straight-line estimate, and says so in the public config', async () => {
      const provider = await aProvider(t.em());
      const request = await aPaidRequest(t.em(), { status: 'en_route', provider, providerJobId: 'NOROUTER1', ...CUSTOMER });
      await t.http().get(`/api/track/${request.customerTrackingId}/eta`).expect(204);
      expect((await t.http().get('/api/config').expect(200)).body.roadRouting).toBe(false);
    });
  });
});
