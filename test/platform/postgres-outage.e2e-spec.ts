import { AddressInfo, connect, createServer, Server, Socket } from 'node:net';
import request from 'supertest';
import { anOnlineRequestBody, SERVICE_UNAVAILABLE } from '../support/request-bodies';
import { createTestApp, TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';
import { TEST_ENV } from '../test-env';

const jumpStart = (phoneLast4: string) => anOnlineRequestBody({ phone: `(214) 555-${phoneLast4}`, vehicleType: 'Pickup Truck' });

/**
 * A loopback TCP relay to the shared PostgreSQL server: stopping it is PostgreSQL going away for
 * the one app connected through it (its open connections cut, new ones refused), and starting it
 * again on the same port is PostgreSQL coming back.
 */
class PostgresRelay {
  private server: Server | null = null;
  private readonly connections = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    const upstream = new URL(TEST_ENV.DATABASE_URL);
    const server = createServer((client) => {
      const database = connect(Number(upstream.port || 5432), upstream.hostname);
      for (const socket of [client, database]) {
        this.connections.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.connections.delete(socket);
          client.destroy();
          database.destroy();
        });
      }
      client.pipe(database).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    this.connections.forEach((socket) => socket.destroy());
    await new Promise((resolve) => server.close(resolve));
  }

  url(): string {
    const url = new URL(TEST_ENV.DATABASE_URL);
    url.port = String(this.port);
    return url.toString();
  }
}

describe('PostgreSQL going away while the app runs', () => {
  const relay = new PostgresRelay();
  let app: TestApp;
  const http = () => request(app.app.getHttpServer());
  const signIn = () => http().post('/api/admin/session').send({ email: TEST_ENV.ADMIN_EMAIL, password: TEST_ENV.ADMIN_PASSWORD });

  beforeAll(async () => {
    await relay.start();
    app = await createTestApp({ env: { DATABASE_URL: relay.url() } });
  });

  afterAll(async () => {
    await app?.close();
    await relay.stop();
  });

  it('answers 503 with Retry-After instead of 500, and serves again once PostgreSQL is back', async () => {
    await http().post('/api/requests').send(jumpStart('0201')).expect(201);

    await relay.stop();

    const intake = await http().post('/api/requests').send(jumpStart('0202'));
    expect([intake.status, intake.body, intake.headers['retry-after']]).toEqual([503, SERVICE_UNAVAILABLE, '5']);
    const session = await signIn();
    expect([session.status, session.body, session.headers['retry-after']]).toEqual([503, SERVICE_UNAVAILABLE, '5']);

    await relay.start();

    await waitFor(async () => (await http().post('/api/requests').send(jumpStart('0203'))).status === 201);
    await signIn().expect(200);
  });
});
