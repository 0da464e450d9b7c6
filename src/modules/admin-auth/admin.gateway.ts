import { OnGatewayConnection, OnGatewayDisconnect, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Request } from 'express';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES } from '../../contracts/socket-events';
import { rooms } from '../../infra/realtime/realtime-events';
import { AdminAuthService } from './admin-auth.service';

const SIGN_IN_FIRST = 'Please sign in to continue.';
/** How often a live feed re-checks that its session still stands (expiry, password change). */
const RECHECK_MS = 60_000;

/** The dispatch board's live feed: only a signed-in admin's session is let in, and kept in. */
@WebSocketGateway({ namespace: NAMESPACES.admin })
export class AdminGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect {
  private readonly rechecks = new Map<string, NodeJS.Timeout>();

  constructor(private readonly auth: AdminAuthService) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      this.auth
        .resolveSession((socket.request as Request).session)
        .then((admin) => {
          if (!admin) return next(new Error(SIGN_IN_FIRST));
          socket.data.adminId = admin.id;
          next();
        })
        .catch(() => next(new Error(SIGN_IN_FIRST)));
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const session = (socket.request as Request).session;
    await socket.join([rooms.admins, rooms.adminSession(session.id), rooms.adminUser(socket.data.adminId as string)]);
    this.rechecks.set(
      socket.id,
      setInterval(() => {
        session.reload(async (error) => {
          const admin = error ? null : await this.auth.resolveSession(session).catch(() => null);
          if (!admin) socket.disconnect(true);
        });
      }, RECHECK_MS),
    );
  }

  handleDisconnect(socket: Socket): void {
    clearInterval(this.rechecks.get(socket.id));
    this.rechecks.delete(socket.id);
  }
}
