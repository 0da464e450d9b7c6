import { Namespace, Socket } from 'socket.io';

/**
 * Lets a socket into a namespace only once the server has resolved which room its credential
 * opens; the error's message (e.g. "Job Not Found") reaches the client as `connect_error`.
 */
export function admitToRoom(namespace: Namespace, resolveRoom: (socket: Socket) => Promise<string>): void {
  namespace.use((socket, next) => {
    resolveRoom(socket)
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
