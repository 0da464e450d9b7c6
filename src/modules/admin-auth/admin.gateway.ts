import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Request } from 'express';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES, rooms } from '../../infra/realtime/realtime-events';
import { AdminAuthService } from './admin-auth.service';

/** The dispatch board's live feed: only a signed-in admin's session is let in. */
@WebSocketGateway({ namespace: NAMESPACES.admin })
export class AdminGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(private readonly auth: AdminAuthService) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      const session = (socket.request as Request).session;
      this.auth
        .resolveSession(session)
        .then((admin) => (admin ? next() : next(new Error('Please sign in to continue.'))))
        .catch(() => next(new Error('Please sign in to continue.')));
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const sessionId = (socket.request as Request).session.id;
    await socket.join([rooms.admins, rooms.adminSession(sessionId)]);
  }
}
