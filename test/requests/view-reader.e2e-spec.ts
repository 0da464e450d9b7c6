import { ProviderPosition } from '../../src/modules/providers/entities/provider-position.entity';
import { CustomerRequest } from '../../src/modules/request-core/entities/customer-request.entity';
import { RequestRepository, toCustomerView, toProviderJobView } from '../../src/modules/request-core';
import { aProvider, aRequest } from '../support/factories';
import { useTestApp } from '../support/use-test-app';

/** The lookups read columns by hand; whatever a request holds, they must answer what the entity would. */
describe('The lookups answer exactly the views built from the stored request', () => {
  const t = useTestApp();
  const entity = (id: string) => t.app.get(RequestRepository).byId(id);

  const shapes: Array<[string, () => Promise<CustomerRequest>]> = [
    ['a fresh request', () => aRequest(t.em())],
    [
      'a priced request in negotiation',
      () => aRequest(t.em(), { status: 'negotiating', adminPriceCents: 15000, customerCounterOfferCents: 12000, negotiationRound: 1, customerLat: 32.78, customerLng: -96.8 }),
    ],
    [
      'a job on its way, with the truck on the map and an ETA',
      async () => {
        const request = await aRequest(t.em(), {
          status: 'en_route',
          provider: await aProvider(t.em(), { name: 'Rosa Diaz', vehicleInfo: 'White F-450 wrecker' }),
          providerJobId: 'JOBCODE42',
          finalPriceCents: 18500,
          depositAmountCents: 2775,
          depositPaid: true,
          depositPaidAt: new Date('2026-11-25T09:00:00Z'),
          destinationAddress: 'Irving, TX',
          destinationLat: 32.81,
          destinationLng: -96.94,
          estimatedDistance: 11.4,
          providerEtaMinutes: 15,
          providerEtaAt: new Date('2026-11-25T09:05:00Z'),
        });
        await t.em().fork().persistAndFlush(new ProviderPosition(request, 32.79, -96.81, new Date('2026-11-25T09:06:00Z')));
        return request;
      },
    ],
    [
      'a completed and rated job',
      async () =>
        aRequest(t.em(), {
          status: 'completed',
          provider: await aProvider(t.em(), { name: 'Lee Park' }),
          providerJobId: 'JOBCODE43',
          finalPriceCents: 9900,
          serviceCompletedAt: new Date(),
          customerRating: 5,
          customerReview: 'Quick and kind',
        }),
    ],
  ];

  it.each(shapes)('%s', async (_shape, make) => {
    const stored = await make();
    const full = await entity(stored.id);
    const tracked = await t.http().get(`/api/track/${stored.customerTrackingId}`).expect(200);
    expect(tracked.body).toEqual(JSON.parse(JSON.stringify(toCustomerView(full!))));
    if (full!.position) expect(tracked.body.provider).toMatchObject({ name: 'Rosa Diaz', lat: 32.79, lng: -96.81, etaMinutes: 15 });
    if (stored.providerJobId) {
      const job = await t.http().get(`/api/jobs/${stored.providerJobId}`).expect(200);
      expect(job.body).toEqual(JSON.parse(JSON.stringify(toProviderJobView(full!))));
    }
  });
});
