import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type SocketNamespace = '/track' | '/provider' | '/admin' | '/offers';

/** Same-origin connection; the admin namespace authenticates with the session cookie. */
export function connectNamespace(
  namespace: SocketNamespace,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Socket {
  return io(namespace, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    withCredentials: true,
    ...options,
  });
}
