import { io, Socket } from 'socket.io-client';

export interface Connection {
  socket: Socket;
  error: Error | null;
}

/** Connects to a namespace and settles on the first connect or connect_error. */
export function connectSocket(
  url: string,
  namespace: string,
  options: { auth?: Record<string, string>; cookie?: string } = {},
): Promise<Connection> {
  const socket = io(`${url}${namespace}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: options.auth,
    extraHeaders: options.cookie ? { Cookie: options.cookie } : undefined,
  });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, error: null }));
    socket.on('connect_error', (error) => resolve({ socket, error }));
  });
}
