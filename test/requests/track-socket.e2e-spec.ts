import { EntityManager } from '@mikro-orm/postgresql';
import { Socket } from 'socket.io-client';
import { connectSocket } from '../support/sockets';
import { CustomerRequestView } from '../../src/domain/request-views';
import { RequestEventsService } from '../../src/modules/requests/request-events.service';
import { resetDatabase } from '../support/database';
import { resetRedisCounters } from '../support/redis';
import { aRequest } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

const connectTrack = (url: string, trackingId: string) => connectSocket(url, '/track', { auth: { trackingId } });

describe('The /track socket namespace', () => {
  let testApp: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    await resetDatabase(testApp.orm);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await testApp.close();
  });

  it('refuses a code that does not exist', async () => {
    const { socket, error } = await connectTrack(testApp.url, 'zzzzzzzz');
    sockets.push(socket);
    expect(error?.message).toBe('This tracking ID does not exist or has expired.');
  });

  it('counts socket joins against the same guessing budget as lookups', async () => {
    await resetRedisCounters();
    for (let i = 0; i < 10; i++) {
      const { socket, error } = await connectTrack(testApp.url, `wwwwwww${i}`);
      sockets.push(socket);
      expect(error?.message).toBe('This tracking ID does not exist or has expired.');
    }
    const real = await aRequest(testApp.app.get(EntityManager));
    const { socket, error } = await connectTrack(testApp.url, real.customerTrackingId!);
    sockets.push(socket);
    expect(error?.message).toMatch(/^Too many lookups from your connection/);
    await resetRedisCounters();
  });

  it('sends each customer only the updates of their own request, as the customer view', async () => {
    const em = testApp.app.get(EntityManager);
    const mine = await aRequest(em, { providerJobId: 'JOBAAAAA1', email: 'mine@example.com' });
    const theirs = await aRequest(em);
    const a = await connectTrack(testApp.url, mine.customerTrackingId!);
    const b = await connectTrack(testApp.url, theirs.customerTrackingId!);
    sockets.push(a.socket, b.socket);
    expect([a.error, b.error]).toEqual([null, null]);

    const receivedA: CustomerRequestView[] = [];
    const receivedB: CustomerRequestView[] = [];
    a.socket.on('request.changed', (view: CustomerRequestView) => receivedA.push(view));
    b.socket.on('request.changed', (view: CustomerRequestView) => receivedB.push(view));

    const events = testApp.app.get(RequestEventsService);
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
