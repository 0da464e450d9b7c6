import { Interval } from '@nestjs/schedule';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { Namespace, Socket } from 'socket.io';
import { NAMESPACES } from '../../contracts/socket-events';
import { rooms } from '../../infra/realtime/realtime-events';
import { StaffAuthService } from './staff-auth.service';
import type { SessionHolder } from './admin-session';

const SIGN_IN_FIRST = 'Please sign in to continue.';
/** How often this process re-checks that each live feed's session still stands (expiry, password change). */
const RECHECK_MS = 60_000;

/** The dispatch board's live feed: only a signed-in admin's session is let in, and kept in. */
@WebSocketGateway({ namespace: NAMESPACES.admin })
export class AdminGateway implements OnGatewayInit, OnGatewayConnection {
  @WebSocketServer() private readonly namespace!: Namespace;

  constructor(private readonly auth: StaffAuthService) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      this.auth
        .resolveSession((socket.request as SessionHolder).session)
        .then((admin) => {
          if (!admin || (socket.request as SessionHolder).session?.mustAddFactor) return next(new Error(SIGN_IN_FIRST));
          socket.data.adminId = admin.id;
          next();
        })
        .catch(() => next(new Error(SIGN_IN_FIRST)));
    });
  }

  async handleConnection(socket: Socket): Promise<void> {
    const session = (socket.request as SessionHolder).session!;
    await socket.join([rooms.admins, rooms.adminSession(session.sessionId), rooms.adminUser(socket.data.adminId as string)]);
  }

  /** One tick per process for the feeds connected to it; other processes check their own. */
  @Interval(RECHECK_MS)
  async recheckSessions(): Promise<void> {
    await Promise.all(
      [...this.namespace.sockets.values()].map(async (socket) => {
        if (!(await this.auth.stillSignedIn(socket.request as SessionHolder))) socket.disconnect(true);
      }),
    );
  }
}
