import { Namespace, Socket } from 'socket.io';
import { clientAddressResolver } from '../../common/http/client-address';
import type { AppConfig } from '../../config/app-config';

/** What a socket presented: its handshake `auth` and its address (under TRUST_PROXY). */
export interface SocketCredential {
  auth: Record<string, unknown>;
  address: string;
}

/**
 * Lets a socket into a namespace only once the server has resolved which room its credential
 * opens; the error's message (e.g. "Job Not Found") reaches the client as `connect_error`.
 */
export function admitToRoom(
  namespace: Namespace,
  trustProxy: AppConfig['trustProxy'],
  resolveRoom: (credential: SocketCredential) => Promise<string>,
): void {
  const addressOf = clientAddressResolver(trustProxy);
  namespace.use((socket, next) => {
    resolveRoom({ auth: socket.handshake.auth ?? {}, address: addressOf(socket.request) })
      .then((room) => {
        socket.data.room = room;
        next();
      })
      .catch((error: Error) => next(new Error(error.message)));
  });
}

export async function joinAdmittedRoom(socket: Socket): Promise<void> {
  await socket.join(socket.data.room as string);
}
