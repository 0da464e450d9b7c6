import { CustomerRequestView } from '../../src/contracts/request-views';
import { RequestEventsService } from '../../src/modules/request-core/request-events.service';
import { aRequest } from '../support/factories';
import { expectLookupsThrottled } from '../support/lookup-throttle';
import { useTestApp } from '../support/use-test-app';
import { waitFor } from '../support/wait-for';

describe('The /track socket namespace', () => {
  const t = useTestApp();
  const connectTrack = (trackingId: string) => t.connect('/track', { auth: { trackingId } });

  it('refuses a code that does not exist', async () => {
    const { error } = await connectTrack('zzzzzzzz');
    expect(error?.message).toBe('This tracking ID does not exist or has expired.');
  });

  it('counts socket joins against the same guessing budget as lookups', async () => {
    for (let i = 0; i < 10; i++) {
      const { error } = await connectTrack(`wwwwwww${i}`);
      expect(error?.message).toBe('This tracking ID does not exist or has expired.');
    }
    const real = await aRequest(t.em());
    const { error } = await connectTrack(real.customerTrackingId!);
    expectLookupsThrottled(error?.message);
  });

  it('sends each customer only the updates of their own request, as the customer view', async () => {
    const mine = await aRequest(t.em(), { providerJobId: 'JOBAAAAA1', email: 'mine@example.com' });
    const theirs = await aRequest(t.em());
    const a = await connectTrack(mine.customerTrackingId!);
    const b = await connectTrack(theirs.customerTrackingId!);
    expect([a.error, b.error]).toEqual([null, null]);

    const receivedA: CustomerRequestView[] = [];
    const receivedB: CustomerRequestView[] = [];
    a.socket.on('request.changed', (view: CustomerRequestView) => receivedA.push(view));
    b.socket.on('request.changed', (view: CustomerRequestView) => receivedB.push(view));

    const events = t.app.get(RequestEventsService);
    mine.status = 'admin_priced';
    events.changed(mine);
    theirs.status = 'cancelled';
    events.changed(theirs);
    // A last update for A, published after B's: once it has arrived, any leak of B's would have too.
    mine.status = 'negotiating';
    events.changed(mine);

    await waitFor(async () => receivedA.length === 2 && receivedB.length === 1);
    expect(receivedA.map((view) => [view.id, view.status])).toEqual([
      [mine.id, 'admin_priced'],
      [mine.id, 'negotiating'],
    ]);
    expect(receivedB.map((view) => [view.id, view.status])).toEqual([[theirs.id, 'cancelled']]);
    expect(receivedA[0]).not.toHaveProperty('email');
    expect(receivedA[0]).not.toHaveProperty('providerJobId');
  });
});
