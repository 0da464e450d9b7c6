import type { CustomerRequestView } from '@contracts/request-views';
import { visibleTrackPanels } from './track-panels';

const NO_ARRIVAL = { promisedAt: null, predictedAt: null, predictedBasis: null, runningLateSince: null, lateChoice: null, arrivedAt: null };

const view = (fields: Partial<CustomerRequestView>) =>
  ({
    status: 'en_route',
    adminPriceCents: 20000,
    customerRating: null,
    provider: { name: 'Rosa Diaz' },
    arrival: NO_ARRIVAL,
    arrivalCode: null,
    cancellation: null,
    noProvider: null,
    notHere: null,
    ...fields,
  }) as unknown as CustomerRequestView;

describe('visibleTrackPanels', () => {
  it('puts the arrival code first while the provider is on the way, before the arrival time', () => {
    const promised = { ...NO_ARRIVAL, promisedAt: '2026-11-26T21:45:00.000Z' };
    expect(visibleTrackPanels(view({ arrivalCode: '4821', arrival: promised }))).toEqual(['arrivalCode', 'arrival', 'providerInfo', 'liveMap']);
  });

  it('shows no code panel once the server stops giving the code (arrival verified, or the provider there)', () => {
    expect(visibleTrackPanels(view({ arrivalCode: null }))).not.toContain('arrivalCode');
    expect(visibleTrackPanels(view({ status: 'arrived', arrivalCode: null }))).not.toContain('arrivalCode');
  });

  it('makes room for the photos from arrival on, below the rating once the job is done', () => {
    expect(visibleTrackPanels(view({ arrivalCode: '4821' }))).not.toContain('photos');
    expect(visibleTrackPanels(view({ status: 'arrived' }))).toEqual(['extras', 'providerInfo', 'liveMap', 'photos']);
    expect(visibleTrackPanels(view({ status: 'in_progress' }))).toContain('photos');
    expect(visibleTrackPanels(view({ status: 'completed' }))).toEqual(['extras', 'providerInfo', 'rating', 'photos']);
  });

  it('puts extra charges to approve first from arrival on, above the provider and the map', () => {
    expect(visibleTrackPanels(view({ status: 'en_route' }))).not.toContain('extras');
    expect(visibleTrackPanels(view({ status: 'in_progress' }))[0]).toBe('extras');
  });

  it('offers Cancel Request last, at every step before service, but not beside a late provider’s own refund', () => {
    const onTheWay = { step: 'on_the_way', depositCents: 3000, refundCents: 0, keptCents: 3000 } as const;
    expect(visibleTrackPanels(view({ cancellation: onTheWay })).at(-1)).toBe('cancel');
    const late = { ...NO_ARRIVAL, promisedAt: '2026-11-26T21:45:00.000Z', runningLateSince: '2026-11-26T21:50:00.000Z' };
    expect(visibleTrackPanels(view({ cancellation: onTheWay, arrival: late }))).not.toContain('cancel');
    expect(visibleTrackPanels(view({ cancellation: onTheWay, arrival: { ...late, lateChoice: 'wait' } }))).toContain('cancel');
    expect(visibleTrackPanels(view({ status: 'in_progress', cancellation: null }))).not.toContain('cancel');
  });

  it('puts the provider saying they cannot find the customer first, above everything else', () => {
    const notHere = { reportedAt: '2026-11-26T21:45:00.000Z', replyBy: '2026-11-26T21:55:00.000Z' };
    expect(visibleTrackPanels(view({ status: 'arrived', notHere }))[0]).toBe('notHere');
    expect(visibleTrackPanels(view({ status: 'arrived' }))).not.toContain('notHere');
  });

  it('offers the refund of a request nobody took in place of the plain cancel', () => {
    const cancellation = { step: 'before_dispatch', depositCents: 1875, refundCents: 1875, keptCents: 0 } as const;
    const paid = view({ status: 'deposit_paid', provider: null, cancellation });
    expect(visibleTrackPanels(paid)).toEqual(['cancel']);
    expect(visibleTrackPanels({ ...paid, noProvider: { askedAt: '2026-11-26T21:45:00.000Z', choice: null } })).toEqual(['noProvider']);
  });
});
