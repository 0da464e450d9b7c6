import { EntityManager } from '@mikro-orm/postgresql';
import { Socket } from 'socket.io-client';
import { resetDatabase } from '../support/database';
import { aRequest } from '../support/factories';
import { connectSocket } from '../support/sockets';
import { createTestApp, ManualClock, TestApp } from '../support/test-app';

describe('The /provider socket namespace', () => {
  let testApp: TestApp;
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const sockets: Socket[] = [];
  const connect = async (jobId: string) => {
    const connection = await connectSocket(testApp.url, '/provider', { auth: { jobId } });
    sockets.push(connection.socket);
    return connection;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await resetDatabase(testApp.orm);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await testApp.close();
  });

  it('refuses a job code that does not exist', async () => {
    const { error } = await connect('ZZZZZZZZZ');
    expect(error?.message).toBe('Job Not Found');
  });

  it('admits a provider holding a real job code', async () => {
    await aRequest(testApp.app.get(EntityManager), { status: 'provider_assigned', providerName: 'A', providerJobId: 'JOB4TEST1' });
    const { socket, error } = await connect('JOB4TEST1');
    expect(error).toBeNull();
    expect(socket.connected).toBe(true);
  });

  it('refuses a job link 5 minutes after the job was completed', async () => {
    await aRequest(testApp.app.get(EntityManager), {
      status: 'completed',
      providerName: 'A',
      providerJobId: 'JOB4DONE1',
      serviceCompletedAt: new Date(clock.now().getTime() - 5 * 60_000),
    });
    const { error } = await connect('JOB4DONE1');
    expect(error?.message).toBe('This provider job link has expired.');
  });
});
