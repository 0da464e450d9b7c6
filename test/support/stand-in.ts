import { Server } from 'node:http';
import { AddressInfo } from 'node:net';

/** Starts a stand-in on a loopback port (a free one unless given) and answers its base URL. */
export async function listenOnLoopback(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stops a stand-in now; the app's keep-alive connections would otherwise hold it open. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface StandIn {
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

/** Keeps a stand-in listening for the whole `describe`; call it before `useTestApp`, which needs its URL. */
export function useStandIn<T extends StandIn>(standIn: T): T {
  beforeAll(() => standIn.start());
  afterAll(() => standIn.stop());
  return standIn;
}
