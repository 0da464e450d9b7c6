import { io, Socket } from 'socket.io-client';

export interface Connection {
  socket: Socket;
  error: Error | null;
}

export interface SocketOptions {
  auth?: Record<string, string>;
  cookie?: string;
  /** The Origin a browser page would send; none by default, like a non-browser client. */
  origin?: string;
}

/** Connects to a namespace and settles on the first connect or connect_error. */
export function connectSocket(
  url: string,
  namespace: string,
  options: SocketOptions = {},
): Promise<Connection> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin) headers.Origin = options.origin;
  const socket = io(`${url}${namespace}`, {
    transports: ['websocket'],
    reconnection: false,
    // Each connection its own handshake, so one made without a cookie never serves an admin socket.
    forceNew: true,
    auth: options.auth,
    extraHeaders: Object.keys(headers).length ? headers : undefined,
  });
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket, error: null }));
    socket.on('connect_error', (error) => resolve({ socket, error }));
  });
}
