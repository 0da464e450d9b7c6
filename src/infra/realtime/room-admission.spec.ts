import type { Namespace, Socket } from 'socket.io';
import { AppError } from '../../common/errors/app-error';
import { admitToRoom } from './room-admission';

type Middleware = (socket: Socket, next: (error?: Error) => void) => void;

function admissionOutcome(resolveRoom: () => Promise<string>): Promise<{ error?: Error; room?: unknown }> {
  let middleware: Middleware | undefined;
  const namespace = { use: (fn: Middleware) => (middleware = fn) } as unknown as Namespace;
  admitToRoom(namespace, false, resolveRoom);
  const socket = {
    handshake: { auth: {} },
    request: { socket: { remoteAddress: '127.0.0.1' }, headers: {}, connection: { remoteAddress: '127.0.0.1' } },
    data: {} as Record<string, unknown>,
  } as unknown as Socket;
  return new Promise((resolve) => middleware!(socket, (error) => resolve({ error, room: socket.data.room })));
}

describe(admitToRoom.name, () => {
  it('lets a socket into the room its credential opens', async () => {
    expect(await admissionOutcome(async () => 'track:abc12345')).toEqual({ error: undefined, room: 'track:abc12345' });
  });

  it("passes the product's own refusal to the client", async () => {
    const { error } = await admissionOutcome(async () => {
      throw new AppError('not_found', 'job_not_found', 'Job Not Found');
    });
    expect(error?.message).toBe('Job Not Found');
  });

  it("never passes on a database or network error's text", async () => {
    const { error } = await admissionOutcome(async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432 (user postgres)');
    });
    expect(error?.message).toBe('Live updates are unavailable right now. Please refresh the page.');
  });
});
