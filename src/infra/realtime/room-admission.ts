import { Namespace, Socket } from 'socket.io';
import { clientAddressResolver } from '../../common/http/client-address';
import { AppError } from '../../common/errors/app-error';
import type { AppConfig } from '../../config/app-config';

/** What a socket presented: its handshake `auth` and its address (under TRUST_PROXY). */
export interface SocketCredential {
  auth: Record<string, unknown>;
  address: string;
}

/**
 * Lets a socket into a namespace only once the server has resolved which room its credential
 * opens; the product's own refusal (e.g. "Job Not Found") reaches the client as `connect_error`,
 * never the text of a database or network error.
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
      .catch((error: unknown) => next(new Error(admissionRefusal(error))));
  });
}

export async function joinAdmittedRoom(socket: Socket): Promise<void> {
  await socket.join(socket.data.room as string);
}

const UNAVAILABLE = 'Live updates are unavailable right now. Please refresh the page.';

function admissionRefusal(error: unknown): string {
  return error instanceof AppError ? error.message : UNAVAILABLE;
}
